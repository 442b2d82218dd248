import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@phuket/shared/router';
import { observer } from 'mobx-react-lite';
import type { RecordStepsConfig, RecordStepsStore, StepDraft } from './record-steps-store';
import { RecordLoading, recordStepsReady, useRecordSteps } from './use-record-steps';

interface Draft extends StepDraft {
  title: string | null;
}
interface Values {
  title: string;
}

const paths = { steps: { '2': '/things/7/step/2' }, publish: '/p', unpublish: '/u' };
const draft = (id: number): Draft => ({
  id,
  version: 1,
  step: 2,
  status: 'draft',
  title: 'Saved',
  paths,
});

function config(load: (id: number) => Promise<Draft>): RecordStepsConfig<Draft, Values> {
  return {
    stepOf: { title: 2 },
    empty: { title: '' },
    fromDraft: (d) => ({ title: d.title ?? '' }),
    body: (_fields, values) => ({ title: values.title }),
    create: () => Promise.resolve(draft(7)),
    save: () => Promise.resolve(draft(7)),
    load,
    publish: () => Promise.resolve({ status: 'published', version: 2 }),
    unpublish: () => Promise.resolve({ status: 'draft', version: 2 }),
  };
}

let seen: RecordStepsStore<Draft, Values>[] = [];

const Page = observer(function Page({
  kind,
  id,
}: {
  kind: RecordStepsConfig<Draft, Values>;
  id?: number;
}) {
  const store = useRecordSteps(kind, id);
  seen.push(store);
  if (!recordStepsReady(store, id)) {
    return (
      <RecordLoading
        store={store}
        id={id}
        notFound="No such thing"
        backToList="Back to things"
        listPath="/things"
      />
    );
  }
  return <p>steps of {store.draft?.id ?? 'a new thing'}</p>;
});

beforeEach(() => {
  seen = [];
});

describe('useRecordSteps', () => {
  it('hands the create page’s store, with what was typed, to the new record’s page', async () => {
    const kind = config(() => Promise.reject(new Error('must not load: the store is handed over')));
    const create = render(<Page kind={kind} />, { wrapper: MemoryRouter });
    expect(screen.getByText('steps of a new thing')).toBeInTheDocument();
    const created = seen[0] as RecordStepsStore<Draft, Values>;
    created.acceptDraft(draft(7));
    created.set('title', 'Typed while the create request was out');
    create.unmount();

    render(<Page kind={kind} id={7} />, { wrapper: MemoryRouter });
    expect(await screen.findByText('steps of 7')).toBeInTheDocument();
    expect(seen.at(-1)).toBe(created);
    expect(created.values.title).toBe('Typed while the create request was out');
  });

  it('hands it over when the route changes in one render, the new page before the old one goes', async () => {
    const kind = config(() => Promise.reject(new Error('must not load: the store is handed over')));
    // A route change: the steps page renders, then the create page's effects are cleaned up.
    const view = render(<Page key="create" kind={kind} />, { wrapper: MemoryRouter });
    const created = seen[0] as RecordStepsStore<Draft, Values>;
    created.acceptDraft(draft(7));
    created.set('title', 'Typed while the create request was out');
    view.rerender(<Page key="steps" kind={kind} id={7} />);
    expect(await screen.findByText('steps of 7')).toBeInTheDocument();
    expect(seen.at(-1)).toBe(created);
    expect(created.values.title).toBe('Typed while the create request was out');
  });

  it('hands it over when the steps page’s first render is thrown away (something below suspended)', async () => {
    const kind = config(() => Promise.reject(new Error('must not load: the store is handed over')));
    const view = render(<Page key="create" kind={kind} />, { wrapper: MemoryRouter });
    const created = seen[0] as RecordStepsStore<Draft, Values>;
    created.acceptDraft(draft(7));
    created.set('title', 'Typed while the create request was out');
    // As a catalog or a chunk still loading does: React drops the render and starts again.
    let ready = false;
    let release = () => {};
    const loading = new Promise<void>((resolve) => {
      release = () => {
        ready = true;
        resolve();
      };
    });
    function StillLoading() {
      // A thrown promise is how a component suspends (what React.lazy does inside).
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      if (!ready) throw loading;
      return null;
    }
    view.rerender(
      <Suspense fallback={<p>loading the page</p>}>
        <Page key="steps" kind={kind} id={7} />
        <StillLoading />
      </Suspense>,
    );
    await act(async () => release());
    expect(await screen.findByText('steps of 7')).toBeInTheDocument();
    expect(seen.at(-1)).toBe(created);
    expect(created.values.title).toBe('Typed while the create request was out');
  });

  it('loads a saved record, and shows not-found with the way back to the list', async () => {
    const kind = config((id) =>
      Promise.reject(
        Object.assign(new Error('gone'), {
          isAxiosError: true,
          response: { status: 404, data: { message: `No ${id}.` } },
        }),
      ),
    );
    render(<Page kind={kind} id={9} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { name: 'No such thing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to things' })).toHaveAttribute('href', '/things');
  });
});
