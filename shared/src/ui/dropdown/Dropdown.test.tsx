import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { NumberRange } from '../../domain/listing';
import { TRACK_STEPS, logScale } from '../../filters/price-range';
import { RangeSlider } from '../range-slider/RangeSlider';
import { Dropdown } from './Dropdown';
import { dropdownCoordinator } from './dropdown-coordinator';

function Counter({ label, onApply }: { label: string; onApply?: (value: number) => void }) {
  const [value, setValue] = useState(0);
  return (
    <Dropdown<number>
      label={label}
      summary={value ? String(value) : undefined}
      value={value}
      emptyValue={0}
      onApply={(next) => {
        setValue(next);
        onApply?.(next);
      }}
    >
      {(draft, setDraft) => (
        <button type="button" onClick={() => setDraft(draft + 1)}>
          {`Add (${draft})`}
        </button>
      )}
    </Dropdown>
  );
}

function PriceDropdown() {
  const [value, setValue] = useState<NumberRange>([0, 100]);
  return (
    <Dropdown<NumberRange> label="Price" value={value} emptyValue={[0, 100]} onApply={setValue}>
      {(draft, setDraft) => (
        <RangeSlider label="Price" min={0} max={100} value={draft} onChange={setDraft} />
      )}
    </Dropdown>
  );
}

afterEach(() => {
  act(() => dropdownCoordinator.closeAll());
  dropdownCoordinator.setDragging(false);
});

const trigger = (name: RegExp) => screen.getByRole('button', { name });

describe('Dropdown', () => {
  it('opens with aria-expanded and keeps only one dropdown open at a time', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Counter label="Beds" />
        <Counter label="Area" />
      </>,
    );
    expect(trigger(/Beds/)).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger(/Beds/));
    expect(trigger(/Beds/)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Beds' })).toBeInTheDocument();

    await user.click(trigger(/Area/));
    expect(trigger(/Area/)).toHaveAttribute('aria-expanded', 'true');
    expect(trigger(/Beds/)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await user.click(trigger(/Area/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click outside and on Escape, returning focus to the trigger', async () => {
    const user = userEvent.setup();
    render(
      <>
        <p>Outside</p>
        <Counter label="Beds" />
      </>,
    );
    await user.click(trigger(/Beds/));
    await user.click(screen.getByRole('button', { name: 'Add (0)' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(trigger(/Beds/));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger(/Beds/)).toHaveFocus();
  });

  it('stays open on an outside press while a range slider is dragged', async () => {
    const user = userEvent.setup();
    render(
      <>
        <p>Outside</p>
        <PriceDropdown />
      </>,
    );
    await user.click(trigger(/Price/));
    fireEvent.pointerDown(screen.getByRole('slider', { name: 'Maximum price' }));
    expect(dropdownCoordinator.isDragging()).toBe(true);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    fireEvent.pointerUp(window);
    expect(dropdownCoordinator.isDragging()).toBe(false);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Apply emits the draft and closes; Reset clears the draft', async () => {
    const user = userEvent.setup();
    const onApply = jest.fn();
    render(<Counter label="Beds" onApply={onApply} />);
    await user.click(trigger(/Beds/));
    await user.click(screen.getByRole('button', { name: 'Add (0)' }));
    await user.click(screen.getByRole('button', { name: 'Add (1)' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger(/Beds/)).toHaveTextContent('Beds2');

    await user.click(trigger(/Beds/));
    expect(screen.getByRole('button', { name: 'Add (2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('button', { name: 'Add (0)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith(0);
  });

  it('drops an unapplied draft when closed', async () => {
    const user = userEvent.setup();
    const onApply = jest.fn();
    render(<Counter label="Beds" onApply={onApply} />);
    await user.click(trigger(/Beds/));
    await user.click(screen.getByRole('button', { name: 'Add (0)' }));
    await user.keyboard('{Escape}');
    await user.click(trigger(/Beds/));
    expect(screen.getByRole('button', { name: 'Add (0)' })).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });
});

describe('RangeSlider', () => {
  it('keeps min <= max and clamps typed values', () => {
    const onChange = jest.fn();
    render(
      <RangeSlider
        label="Area"
        min={0}
        max={1000}
        step={10}
        value={[100, 500]}
        onChange={onChange}
      />,
    );
    fireEvent.change(screen.getByRole('slider', { name: 'Minimum area' }), {
      target: { value: '800' },
    });
    expect(onChange).toHaveBeenLastCalledWith([500, 500]);
    const maxField = screen.getByRole('textbox', { name: 'Maximum area value' });
    fireEvent.change(maxField, { target: { value: '5000' } });
    fireEvent.blur(maxField);
    expect(onChange).toHaveBeenLastCalledWith([100, 1000]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Minimum area value' }), {
      target: { value: '700' },
    });
    expect(onChange).toHaveBeenLastCalledWith([700, 700]);
  });

  it('shows the boxes with symbol and unit, reads typed separators, and scales the track', () => {
    const onChange = jest.fn();
    render(
      <RangeSlider
        label="Price"
        min={0}
        max={1e9}
        step={1000}
        prefix="$"
        scale={logScale(0, 1e9, 1000, 300)}
        value={[0, 2_500_000]}
        onChange={onChange}
      />,
    );
    const maxField = screen.getByRole('textbox', { name: 'Maximum price value' });
    expect(maxField).toHaveValue('$2,500,000');
    fireEvent.change(maxField, { target: { value: '$1,200,000' } });
    expect(onChange).toHaveBeenLastCalledWith([0, 1_200_000]);
    // The thumb moves over track positions; a position reads back as a round value.
    const thumb = screen.getByRole('slider', { name: 'Maximum price' });
    expect(thumb).toHaveAttribute('max', String(TRACK_STEPS));
    fireEvent.change(thumb, { target: { value: '500' } });
    const [, high] = onChange.mock.lastCall?.[0] as [number, number];
    expect(high % 1000).toBe(0);
    expect(high).toBeGreaterThan(100_000);
    expect(high).toBeLessThan(1_000_000);
  });

  it('labels values with M/K and reports dragging', () => {
    const onDraggingChange = jest.fn();
    render(
      <RangeSlider
        label="Price"
        min={0}
        max={1e8}
        step={1e6}
        value={[1500000, 25000000]}
        onChange={() => undefined}
        onDraggingChange={onDraggingChange}
      />,
    );
    expect(screen.getByText('1.5M – 25M')).toBeInTheDocument();
    const thumb = screen.getByRole('slider', { name: 'Minimum price' });
    expect(thumb).toHaveAttribute('aria-valuetext', '1.5M');
    fireEvent.pointerDown(thumb);
    expect(onDraggingChange).toHaveBeenLastCalledWith(true);
    fireEvent.pointerUp(window);
    expect(onDraggingChange).toHaveBeenLastCalledWith(false);
  });
});
