import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { focusFirstInvalid, useSubmitFocus } from './form-focus';

describe('focusFirstInvalid', () => {
  it('focuses the first invalid field in document order', () => {
    render(
      <form data-testid="form">
        <input aria-label="Name" />
        <input aria-label="Email" aria-invalid="true" />
        <input aria-label="Phone" aria-invalid="true" />
      </form>,
    );
    const focused = focusFirstInvalid(screen.getByTestId('form'));
    expect(focused).toBe(screen.getByLabelText('Email'));
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('gives a marked group’s focus to its first control, and skips disabled fields', () => {
    render(
      <form data-testid="form">
        <input aria-label="Locked" aria-invalid="true" disabled />
        <div aria-invalid="true">
          <span>Role</span>
          <input type="radio" aria-label="Broker" />
          <input type="radio" aria-label="Developer" />
        </div>
      </form>,
    );
    focusFirstInvalid(screen.getByTestId('form'));
    expect(screen.getByLabelText('Broker')).toHaveFocus();
  });

  it('leaves focus alone when nothing is invalid', () => {
    render(
      <form data-testid="form">
        <input aria-label="Name" aria-invalid="false" />
        <button type="submit">Save</button>
      </form>,
    );
    screen.getByRole('button', { name: 'Save' }).focus();
    expect(focusFirstInvalid(screen.getByTestId('form'))).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    expect(focusFirstInvalid(null)).toBeNull();
  });
});

/** A form that validates after an await, as the site's forms do with the API. */
function AsyncForm({ accept }: { accept: (value: string) => boolean }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState(false);
  const [saved, setSaved] = useState(false);
  const { ref, onSubmit } = useSubmitFocus(async () => {
    await Promise.resolve();
    const ok = accept(value);
    setError(!ok);
    setSaved(ok);
  });
  return (
    <form ref={ref} onSubmit={onSubmit} noValidate>
      <input aria-label="Name" />
      <input
        aria-label="Email"
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit">Send</button>
      {saved && <p>Saved</p>}
    </form>
  );
}

describe('useSubmitFocus', () => {
  it('moves focus to the first invalid field once the submit has settled', async () => {
    const user = userEvent.setup();
    render(<AsyncForm accept={(value) => value.includes('@')} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();

    // A second failure moves focus again, though the errors are the same.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('leaves focus on the button when the submit succeeds', async () => {
    const user = userEvent.setup();
    render(<AsyncForm accept={() => true} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });
});
