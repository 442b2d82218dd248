import type { CSSProperties } from 'react';
import { useId, useState } from 'react';
import type { NumberRange } from '@phuket/shared/domain';
import { formatRangeLabel } from '@phuket/shared/format';
import { dropdownCoordinator } from '../dropdown/dropdown-coordinator';
import './range-slider.css';

export interface RangeSliderProps {
  /** Name of the quantity ('Price', 'Area'); used in the accessible names. */
  label: string;
  min: number;
  max: number;
  step?: number;
  value: NumberRange;
  onChange: (next: NumberRange) => void;
  formatLabel?: (value: number) => string;
  /** Told when a thumb drag starts and ends (dropdowns must not close mid-drag). */
  onDraggingChange?: (dragging: boolean) => void;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

interface NumberFieldProps {
  caption: string;
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onCommit: (value: number) => void;
}

/**
 * While focused the field shows what is typed, so clearing it or typing a number digit by digit
 * is not fought by clamping; valid in-range values apply at once, anything else on blur.
 */
function NumberField({ caption, label, min, max, step, value, onCommit }: NumberFieldProps) {
  const [text, setText] = useState<string | null>(null);
  const commit = () => {
    if (text !== null) {
      const number = Number(text);
      if (text.trim() !== '' && Number.isFinite(number)) onCommit(clamp(number, min, max));
    }
    setText(null);
  };
  return (
    <label className="range-slider__field">
      <span>{caption}</span>
      <input
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={max}
        step={step}
        value={text ?? String(value)}
        onFocus={() => setText(String(value))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const number = Number(next);
          if (next.trim() !== '' && Number.isFinite(number) && number >= min && number <= max) {
            onCommit(number);
          }
        }}
      />
    </label>
  );
}

export function RangeSlider({
  label,
  min,
  max,
  step = 1,
  value,
  onChange,
  formatLabel = formatRangeLabel,
  onDraggingChange,
}: RangeSliderProps) {
  const id = useId();
  const low = clamp(Math.min(value[0], value[1]), min, max);
  const high = clamp(Math.max(value[0], value[1]), min, max);
  const span = max - min || 1;
  const style = {
    '--range-from': `${((low - min) / span) * 100}%`,
    '--range-to': `${((high - min) / span) * 100}%`,
  } as CSSProperties;
  const name = label.toLowerCase();

  const startDrag = () => {
    dropdownCoordinator.setDragging(true);
    onDraggingChange?.(true);
    const end = () => {
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      dropdownCoordinator.setDragging(false);
      onDraggingChange?.(false);
    };
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  };

  const setLow = (next: number) => {
    const lowValue = clamp(next, min, max);
    onChange([lowValue, Math.max(lowValue, high)]);
  };
  const setHigh = (next: number) => {
    const highValue = clamp(next, min, max);
    onChange([Math.min(low, highValue), highValue]);
  };
  // When both thumbs sit at the top the upper one would cover the lower one for good.
  const lowOnTop = low > min + span / 2;

  return (
    <div className="range-slider" role="group" aria-labelledby={`${id}-label`}>
      <div className="range-slider__header">
        <span id={`${id}-label`} className="range-slider__title">
          {label}
        </span>
        <span className="range-slider__values" aria-hidden="true">
          {formatLabel(low)} – {formatLabel(high)}
          {high >= max ? '+' : ''}
        </span>
      </div>
      <div className="range-slider__track" style={style}>
        <input
          type="range"
          className={`range-slider__thumb${lowOnTop ? ' range-slider__thumb--top' : ''}`}
          aria-label={`Minimum ${name}`}
          aria-valuetext={formatLabel(low)}
          min={min}
          max={max}
          step={step}
          value={low}
          onPointerDown={startDrag}
          onChange={(event) => setLow(Math.min(Number(event.target.value), high))}
        />
        <input
          type="range"
          className="range-slider__thumb"
          aria-label={`Maximum ${name}`}
          aria-valuetext={formatLabel(high)}
          min={min}
          max={max}
          step={step}
          value={high}
          onPointerDown={startDrag}
          onChange={(event) => setHigh(Math.max(Number(event.target.value), low))}
        />
      </div>
      <div className="range-slider__inputs">
        <NumberField
          caption="Min"
          label={`Minimum ${name} value`}
          min={min}
          max={max}
          step={step}
          value={low}
          onCommit={setLow}
        />
        <span className="range-slider__dash" aria-hidden="true">
          –
        </span>
        <NumberField
          caption="Max"
          label={`Maximum ${name} value`}
          min={min}
          max={max}
          step={step}
          value={high}
          onCommit={setHigh}
        />
      </div>
    </div>
  );
}
