import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleProvider, sharedMessages } from '@phuket/shared/i18n';
import { MemoryRouter } from '@phuket/shared/router';
import type { AutosaveStatus as Status } from '@phuket/shared/autosave';
import { AutosaveConflict, AutosaveStatus } from './AutosaveStatus';
import type { WizardFrameProps } from './WizardFrame';
import { WizardFrame } from './WizardFrame';

const STEPS = [
  { key: 'basics', title: 'Basics', href: '/w?step=1' },
  { key: 'location', title: 'Location', href: '/w?step=2' },
  { key: 'photos', title: 'Photos', href: '/w?step=3' },
];

/** The frame as an area uses it: `onGo` moves at once (the area's save and check pass). */
function Wizard({
  start = 0,
  onGo = () => undefined,
  ...props
}: Partial<WizardFrameProps> & { start?: number }) {
  const [current, setCurrent] = useState(start);
  return (
    <MemoryRouter>
      <WizardFrame
        label="Listing steps"
        steps={STEPS}
        current={current}
        heading={`Step ${current + 1}: ${STEPS[current]?.title ?? ''}`}
        onGo={(index) => {
          onGo(index);
          setCurrent(index);
        }}
        status={<p>status here</p>}
        {...props}
      >
        <label>
          Title <input />
        </label>
      </WizardFrame>
    </MemoryRouter>
  );
}

describe('WizardFrame', () => {
  it('marks the current step, moves with Next, Back and the nav, and focuses the heading on a move', async () => {
    const user = userEvent.setup();
    const onGo = jest.fn();
    render(<Wizard onGo={onGo} numbered />);
    const nav = screen.getByRole('navigation', { name: 'Listing steps' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Step 1: Basics' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    // On arrival the heading is not focused: the page starts where a page starts.
    const heading = screen.getByRole('heading', { name: 'Step 1: Basics' });
    expect(heading).not.toHaveFocus();
    expect(screen.getByRole('form', { name: 'Step 1: Basics' })).toBeInTheDocument();
    // The first step has no Back and, without a list to return to, no Cancel.
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cancel' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onGo).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('heading', { name: 'Step 2: Location' })).toHaveFocus();

    // Enter in a field submits: Next.
    await user.type(screen.getByLabelText('Title'), 'Villa{Enter}');
    expect(onGo).toHaveBeenLastCalledWith(2);
    // The last step has no Next.
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onGo).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole('link', { name: 'Step 1: Basics' }));
    expect(onGo).toHaveBeenLastCalledWith(0);
    // The current step's own link does nothing.
    onGo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Step 1: Basics' }));
    expect(onGo).not.toHaveBeenCalled();
    expect(screen.getByText('status here')).toBeInTheDocument();
  });

  it('shows Cancel on the first step when given, plain names before the record has an address, and focuses on an arrival by a move', () => {
    render(
      <Wizard
        cancelHref="/database/developers"
        focusOnArrival
        steps={STEPS.map((step) => ({ ...step, href: null }))}
        alert={<div role="alert">changed elsewhere</div>}
      />,
    );
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/database/developers',
    );
    expect(screen.queryByRole('link', { name: 'Basics' })).toBeNull();
    expect(screen.getByText('Basics')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { name: 'Step 1: Basics' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('changed elsewhere');
  });

  it('speaks Russian from the shared catalog', async () => {
    await sharedMessages.load('ru');
    render(
      <LocaleProvider locale="ru">
        <Wizard start={1} numbered />
      </LocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Назад' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Далее' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Шаг 2: Location' })).toBeInTheDocument();
  });
});

function source(status: Status, conflict: string | null, saveError: string | null) {
  return { status, conflict, saveError, retry: jest.fn(), reload: jest.fn() };
}

describe('AutosaveStatus and AutosaveConflict', () => {
  it('says each state; a failed save offers Retry, in the reason as the area translates it', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<AutosaveStatus store={source('saving', null, null)} />);
    expect(screen.getByTestId('save-status')).toHaveTextContent('Saving…');
    rerender(<AutosaveStatus store={source('saved', null, null)} />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    const failed = source('error', null, 'Network Error');
    rerender(<AutosaveStatus store={failed} reason={(text) => `«${text}»`} />);
    expect(screen.getByRole('status')).toHaveTextContent('Not saved: «Network Error»');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.retry).toHaveBeenCalledTimes(1);
    rerender(<AutosaveStatus store={source('error', null, null)} />);
    expect(screen.getByRole('status')).toHaveTextContent('Not saved: correct the marked fields.');
  });

  it('a conflict: no Retry beside the status; the alert gives the reason and Reload', async () => {
    const user = userEvent.setup();
    const conflicted = source('conflict', 'Changed in another tab.', 'Changed in another tab.');
    render(
      <>
        <AutosaveConflict store={conflicted} />
        <AutosaveStatus store={conflicted} />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Changed in another tab.');
    expect(alert).toHaveTextContent('reloading replaces it with the saved version');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(conflicted.reload).toHaveBeenCalledTimes(1);
  });

  it('shows no alert without a conflict', () => {
    const { container } = render(<AutosaveConflict store={source('saved', null, null)} />);
    expect(container).toBeEmptyDOMElement();
  });
});
