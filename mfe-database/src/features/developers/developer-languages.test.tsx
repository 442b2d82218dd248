import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeveloperDraft } from '@phuket/shared/api/database';
import { MemoryRouter } from '@phuket/shared/router';
import { TextField } from '../../common/fields';
import { LanguagesField } from '../../common/LanguagesField';
import { recordStepsStore } from '../../common/record-steps-store';
import type { RecordStepsConfig } from '../../common/record-steps-store';
import { RecordWizard } from '../../common/RecordWizard';
import type { WizardStep } from '../../common/RecordWizard';
import { developerConfig } from './developer-fields';
import type { DeveloperValues } from './developer-fields';

// The wizard's "Languages" box: bound to the record's store, saved with step 2's
// title and description, and the API's problems shown beside the translation they are about.

function developerDraft(fields: Partial<DeveloperDraft> = {}): DeveloperDraft {
  return {
    id: 9,
    status: 'draft',
    version: 1,
    step: 2,
    title: 'Andaman Homes',
    description: null,
    language: 'en',
    translations: {},
    website: null,
    phone: null,
    email: null,
    year_founded: null,
    projects_completed: null,
    logo: null,
    main_photo: null,
    photos: [],
    projects_count: 0,
    listings_count: 0,
    completeness: {
      met: { title: true, description: false, logo: false },
      missing: ['description', 'logo'],
      ready: false,
    },
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    paths: {
      self: '/developers/9/draft',
      public: '/developers/9',
      steps: {
        '2': '/developers/9/step/2',
        '3': '/developers/9/step/3',
        '4': '/developers/9/step/4',
      },
      logo: '/developers/9/logo',
      main_photo: '/developers/9/main_photo',
      photo: '/developers/9/photo',
      publish: '/developers/9/publish',
      unpublish: '/developers/9/unpublish',
      delete: '/developers/9',
    },
    ...fields,
  };
}

function apiError(status: number, errors: Record<string, string[]>) {
  const message = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return Object.assign(new Error(message), {
    isAxiosError: true,
    response: { status, data: { message, errors } },
  });
}

function renderWizard(settings: Partial<RecordStepsConfig<DeveloperDraft, DeveloperValues>>) {
  let version = 1;
  const config: RecordStepsConfig<DeveloperDraft, DeveloperValues> = {
    ...developerConfig,
    // The step reached is recorded by a save: answered here, never by the network.
    save: () => Promise.resolve(developerDraft({ version: ++version })),
    ...settings,
  };
  // No autosave during the tests: Next saves.
  const store = recordStepsStore<DeveloperDraft, DeveloperValues>(config, 60_000);
  const steps: WizardStep[] = [
    {
      number: 2,
      title: 'About the developer',
      render: () => (
        <>
          <TextField store={store} name="title" label="Title" required />
          <LanguagesField store={store} />
        </>
      ),
    },
    { number: 3, title: 'Contacts and facts', render: () => <p>Contacts</p> },
  ];
  render(
    <MemoryRouter initialEntries={['/database/developers/create']}>
      <RecordWizard
        store={store}
        config={config}
        steps={steps}
        label="Developer steps"
        stepsPath={(id) => `/database/developers/${id}/create`}
        listPath="/database/developers"
      />
    </MemoryRouter>,
  );
  return store;
}

async function addTranslation(user: ReturnType<typeof userEvent.setup>, language: string) {
  await user.selectOptions(screen.getByLabelText('Add a translation in'), language);
  await user.click(screen.getByRole('button', { name: 'Add translation' }));
}

describe('LanguagesField in the developer wizard', () => {
  it('creates the developer with its language and a Chinese translation', async () => {
    const user = userEvent.setup();
    const create = jest.fn((body: Record<string, unknown>) =>
      Promise.resolve(developerDraft(body as Partial<DeveloperDraft>)),
    );
    const store = renderWizard({ create });
    await user.type(screen.getByLabelText('Title'), 'Andaman Homes');
    await addTranslation(user, 'zh');
    const chinese = screen.getByRole('group', { name: 'Translation: Chinese' });
    await user.type(within(chinese).getByLabelText('Title'), '安达曼家园');
    await user.type(within(chinese).getByLabelText('Description'), '普吉岛南部的别墅。');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Contacts and facts' }),
    ).toBeVisible();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]?.[0]).toEqual({
      title: 'Andaman Homes',
      language: 'en',
      translations: { zh: { title: '安达曼家园', description: '普吉岛南部的别墅。' } },
    });
    store.dispose();
  });

  it('holds a translation without a title beside its field, and Next stays', async () => {
    const user = userEvent.setup();
    const create = jest.fn(() => Promise.resolve(developerDraft()));
    const store = renderWizard({ create });
    await user.type(screen.getByLabelText('Title'), 'Andaman Homes');
    await addTranslation(user, 'ru');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const russian = screen.getByRole('group', { name: 'Translation: Russian' });
    const title = within(russian).getByLabelText('Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Enter the title in this language.');
    expect(title).toHaveFocus();
    // Nothing is created while the step has a marked field.
    expect(create).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Contacts and facts' })).toBeNull();
    await user.type(title, 'Андаман Хоумс');
    expect(title).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Contacts and facts' }),
    ).toBeVisible();
    expect(create.mock.calls[0]).toEqual([
      {
        title: 'Andaman Homes',
        language: 'en',
        translations: { ru: { title: 'Андаман Хоумс', description: null } },
      },
    ]);
    store.dispose();
  });

  it("shows the API's 422 beside the translation it names, until the languages change", async () => {
    const user = userEvent.setup();
    const saved = developerDraft({ translations: { ru: { title: 'Андаман', description: null } } });
    const save = jest.fn(() =>
      Promise.reject(
        apiError(422, {
          'translations.ru.title': [
            'The translations.ru.title field must not be greater than 255 characters.',
          ],
        }),
      ),
    );
    const store = renderWizard({ load: () => Promise.resolve(saved), save });
    await act(() => store.load(9));
    const russian = screen.getByRole('group', { name: 'Translation: Russian' });
    const title = within(russian).getByLabelText('Title');
    await user.type(title, ' Хоумс');
    await act(() => store.flush());
    expect(save).toHaveBeenCalledWith('/developers/9/step/2', {
      language: 'en',
      translations: { ru: { title: 'Андаман Хоумс', description: null } },
      version: 1,
    });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(
      'The translations.ru.title field must not be greater than 255 characters.',
    );
    expect(store.errors.languages).toBe(
      'The translations.ru.title field must not be greater than 255 characters.',
    );
    // The field is held until changed; changing it clears the API's message.
    await user.type(title, '!');
    expect(title).not.toHaveAttribute('aria-invalid');
    store.dispose();
  });

  it('refuses an original language that has a translation, on that translation', async () => {
    const user = userEvent.setup();
    const store = renderWizard({
      load: () =>
        Promise.resolve(
          developerDraft({ translations: { zh: { title: '安达曼', description: null } } }),
        ),
    });
    await act(() => store.load(9));
    await user.selectOptions(screen.getByLabelText('Written in'), 'zh');
    expect(
      screen.getByText('A translation cannot be in the language the original is written in.'),
    ).toBeVisible();
    expect(store.errors.languages).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Remove translation: Chinese' }));
    expect(store.errors.languages).toBeUndefined();
    expect(store.values.languages).toEqual({ language: 'zh', translations: {} });
    store.dispose();
  });
});
