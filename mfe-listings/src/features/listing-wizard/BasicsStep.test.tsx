import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BasicsStep from './BasicsStep';
import { blankDraft } from './test-drafts';
import { ListingWizardStore, type WizardApi } from './wizard-store';

// Step 1's languages box: bound to the wizard's values, checked as typed, the API's refusals
// shown beside the translation they are about.

const never = () => new Promise<never>(() => undefined);

function storeOn(draft = blankDraft()) {
  const api: WizardApi = {
    create: never,
    saveStep: never,
    load: () => Promise.resolve(draft),
    publish: never,
    options: async () => ({ locations: [], amenities: [], developers: [], projects: [] }),
  };
  // No save is due while the test runs: the form alone is under test.
  return new ListingWizardStore(api, 3_600_000);
}

describe('BasicsStep languages', () => {
  let store: ListingWizardStore;
  afterEach(() => store.dispose());

  it('adds a Russian translation under the description and keeps it in the wizard', async () => {
    const user = userEvent.setup();
    store = storeOn();
    await store.load(7);
    render(<BasicsStep store={store} steps={[]} stepHref={() => ''} />);
    const box = screen.getByRole('group', { name: 'Languages' });
    expect(within(box).getByLabelText('Written in')).toHaveValue('en');

    await user.selectOptions(within(box).getByLabelText('Add a translation in'), 'ru');
    await user.click(within(box).getByRole('button', { name: 'Add translation' }));
    const russian = within(box).getByRole('group', { name: 'Translation: Russian' });
    const title = within(russian).getByLabelText('Title');
    // Added with no title yet: said at once, and nothing of it is sent.
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Enter the title in this language.');
    expect(store.sendable).not.toContain('translations');

    await user.type(title, 'Вилла у моря');
    await user.type(within(russian).getByLabelText('Description'), 'Сад и бассейн.');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(store.values.translations).toEqual({
      ru: { title: 'Вилла у моря', description: 'Сад и бассейн.' },
    });
    expect(store.sendable).toContain('translations');

    // The original is said to be Russian now: the Russian translation cannot stay.
    await user.selectOptions(within(box).getByLabelText('Written in'), 'ru');
    expect(store.values.language).toBe('ru');
    expect(within(russian).getByText(/cannot be in the language the original/)).toBeVisible();
    expect(store.sendable).toEqual([]);
    await user.click(within(box).getByRole('button', { name: 'Remove translation: Russian' }));
    expect(store.values.translations).toEqual({});
    expect(store.sendable).toEqual(['language', 'translations']);
  });

  it("shows the API's refusal of a translated description beside it", async () => {
    store = storeOn(
      blankDraft({ translations: { zh: { title: '海景别墅', description: '花园' } } }),
    );
    await store.load(7);
    store.autosave.partErrors = {
      'translations.zh.description': 'Use at most 10,000 characters.',
    };
    render(<BasicsStep store={store} steps={[]} stepHref={() => ''} />);
    const chinese = screen.getByRole('group', { name: 'Translation: Chinese' });
    expect(within(chinese).getByLabelText('Description')).toHaveAccessibleDescription(
      'Use at most 10,000 characters.',
    );
  });
});
