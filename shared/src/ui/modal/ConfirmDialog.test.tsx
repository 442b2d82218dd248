import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

function Harness({ busy = false, onConfirm }: { busy?: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove
      </button>
      {open && (
        <ConfirmDialog
          title="Delete this photo?"
          confirmLabel="Delete photo"
          busyLabel="Deleting…"
          busy={busy}
          danger
          onConfirm={onConfirm}
          onCancel={() => setOpen(false)}
        >
          <p>It is removed for good.</p>
        </ConfirmDialog>
      )}
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks as an alert dialog with Cancel focused, keeps Tab inside and cancels on Escape', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this photo?' });
    expect(dialog).toHaveAccessibleDescription('It is removed for good.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete photo' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms once, and not again while busy', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const { rerender } = render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Delete photo' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    rerender(<Harness busy onConfirm={onConfirm} />);
    const busyButton = screen.getByRole('button', { name: 'Deleting…' });
    expect(busyButton).toHaveAttribute('aria-disabled', 'true');
    await user.click(busyButton);
    await user.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
