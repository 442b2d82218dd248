import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@phuket/shared/router';
import { NOT_PUBLISHED_MESSAGE, PublishBox } from './PublishBox';
import { recordStepsStore } from './record-steps-store';
import type { RecordStepsConfig, StepDraft } from './record-steps-store';

// The publish box over a real store: a refusal for a missing logo is said once, and goes when
// the logo is uploaded (the upload's answer is the new draft).

const LOGO = 'A logo is required to publish.';

interface Draft extends StepDraft {
  logo: string | null;
  missing: string[];
}

function draft(logo: string | null): Draft {
  return {
    id: 4,
    version: 2,
    step: 4,
    status: 'draft',
    logo,
    missing: logo ? [] : [LOGO],
    paths: { steps: { '2': '/d/4/step/2' }, publish: '/d/4/publish', unpublish: '/d/4/unpublish' },
  };
}

function refusal() {
  return Object.assign(new Error(LOGO), {
    isAxiosError: true,
    response: { status: 422, data: { message: LOGO, errors: { logo: [LOGO] } } },
  });
}

it('says a missing logo once, and not at all once the logo is uploaded', async () => {
  const user = userEvent.setup();
  const config: RecordStepsConfig<Draft, { title: string }> = {
    stepOf: { title: 2 },
    empty: { title: '' },
    fromDraft: () => ({ title: 'Dev' }),
    body: () => ({}),
    create: () => Promise.resolve(draft(null)),
    save: () => Promise.resolve(draft(null)),
    load: () => Promise.resolve(draft(null)),
    publish: () => Promise.reject(refusal()),
    unpublish: () => Promise.resolve({ status: 'draft', version: 3 }),
  };
  const store = recordStepsStore(config, 0);
  await act(() => store.load(4));
  const Box = () => (
    <MemoryRouter>
      <PublishBox
        store={store}
        config={config}
        missing={store.draft?.missing ?? []}
        publicPath="/d/4"
      />
    </MemoryRouter>
  );
  const { rerender } = render(<Box />);
  expect(screen.getAllByText(LOGO)).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(NOT_PUBLISHED_MESSAGE);
  expect(screen.getAllByText(LOGO)).toHaveLength(1);

  act(() => store.acceptDraft({ ...draft('https://media.example/logo.webp'), version: 3 }));
  rerender(<Box />);
  expect(screen.queryByText(LOGO)).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
});
