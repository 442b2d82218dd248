import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Select } from '../select/Select';
import type { SelectOption } from './MultiSelect';
import { MultiSelect } from './MultiSelect';

const amenities: SelectOption<number>[] = [
  { value: 1, label: 'Swimming pool' },
  { value: 2, label: 'Gym' },
  { value: 3, label: 'Sea view' },
];

function Amenities({
  options = amenities,
  limit,
}: {
  options?: SelectOption<number>[];
  limit?: number;
}) {
  const [value, setValue] = useState<number[]>([]);
  return (
    <>
      <MultiSelect
        label="Amenities"
        options={options}
        value={value}
        onChange={setValue}
        optionsLimit={limit}
      />
      <output>{value.join(',')}</output>
    </>
  );
}

describe('MultiSelect', () => {
  it('toggles checkboxes', async () => {
    const user = userEvent.setup();
    render(<Amenities />);
    await user.click(screen.getByRole('checkbox', { name: 'Gym' }));
    await user.click(screen.getByRole('checkbox', { name: 'Swimming pool' }));
    expect(screen.getByRole('status')).toHaveTextContent('2,1');
    await user.click(screen.getByRole('checkbox', { name: 'Gym' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^1$/);
  });

  it('filters by the search text and says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Amenities />);
    await user.type(screen.getByRole('searchbox', { name: 'Search amenities' }), 'sea');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await user.type(screen.getByRole('searchbox'), 'xyz');
    expect(
      screen.getByText('No elements found. Consider changing the search query.'),
    ).toBeInTheDocument();
  });

  it('says when the list is empty', () => {
    render(<Amenities options={[]} />);
    expect(screen.getByText('List is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('renders at most optionsLimit options', () => {
    render(<Amenities limit={2} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  });
});

describe('Select', () => {
  const locations: SelectOption<number>[] = [
    { value: 1, label: 'Patong' },
    { value: 2, label: 'Kata' },
    { value: 3, label: 'Karon' },
  ];

  function Location({ onChange }: { onChange?: (value: number | null) => void }) {
    const [value, setValue] = useState<number | null>(null);
    return (
      <Select
        label="Location"
        placeholder="Enter area, community or property"
        options={locations}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    );
  }

  it('searches and picks an option with the mouse', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Location onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Location' });
    expect(input).toHaveAttribute('placeholder', 'Enter area, community or property');
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.type(input, 'ka');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Kata',
      'Karon',
    ]);
    await user.click(screen.getByRole('option', { name: 'Karon' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(input).toHaveValue('Karon');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('works with the keyboard and clears', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Location onChange={onChange} />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Clear location' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.keyboard('zzz');
    expect(
      screen.getByText('No elements found. Consider changing the search query.'),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });
});
