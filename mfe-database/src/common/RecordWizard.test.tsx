import { act, render, screen } from '@testing-library/react';
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
}

const steps: WizardStep[] = [
  { number: 2, title: 'About', render: () => <p>About fields</p> },
  { number: 3, title: 'Contacts', render: () => <p>Contacts fields</p> },
  { number: 4, title: 'Photos', render: () => <p>Photos fields</p> },
];

function storeOf(saved: Draft) {
  const saves: string[] = [];
  const config: RecordStepsConfig<Draft, Values> = {
    stepOf: { title: 2 },
    empty: { title: '' },
    fromDraft: (d) => ({ title: d.title ?? '' }),
    body: () => ({}),
    create: () => Promise.resolve(saved),
    save: (path) => {
      saves.push(path);
      return Promise.resolve(saved);
    },
    load: () => Promise.resolve(saved),
    publish: () => Promise.resolve({ status: 'published', version: 2 }),
    unpublish: () => Promise.resolve({ status: 'draft', version: 2 }),
  };
  return { store: recordStepsStore(config, 0), saves };
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

async function open(url: string, saved: Draft) {
  const { store, saves } = storeOf(saved);
  await act(() => store.load(saved.id));
  render(
    <MemoryRouter initialEntries={[url]}>
      <RecordWizard
        store={store}
        steps={steps}
        label="Thing steps"
        stepsPath={(id) => `/things/${id}/create`}
        listPath="/things"
      />
      <Address />
    </MemoryRouter>,
  );
  return { store, saves };
}

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
});
