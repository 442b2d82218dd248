import type { CSSProperties } from 'react';
import { useId, useState } from 'react';
import type { NumberRange } from '@phuket/shared/domain';
import { formatDecimal, formatRangeLabel } from '@phuket/shared/format';
import { TRACK_STEPS, type TrackScale } from '@phuket/shared/filters';
import { dropdownCoordinator } from '../dropdown/dropdown-coordinator';
import './range-slider.css';
import { sharedMessages, useMessages } from '@phuket/shared/i18n';

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
  /**
   * How values spread over the track; linear without one. The boxes keep the exact values
   * and the filters' bounds and step (docs/product-rules.md §5) whatever the track does.
   */
  scale?: TrackScale;
  /** Shown before and after the boxes' numbers while they are not being edited ('฿', ' sq.m'). */
  prefix?: string;
  suffix?: string;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

interface NumberFieldProps {
  caption: string;
  label: string;
  min: number;
  max: number;
  value: number;
  prefix: string;
  suffix: string;
  onCommit: (value: number) => void;
}

/** What a person typed as a number: separators, symbols and units ignored ('฿1,500' -> 1500). */
export function typedNumber(text: string): number | null {
  const digits = text.replace(/[^\d.]/g, '');
  if (digits === '' || !/^\d*\.?\d*$/.test(digits)) return null;
  const number = Number(digits);
  return Number.isFinite(number) ? number : null;
}

/**
 * Shows '฿10,000,000'; what is typed is read without symbols, separators or units, so the
 * field can be edited in place or cleared and typed anew (the text is not swapped on focus:
 * that lost a select-all and appended to the old number). While focused the field shows what is typed, so clearing it or typing a number digit by digit
 * is not fought by clamping; valid in-range values apply at once, anything else on blur.
 */
function NumberField({
  caption,
  label,
  min,
  max,
  value,
  prefix,
  suffix,
  onCommit,
}: NumberFieldProps) {
  const [text, setText] = useState<string | null>(null);
  const commit = () => {
    if (text !== null) {
      const number = typedNumber(text);
      if (number !== null) onCommit(clamp(number, min, max));
    }
    setText(null);
  };
  return (
    <label className="range-slider__field">
      <span>{caption}</span>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={label}
        value={text ?? `${prefix}${formatDecimal(value)}${suffix}`}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const number = typedNumber(next);
          if (number !== null && number >= min && number <= max) onCommit(number);
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
  scale,
  prefix = '',
  suffix = '',
}: RangeSliderProps) {
  const id = useId();
  const low = clamp(Math.min(value[0], value[1]), min, max);
  const high = clamp(Math.max(value[0], value[1]), min, max);
  const span = max - min || 1;
  // The range inputs move over track positions; values are read back through the scale.
  const track = scale
    ? { min: 0, max: TRACK_STEPS, step: 1, of: scale.toTrack, value: scale.fromTrack }
    : { min, max, step, of: (v: number) => v, value: (v: number) => v };
  const share = (v: number) => (scale ? scale.toTrack(v) / TRACK_STEPS : (v - min) / span);
  const style = {
    '--range-from': `${share(low) * 100}%`,
    '--range-to': `${share(high) * 100}%`,
  } as CSSProperties;
  const name = label.toLowerCase();
  const t = useMessages(sharedMessages);

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
  const lowOnTop = share(low) > 0.5;

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
          aria-label={t('range_slider.minimum', { name })}
          aria-valuetext={formatLabel(low)}
          min={track.min}
          max={track.max}
          step={track.step}
          value={track.of(low)}
          onPointerDown={startDrag}
          onChange={(event) => setLow(Math.min(track.value(Number(event.target.value)), high))}
        />
        <input
          type="range"
          className="range-slider__thumb"
          aria-label={t('range_slider.maximum', { name })}
          aria-valuetext={formatLabel(high)}
          min={track.min}
          max={track.max}
          step={track.step}
          value={track.of(high)}
          onPointerDown={startDrag}
          onChange={(event) => setHigh(Math.max(track.value(Number(event.target.value)), low))}
        />
      </div>
      <div className="range-slider__inputs">
        <NumberField
          caption={t('range_slider.min')}
          label={t('range_slider.minimum_value', { name })}
          min={min}
          max={max}
          prefix={prefix}
          suffix={suffix}
          value={low}
          onCommit={setLow}
        />
        <span className="range-slider__dash" aria-hidden="true">
          –
        </span>
        <NumberField
          caption={t('range_slider.max')}
          label={t('range_slider.maximum_value', { name })}
          min={min}
          max={max}
          prefix={prefix}
          suffix={suffix}
          value={high}
          onCommit={setHigh}
        />
      </div>
    </div>
  );
}
