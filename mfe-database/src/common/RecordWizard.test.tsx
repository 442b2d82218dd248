import { act, render, screen } from '@testing-library/react';
import { STALE_RECORD_MESSAGE } from '@phuket/shared/contract';
import { LocaleProvider, sharedMessages } from '@phuket/shared/i18n';
import { databaseMessages } from './messages';
import userEvent from '@testing-library/user-event';
import { TextField } from './fields';
import { MemoryRouter, useLocation } from '@phuket/shared/router';
import { recordStepsStore } from './record-steps-store';
import type { RecordStepsConfig, StepDraft } from './record-steps-store';
import { RecordWizard, resumeStep, stepFromSearch } from './RecordWizard';
import type { WizardStep } from './RecordWizard';

// The wizard over a real store whose API functions answer from memory: where a saved record
// opens, with and without ?step.

interface Draft extends StepDraft {
  title: string | null;
}
interface Values {
  title: string;
  phone: string;
}

const steps: WizardStep[] = [
  { number: 2, title: 'About', render: () => <p>About fields</p> },
  { number: 3, title: 'Contacts', render: () => <p>Contacts fields</p> },
  { number: 4, title: 'Photos', render: () => <p>Photos fields</p> },
];

function storeOf(saved: Draft, refusal?: Error) {
  const saves: string[] = [];
  const config: RecordStepsConfig<Draft, Values> = {
    stepOf: { title: 2, phone: 3 },
    empty: { title: '', phone: '' },
    fromDraft: (d) => ({ title: d.title ?? '', phone: '' }),
    body: () => ({}),
    check: (field, values) =>
      field === 'phone' && /[a-z]/i.test(values.phone) ? 'Digits only.' : null,
    create: () => Promise.resolve(saved),
    save: (path) => {
      saves.push(path);
      return refusal === undefined ? Promise.resolve(saved) : Promise.reject(refusal);
    },
    load: () => Promise.resolve(saved),
    publish: () => Promise.resolve({ status: 'published', version: 2 }),
    unpublish: () => Promise.resolve({ status: 'draft', version: 2 }),
  };
  return { store: recordStepsStore(config, 0), saves, config };
}

function draft(step: number): Draft {
  return {
    id: 7,
    version: 3,
    step,
    status: 'draft',
    title: 'Andaman',
    paths: {
      steps: { '2': '/things/7/step/2', '3': '/things/7/step/3', '4': '/things/7/step/4' },
      publish: '/things/7/publish',
      unpublish: '/things/7/unpublish',
    },
  };
}

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

type Store = ReturnType<typeof storeOf>['store'];

async function open(
  url: string,
  saved: Draft,
  stepsOf: (store: Store) => WizardStep[] = () => steps,
) {
  const { store, saves, config } = storeOf(saved);
  await act(() => store.load(saved.id));
  const withSteps = stepsOf(store);
  render(
    <MemoryRouter initialEntries={[url]}>
      <RecordWizard
        store={store}
        config={config}
        steps={withSteps}
        label="Thing steps"
        stepsPath={(id) => `/things/${id}/create`}
        listPath="/things"
      />
      <Address />
    </MemoryRouter>,
  );
  return { store, saves };
}

/** The steps with a phone field on step 3, whose check refuses letters. */
const withPhone = (store: Store): WizardStep[] => [
  steps[0] as WizardStep,
  {
    number: 3,
    title: 'Contacts',
    render: () => <TextField store={store} name="phone" label="Phone" />,
  },
  steps[2] as WizardStep,
];

describe('RecordWizard', () => {
  it('reads ?step=N only when it is one of the steps, and resumes at the furthest saved step', () => {
    expect(stepFromSearch('?step=3', steps)).toBe(3);
    expect(stepFromSearch('?step=1', steps)).toBeNull();
    expect(stepFromSearch('?step=x', steps)).toBeNull();
    expect(stepFromSearch('', steps)).toBeNull();
    expect(resumeStep(steps, 2)).toBe(2);
    expect(resumeStep(steps, 3)).toBe(3);
    expect(resumeStep(steps, 4)).toBe(4);
    expect(resumeStep(steps, 7)).toBe(4);
  });

  it('opens a saved record without ?step at the furthest step it saved, and puts it in the address', async () => {
    const { saves } = await open('/things/7/create', draft(3));
    expect(await screen.findByRole('heading', { level: 2, name: 'Contacts' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/things/7/create?step=3',
    );
    expect(screen.getByRole('link', { name: 'Contacts' })).toHaveAttribute('aria-current', 'step');
    // Resuming records nothing: the step is already the draft's.
    expect(saves).toEqual([]);
  });

  it('opens the last step for a record saved to the end, and a nonsense ?step likewise', async () => {
    await open('/things/7/create?step=9', draft(4));
    expect(await screen.findByRole('heading', { level: 2, name: 'Photos' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/things/7/create?step=4',
    );
  });

  it('keeps the step the address names', async () => {
    await open('/things/7/create?step=2', draft(4));
    expect(await screen.findByRole('heading', { level: 2, name: 'About' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/things/7/create?step=2',
    );
  });

  it('goes Back from a step with an error, keeping the value as typed and marked', async () => {
    const user = userEvent.setup();
    const { store } = await open('/things/7/create?step=3', draft(3), withPhone);
    act(() => store.set('phone', '08x'));
    expect(await screen.findByText('Digits only.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'About' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/things/7/create?step=2',
    );
    // Nothing is lost: the value waits in the form with its message, not saved.
    expect(store.values.phone).toBe('08x');
    expect(store.errors.phone).toBe('Digits only.');
    expect(screen.getByText('Not saved: correct the marked fields.')).toBeVisible();
    // Forward again to correct it: the mark on step 3 does not hold step 2.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Contacts' })).toBeVisible();
    expect(screen.getByLabelText('Phone')).toHaveValue('08x');
  });

  it('stays on a step whose field has an error when Next is pressed, focusing the field', async () => {
    const user = userEvent.setup();
    const { store } = await open('/things/7/create?step=3', draft(3), withPhone);
    act(() => store.set('phone', '08x'));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Contacts' })).toBeVisible();
    expect(screen.getByLabelText('Phone')).toHaveFocus();
  });
  it('says a record changed in another tab in the page language, with Reload, and keeps what was typed', async () => {
    const user = userEvent.setup();
    await Promise.all([databaseMessages.load('ru'), sharedMessages.load('ru')]);
    const stale = Object.assign(new Error(STALE_RECORD_MESSAGE), {
      isAxiosError: true,
      response: { status: 409, data: { message: STALE_RECORD_MESSAGE } },
    });
    const { store, config } = storeOf(draft(2), stale);
    await act(() => store.load(7));
    render(
      <LocaleProvider locale="ru">
        <MemoryRouter initialEntries={['/ru/things/7/create?step=2']} basename="/ru">
          <RecordWizard
            store={store}
            config={config}
            steps={[
              {
                number: 2,
                title: 'Основное',
                render: () => <TextField store={store} name="title" label="Название" />,
              },
              steps[1] as WizardStep,
            ]}
            label="Шаги"
            stepsPath={(id) => `/things/${id}/create`}
            listPath="/things"
          />
        </MemoryRouter>
      </LocaleProvider>,
    );
    await user.clear(screen.getByLabelText('Название'));
    await user.type(screen.getByLabelText('Название'), 'Андаман');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Эту запись изменили в другой вкладке или на другом устройстве',
    );
    expect(screen.getByRole('button', { name: 'Перезагрузить' })).toBeVisible();
    // No Retry beside the status: it would only be refused again.
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
    expect(screen.getByTestId('save-status')).toHaveTextContent(/^Не сохранено/);
    expect(screen.getByLabelText('Название')).toHaveValue('Андаман');
    expect(screen.getByRole('heading', { level: 2, name: 'Основное' })).toBeVisible();
  });
});
