import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectDraft } from '@phuket/shared/api/database';
import {
  LAUNCH_MESSAGE,
  LAYOUT_NUMBER_MESSAGES,
  PIN_NEEDS_BOTH,
  PIN_OUTSIDE_PHUKET,
  TITLE_REQUIRED_MESSAGE,
} from '@phuket/shared/contract';
import { recordStepsStore } from '../../common/record-steps-store';
import { LayoutsEditor, checkLayoutForm } from './LayoutsEditor';
import {
  checkProjectField,
  projectBody,
  projectConfig,
  projectValues,
  setPinField,
} from './project-fields';

// The project form's own checks: a title, a pin in Phuket, a layout's numbers as numbers.

function storeWith(draft: Partial<ProjectDraft>) {
  const store = recordStepsStore<ProjectDraft, Parameters<typeof checkProjectField>[1]>(
    {
      ...projectConfig,
      // Only the parts these screens read; the rest of a draft plays no part here.
      load: () => Promise.resolve({ ...projectConfig.empty, ...draft } as unknown as ProjectDraft),
      save: () => Promise.reject(new Error('not sent in these tests')),
    },
    60_000,
  );
  return store;
}

describe('the project form', () => {
  it('asks for a title', () => {
    expect(checkProjectField('title', { ...projectConfig.empty, title: '  ' })).toBe(
      TITLE_REQUIRED_MESSAGE,
    );
    expect(checkProjectField('title', { ...projectConfig.empty, title: 'Sea Breeze' })).toBeNull();
    expect(projectConfig.canCreate?.({ ...projectConfig.empty, title: '' })).toBe(false);
  });

  it('takes the sales launch as a month and a year, and shows a saved one by name', () => {
    const v = (launch: string) => ({ ...projectConfig.empty, launch });
    expect(checkProjectField('launch', v('Q2 2026'))).toBe(LAUNCH_MESSAGE);
    expect(checkProjectField('launch', v('next spring'))).toBe(LAUNCH_MESSAGE);
    expect(checkProjectField('launch', v('March 2026'))).toBeNull();
    expect(checkProjectField('launch', v(''))).toBeNull();
    expect(projectBody(['launch'], v('mar 2026'))).toEqual({ launch: '2026-03' });
    expect(projectBody(['launch'], v(' '))).toEqual({ launch: null });
    const draft = { ...projectConfig.empty, launch: '2027-06' } as unknown as ProjectDraft;
    expect(projectValues({ ...draft, payment_plan: [] }).launch).toBe('June 2027');
  });

  it('refuses a pin outside Phuket on both fields, and clears both when it moves back', async () => {
    const store = storeWith({ id: 3, latitude: null, longitude: null });
    await act(() => store.load(3));
    act(() => setPinField(store, 'latitude', '51.5072'));
    // Alone it waits for the longitude: the server would refuse half a pin.
    expect(store.errors.latitude).toBe(PIN_NEEDS_BOTH);
    act(() => setPinField(store, 'longitude', '-0.1276'));
    expect(store.errors.longitude).toBe(PIN_OUTSIDE_PHUKET);
    expect(store.errors.latitude).toBe(PIN_OUTSIDE_PHUKET);
    act(() => setPinField(store, 'latitude', '7.8804'));
    expect(store.errors.latitude).toBe(PIN_OUTSIDE_PHUKET);
    act(() => setPinField(store, 'longitude', '98.3923'));
    expect(store.errors.latitude).toBeUndefined();
    expect(store.errors.longitude).toBeUndefined();
    store.dispose();
  });
});

describe('the layout form', () => {
  it('refuses words and an area of 0 with a message per field', () => {
    expect(
      checkLayoutForm({ name: 'A1', bedrooms: '', bathrooms: 'x', area: '0', price_from: 'abc' }),
    ).toEqual({
      bathrooms: [LAYOUT_NUMBER_MESSAGES.bathrooms],
      area: [LAYOUT_NUMBER_MESSAGES.area],
      price_from: [LAYOUT_NUMBER_MESSAGES.price_from],
    });
    expect(
      checkLayoutForm({ name: 'A1', bedrooms: '2', bathrooms: '2', area: '85.5', price_from: '' }),
    ).toEqual({});
  });

  it('shows the messages under the fields and sends nothing', async () => {
    const user = userEvent.setup();
    const store = storeWith({
      id: 5,
      layouts: [],
      paths: { layout: '/projects/5/layout' } as ProjectDraft['paths'],
    });
    await act(() => store.load(5));
    render(<LayoutsEditor store={store} />);
    const add = screen.getByRole('region', { name: 'Add a layout' });
    const field = (name: string) => within(add).getByLabelText(name);
    await user.type(field('Layout name'), 'A1');
    await user.type(field('Bathrooms'), 'x');
    await user.type(field('Price from'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Add layout' }));
    expect(screen.getByRole('status')).toHaveTextContent('Not saved: correct the marked fields.');
    expect(field('Bathrooms')).toHaveAccessibleDescription(LAYOUT_NUMBER_MESSAGES.bathrooms);
    expect(field('Price from')).toHaveAccessibleDescription(LAYOUT_NUMBER_MESSAGES.price_from);
    expect(field('Bathrooms')).toHaveValue('x');
    store.dispose();
  });
});
