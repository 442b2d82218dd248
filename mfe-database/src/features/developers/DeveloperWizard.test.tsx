import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeveloperDraft } from '@phuket/shared/api/database';
import { TITLE_REQUIRED_MESSAGE } from '@phuket/shared/contract';
import { MemoryRouter, useLocation } from '@phuket/shared/router';
import { TextField } from '../../common/fields';
import { recordStepsStore } from '../../common/record-steps-store';
import { RecordWizard } from '../../common/RecordWizard';
import type { WizardStep } from '../../common/RecordWizard';
import { developerConfig } from './developer-fields';
import type { DeveloperValues } from './developer-fields';

// The developer's first step with its real checks: Next with an empty title creates nothing.

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

describe('a new developer', () => {
  function developerDraft(title: string): DeveloperDraft {
    return {
      id: 9,
      status: 'draft',
      version: 1,
      step: 2,
      title,
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
    };
  }

  it('is not created by Next with an empty title: "Enter a title." under the field', async () => {
    const user = userEvent.setup();
    const create = jest.fn((body: Record<string, unknown>) =>
      Promise.resolve(developerDraft(String(body.title))),
    );
    let version = 1;
    const save = (_path: string, body: Record<string, unknown>) =>
      Promise.resolve({ ...developerDraft(String(body.title)), version: ++version });
    const store = recordStepsStore<DeveloperDraft, DeveloperValues>(
      { ...developerConfig, create, save },
      // No autosave during the test: the title is sent by Next.
      60_000,
    );
    const developerSteps: WizardStep[] = [
      {
        number: 2,
        title: 'About the developer',
        render: () => <TextField store={store} name="title" label="Title" required />,
      },
      { number: 3, title: 'Contacts and facts', render: () => <p>Contacts</p> },
    ];
    render(
      <MemoryRouter initialEntries={['/database/developers/create']}>
        <RecordWizard
          store={store}
          config={developerConfig}
          steps={developerSteps}
          label="Developer steps"
          stepsPath={(id) => `/database/developers/${id}/create`}
          listPath="/database/developers"
        />
        <Address />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(TITLE_REQUIRED_MESSAGE)).toBeVisible();
    const title = screen.getByLabelText('Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    // A description typed before the title waits too: no nameless draft by autosave.
    await user.type(title, '   ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(create).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/database/developers/create',
    );

    await user.clear(title);
    await user.type(title, 'Andaman');
    expect(screen.queryByText(TITLE_REQUIRED_MESSAGE)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Contacts and facts' }),
    ).toBeVisible();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]?.[0]).toMatchObject({ title: 'Andaman' });
    store.dispose();
  });
});
