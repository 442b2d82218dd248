import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DetailsStep from './DetailsStep';
import { ListingWizardStore, type WizardApi } from './wizard-store';

// Step 3's lease years: asked only of a leasehold, checked as typed, gone with another tenure.

const never = () => new Promise<never>(() => undefined);
const api: WizardApi = {
  create: never,
  saveStep: never,
  load: never,
  publish: never,
  options: async () => ({ locations: [], amenities: [], developers: [], projects: [] }),
};

describe('DetailsStep lease years', () => {
  let store: ListingWizardStore;
  afterEach(() => store.dispose());

  it('asks the years of a leasehold only, says what is wrong, and clears them with another tenure', async () => {
    const user = userEvent.setup();
    // No save is due while the test runs: the form alone is under test.
    store = new ListingWizardStore(api, 3_600_000);
    render(<DetailsStep store={store} steps={[]} stepHref={() => ''} />);
    const tenure = screen.getByRole('combobox', { name: /Tenure/ });
    expect(screen.queryByRole('spinbutton', { name: /Lease, years/ })).toBeNull();

    await user.selectOptions(tenure, 'Leasehold');
    const years = screen.getByRole('spinbutton', { name: /Lease, years/ });
    await user.type(years, '0');
    expect(years).toHaveAttribute('aria-invalid', 'true');
    expect(years).toHaveAccessibleDescription(/Enter the lease in whole years, from 1 to 99\./);
    await user.clear(years);
    await user.type(years, '30');
    expect(years).not.toHaveAttribute('aria-invalid');
    expect(store.values.leasehold_years).toBe('30');

    await user.selectOptions(tenure, 'Freehold');
    expect(screen.queryByRole('spinbutton', { name: /Lease, years/ })).toBeNull();
    expect(store.values.leasehold_years).toBe('');
    await user.selectOptions(tenure, 'Leasehold');
    expect(screen.getByRole('spinbutton', { name: /Lease, years/ })).toHaveValue(null);
  });
});
