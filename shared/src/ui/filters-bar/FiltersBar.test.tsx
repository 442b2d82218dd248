import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { FilterState, OptionsResponse } from '../../domain/listing';
import { emptyFilters } from '../../filters/filter-state';
import { dropdownCoordinator } from '../dropdown/dropdown-coordinator';
import type { FiltersBarProps } from './FiltersBar';
import { FiltersBar } from './FiltersBar';
import { RESET_FILTERS_HINT } from './FiltersPanel';
import { getSearchSuggestions } from '../../api/catalog';

// The public search's location field asks the API for suggestions; here the answers are fixed.
jest.mock('../../api/catalog', () => ({
  getLocations: jest.fn(() => Promise.resolve([])),
  getSearchSuggestions: jest.fn(),
}));
const suggestions = jest.mocked(getSearchSuggestions);

const options: OptionsResponse = {
  locations: [
    { id: 1, name: 'Patong' },
    { id: 2, name: 'Rawai' },
  ],
  amenities: [
    { id: 1, name: 'Swimming pool' },
    { id: 4, name: 'Gym' },
  ],
  developers: [{ id: 7, title: 'Andaman Homes' }],
  projects: [{ id: 9, title: 'Laguna Park' }],
};

function Harness({
  initial = emptyFilters(),
  onApply,
  onReset,
  ...rest
}: Partial<FiltersBarProps> & { initial?: FilterState }) {
  const [value, setValue] = useState(initial);
  return (
    <FiltersBar
      {...rest}
      value={value}
      options={options}
      onApply={(next) => {
        setValue(next);
        onApply?.(next);
      }}
      onReset={
        onReset
          ? (next) => {
              setValue(next);
              onReset(next);
            }
          : undefined
      }
    />
  );
}

function mockWidth(width: number) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => {
      const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
      return {
        matches: width <= max,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      };
    },
  });
}

afterEach(() => {
  act(() => dropdownCoordinator.closeAll());
  Reflect.deleteProperty(window, 'matchMedia');
});

const toggle = () => screen.getByRole('button', { name: /^(More filters|Filters \(\d+\))$/ });

describe('FiltersBar', () => {
  it('renders the offer type radios, location, dropdowns and the toggle', () => {
    render(<Harness />);
    const offer = screen.getByRole('group', { name: 'Offer type' });
    expect(within(offer).getByRole('radio', { name: 'All' })).toBeChecked();
    expect(within(offer).getByRole('radio', { name: 'Buy' })).toHaveAttribute('value', 'Sale');
    expect(within(offer).getByRole('radio', { name: 'Rent' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveAttribute(
      'placeholder',
      'Enter area, community or property',
    );
    for (const name of [/Property type/, /Beds & Baths/, /Price/, /Area/]) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(toggle()).toHaveTextContent('More filters');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'More filters' })).not.toBeInTheDocument();
  });

  it('offer type Buy sends Sale; Rent shows rental type and hides property status', async () => {
    const user = userEvent.setup();
    const onApply = jest.fn();
    render(<Harness onApply={onApply} />);
    await user.click(toggle());
    // The panel's fields come in their own chunk on the first opening.
    expect(await screen.findByLabelText('Property status')).toBeInTheDocument();
    expect(screen.queryByLabelText('Rental type')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Buy' }));
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ offer_type: 'Sale' }));

    await user.click(screen.getByRole('radio', { name: 'Rent' }));
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ offer_type: 'Rent' }));
    expect(screen.getByLabelText('Rental type')).toBeInTheDocument();
    expect(screen.queryByLabelText('Property status')).not.toBeInTheDocument();
  });

  it('Apply Filters emits the panel values merged into the state and collapses', async () => {
    const user = userEvent.setup();
    const onApply = jest.fn();
    render(
      <Harness
        onApply={onApply}
        initial={{ ...emptyFilters(), offer_type: 'Rent', sort: 'price' }}
      />,
    );
    await user.click(toggle());
    const panel = screen.getByRole('region', { name: 'More filters' });
    await user.selectOptions(await within(panel).findByLabelText('Rental type'), 'Long-term');
    await user.selectOptions(within(panel).getByLabelText('Furniture'), 'Furnished');
    await user.click(within(panel).getByRole('checkbox', { name: 'Gym' }));
    await user.click(within(panel).getByRole('combobox', { name: 'Developer' }));
    await user.click(screen.getByRole('option', { name: 'Andaman Homes' }));
    expect(onApply).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenLastCalledWith({
      ...emptyFilters(),
      offer_type: 'Rent',
      sort: 'price',
      rental_type: 'Long-term',
      furniture: ['Furnished'],
      amenities_filter: [4],
      developer_id: 7,
    });
    expect(screen.queryByRole('region', { name: 'More filters' })).not.toBeInTheDocument();
    expect(toggle()).toHaveTextContent('Filters (4)');
  });

  it('counts only visible hidden filters in "Filters (n)"', () => {
    const state: FilterState = {
      ...emptyFilters(),
      location_id: [1],
      rental_type: 'Long-term',
      property_stage: ['Ready'],
      developer_id: 7,
      project_id: 9,
    };
    const { unmount } = render(<Harness initial={state} />);
    expect(toggle()).toHaveTextContent('Filters (3)');
    unmount();
    render(<Harness initial={state} hideDeveloper hideProject />);
    expect(toggle()).toHaveTextContent('Filters (1)');
    expect(screen.queryByRole('combobox', { name: 'Developer' })).not.toBeInTheDocument();
  });

  it('Reset Filters keeps sort, view and buildings, then collapses', async () => {
    const user = userEvent.setup();
    const onReset = jest.fn();
    const initial: FilterState = {
      ...emptyFilters(),
      offer_type: 'Sale',
      location_id: [2],
      bedrooms: [2],
      furniture: ['Unfurnished'],
      sort: '-price',
      view: 'map',
      buildings: [3],
    };
    render(<Harness initial={initial} onReset={onReset} />);
    await user.click(toggle());
    await user.click(await screen.findByRole('button', { name: 'Reset Filters' }));
    expect(onReset).toHaveBeenCalledWith({
      ...emptyFilters(),
      sort: '-price',
      view: 'map',
      buildings: [3],
    });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveTextContent('More filters');
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it.each([
    ['at 1280 px', 1280],
    ['in the phone sheet', 390],
  ])('Reset Filters says it clears the top row too, and does, %s', async (_, width) => {
    mockWidth(width);
    const user = userEvent.setup();
    const onReset = jest.fn();
    const initial: FilterState = {
      ...emptyFilters(),
      property_type: ['Villa'],
      price_range: [10_000_000, 30_000_000],
      price_currency: 'THB',
      amenities_filter: [1],
    };
    render(<Harness initial={initial} onReset={onReset} />);
    await user.click(toggle());
    const reset = await screen.findByRole('button', { name: 'Reset Filters' });
    expect(reset).toHaveAccessibleDescription(RESET_FILTERS_HINT);
    expect(RESET_FILTERS_HINT).toMatch(/every filter: location, type, rooms, price, area/);
    await user.click(reset);
    expect(onReset).toHaveBeenCalledWith(emptyFilters());
  });

  it('Close collapses without applying', async () => {
    const user = userEvent.setup();
    const onApply = jest.fn();
    render(<Harness onApply={onApply} />);
    await user.click(toggle());
    await user.selectOptions(await screen.findByLabelText('Furniture'), 'Furnished');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('applies dropdown selections: beds and baths chips and price range', async () => {
    const user = userEvent.setup();
    const onApply = jest.fn();
    render(<Harness onApply={onApply} />);
    await user.click(screen.getByRole('button', { name: /Beds & Baths/ }));
    await user.click(screen.getByRole('button', { name: '2 bedrooms' }));
    await user.click(screen.getByRole('button', { name: '7+ bedrooms' }));
    await user.click(screen.getByRole('button', { name: '1 bathrooms' }));
    expect(screen.getByRole('button', { name: '2 bedrooms' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith(
      expect.objectContaining({ bedrooms: [2, 7], bathrooms: [1] }),
    );
    expect(screen.getByRole('button', { name: /Beds & Baths/ })).toHaveTextContent(
      '2,7+ bd · 1 ba',
    );

    await user.click(screen.getByRole('button', { name: /^Price/ }));
    // The slider comes in its own chunk when the dropdown first opens.
    const max = await screen.findByRole('textbox', { name: 'Maximum price value' });
    // Formatted with the currency at rest, plain digits while edited.
    expect(max).toHaveValue('฿1,000,000,000');
    await user.clear(max);
    await user.type(max, '5000000');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith(
      expect.objectContaining({
        price_range: [0, 5000000],
        price_currency: 'THB',
        bedrooms: [2, 7],
      }),
    );
  });

  it('runs the price slider over monthly rents in Rent mode, per currency', async () => {
    const user = userEvent.setup();
    const onApply = jest.fn();
    render(
      <Harness
        initial={{ ...emptyFilters(), offer_type: 'Sale', price_range: [10_000_000, 30_000_000] }}
        onApply={onApply}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'Rent' }));
    // A sale range means nothing to rents: it goes with the switch.
    expect(onApply).toHaveBeenLastCalledWith(
      expect.objectContaining({ offer_type: 'Rent', price_range: null }),
    );
    await user.click(screen.getByRole('button', { name: /^Price/ }));
    expect(await screen.findByRole('textbox', { name: 'Maximum price value' })).toHaveValue(
      '฿1,000,000',
    );
    act(() => dropdownCoordinator.closeAll());
    await user.click(screen.getByRole('radio', { name: 'Buy' }));
    await user.click(screen.getByRole('button', { name: /^Price/ }));
    expect(await screen.findByRole('textbox', { name: 'Maximum price value' })).toHaveValue(
      '฿1,000,000,000',
    );
  });

  it('gives rents in USD a slider of their own', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ ...emptyFilters(), offer_type: 'Rent' }} currency="USD" />);
    await user.click(screen.getByRole('button', { name: /^Price/ }));
    expect(await screen.findByRole('textbox', { name: 'Maximum price value' })).toHaveValue(
      '$30,000',
    );
  });

  it('offers Studio before 1 bedroom and sends it as 0', async () => {
    const user = userEvent.setup();
    const onApply = jest.fn();
    render(<Harness onApply={onApply} />);
    await user.click(screen.getByRole('button', { name: /Beds & Baths/ }));
    const bedrooms = screen.getByRole('group', { name: 'Bedrooms' });
    const chips = within(bedrooms).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Studio',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7+',
    ]);
    const bathrooms = screen.getByRole('group', { name: 'Bathrooms' });
    expect(within(bathrooms).queryByRole('button', { name: 'Studio' })).toBeNull();
    await user.click(within(bedrooms).getByRole('button', { name: 'Studio' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ bedrooms: [0] }));
    expect(screen.getByRole('button', { name: /Beds & Baths/ })).toHaveTextContent('Studio');
  });

  it('picks a location and applies it at once', async () => {
    const user = userEvent.setup();
    const onApply = jest.fn();
    render(<Harness onApply={onApply} />);
    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    await user.click(screen.getByRole('option', { name: 'Rawai' }));
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ location_id: [2] }));
  });

  it('moves area into the panel at 1200 px and all dropdowns at 768 px', async () => {
    const user = userEvent.setup();
    mockWidth(1000);
    const { unmount } = render(<Harness initial={{ ...emptyFilters(), area_filter: [50, 200] }} />);
    expect(screen.getByRole('button', { name: /Price/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Area/ })).not.toBeInTheDocument();
    expect(toggle()).toHaveTextContent('Filters (1)');
    await user.click(toggle());
    expect(
      within(screen.getByRole('region', { name: 'More filters' })).getByRole('button', {
        name: /Area/,
      }),
    ).toBeInTheDocument();
    unmount();

    mockWidth(600);
    render(<Harness />);
    for (const name of [/Property type/, /Beds & Baths/, /Price/, /Area/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Location' })).toBeInTheDocument();
    await user.click(toggle());
    // On a phone the panel is a modal sheet: focus moves in, stays in, and goes back on Escape.
    const panel = screen.getByRole('dialog', { name: 'Filters' });
    expect(panel).toHaveAttribute('aria-modal', 'true');
    expect(within(panel).getByRole('button', { name: 'Close filters' })).toHaveFocus();
    expect(within(panel).getByRole('button', { name: /Beds & Baths/ })).toBeInTheDocument();
    expect(await within(panel).findByLabelText('Furniture')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
  });

  it('the phone sheet counts the draft in "Show N results" and applies it', async () => {
    const user = userEvent.setup();
    mockWidth(390);
    const onApply = jest.fn();
    const countResults = jest.fn((state: FilterState) =>
      Promise.resolve(state.furniture.includes('Furnished') ? 1 : 1234),
    );
    render(<Harness onApply={onApply} countResults={countResults} />);
    await user.click(toggle());
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(
      await within(sheet).findByRole('button', { name: 'Show 1,234 results' }),
    ).toBeInTheDocument();
    await user.selectOptions(within(sheet).getByLabelText('Furniture'), 'Furnished');
    await user.click(await within(sheet).findByRole('button', { name: 'Show 1 result' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenLastCalledWith({ ...emptyFilters(), furniture: ['Furnished'] });
    expect(countResults).toHaveBeenLastCalledWith({ ...emptyFilters(), furniture: ['Furnished'] });
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
    expect(toggle()).toHaveTextContent('Filters (1)');
    expect(toggle()).toHaveFocus();
  });
  it('applies a tenure from the panel, "Foreign freehold possible" included; none for Rent', async () => {
    const user = userEvent.setup();
    const onApply = jest.fn();
    const { unmount } = render(<Harness onApply={onApply} />);
    await user.click(toggle());
    const panel = screen.getByRole('region', { name: 'More filters' });
    const tenure = await within(panel).findByRole('combobox', { name: 'Tenure' });
    expect(
      within(tenure)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', 'Freehold', 'Leasehold', 'Thai company', 'Foreign freehold possible']);
    await user.selectOptions(tenure, 'Foreign freehold possible');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(onApply).toHaveBeenLastCalledWith({ ...emptyFilters(), tenure: 'Foreign freehold' });
    expect(toggle()).toHaveTextContent('Filters (1)');
    unmount();

    render(<Harness initial={{ ...emptyFilters(), offer_type: 'Rent' }} />);
    await user.click(toggle());
    const rentPanel = screen.getByRole('region', { name: 'More filters' });
    await within(rentPanel).findByLabelText('Rental type');
    expect(within(rentPanel).queryByLabelText('Tenure')).not.toBeInTheDocument();
  });
  it('on a phone, once the bar is scrolled away, a floating button opens the sheet and gets the focus back', async () => {
    const user = userEvent.setup();
    // jsdom has no IntersectionObserver: this one lets the test say where the bar is.
    let report: ((entry: { isIntersecting: boolean; top: number }) => void) | null = null;
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      value: class {
        constructor(callback: (entries: unknown[]) => void) {
          report = ({ isIntersecting, top }) =>
            callback([{ isIntersecting, boundingClientRect: { top } }]);
        }
        observe() {}
        disconnect() {}
      },
    });
    try {
      mockWidth(1280);
      const { unmount } = render(<Harness />);
      // Wide screens keep the whole bar in the page: nothing is watched.
      expect(report).toBeNull();
      unmount();

      mockWidth(390);
      render(<Harness initial={{ ...emptyFilters(), furniture: ['Furnished'] }} />);
      const named = () => screen.getAllByRole('button', { name: 'Filters (1)' });
      expect(named()).toHaveLength(1);
      act(() => report?.({ isIntersecting: false, top: -240 }));
      const float = named().find((button) => button.classList.contains('filters-bar__float'));
      expect(float).toBeDefined();
      await user.click(float as HTMLElement);
      const sheet = screen.getByRole('dialog', { name: 'Filters' });
      expect(within(sheet).getByRole('button', { name: 'Close filters' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
      // Back to the button it was opened from, not to the toggle up the page (focusing that
      // would scroll the page to the top).
      expect(float).toHaveFocus();
      // Below the viewport (not yet reached) or back in view: no floating button.
      act(() => report?.({ isIntersecting: false, top: 900 }));
      expect(named()).toHaveLength(1);
      act(() => report?.({ isIntersecting: false, top: -10 }));
      act(() => report?.({ isIntersecting: true, top: 80 }));
      expect(named()).toHaveLength(1);
    } finally {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    }
  });
});

describe('the public location search (onOpenSuggestion)', () => {
  const rawai = { kind: 'area' as const, id: 2, label: 'Rawai', detail: null, score: 1 };
  const laguna = {
    kind: 'project' as const,
    id: 9,
    label: 'Laguna Park',
    detail: 'Rawai',
    score: 1,
  };

  it('opens a chosen project on its page, grouped under Projects', async () => {
    suggestions.mockResolvedValue([rawai, laguna]);
    const user = userEvent.setup();
    const onOpenSuggestion = jest.fn();
    render(<Harness onOpenSuggestion={onOpenSuggestion} />);
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'lag');
    const projects = await screen.findByRole('group', { name: 'Projects' });
    await user.click(within(projects).getByRole('option', { name: /Laguna Park/ }));
    expect(onOpenSuggestion).toHaveBeenCalledWith('/projects/9');
  });

  it('searches typed text sent with Enter: the best area, else the text, shown as a chip', async () => {
    const user = userEvent.setup();
    const onApply = jest.fn();
    render(<Harness onApply={onApply} onOpenSuggestion={jest.fn()} />);
    const location = screen.getByRole('combobox', { name: 'Location' });
    suggestions.mockResolvedValue([rawai]);
    await user.type(location, 'rawai{Enter}');
    expect(await screen.findByDisplayValue('Rawai')).toBe(location);
    expect(onApply).toHaveBeenLastCalledWith(
      expect.objectContaining({ location_id: [2], search: null }),
    );

    suggestions.mockResolvedValue([]);
    await user.clear(location);
    await user.type(location, 'sea view{Enter}');
    const chip = await screen.findByRole('button', { name: /^Search: “sea view”\s*, clear$/ });
    expect(onApply).toHaveBeenLastCalledWith(
      expect.objectContaining({ location_id: [], search: 'sea view' }),
    );
    await user.click(chip);
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ search: null }));
    expect(location).toHaveValue('');
  });

  it('sends typed text with Apply Filters instead of dropping it', async () => {
    suggestions.mockResolvedValue([]);
    const user = userEvent.setup();
    const onApply = jest.fn();
    render(<Harness onApply={onApply} onOpenSuggestion={jest.fn()} />);
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Nai Harn hills');
    await user.click(toggle());
    await user.click(await screen.findByRole('button', { name: 'Apply Filters' }));
    await screen.findByRole('button', { name: /^Search: “Nai Harn hills”\s*, clear$/ });
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'Nai Harn hills' }));
  });
});
