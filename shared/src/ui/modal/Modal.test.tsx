import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ModalType } from './Modal';
import { MODAL_TEXTS, Modal } from './Modal';

function Harness({ type }: { type: ModalType }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} type={type} onClose={() => setOpen(false)} />
    </>
  );
}

describe('Modal', () => {
  it('opens as an accessible dialog in document.body and closes with the Close button', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness type="subscribe" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: MODAL_TEXTS.subscribe.title });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on Escape and keeps Tab inside', async () => {
    const user = userEvent.setup();
    render(<Harness type="settings" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Settings saved' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has a title and text per type', () => {
    const { rerender } = render(<Modal open type="notifications" onClose={() => undefined} />);
    expect(
      screen.getByRole('dialog', { name: 'Notifications updated' }),
    ).toHaveAccessibleDescription(MODAL_TEXTS.notifications.text);
    rerender(<Modal open={false} type="notifications" onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
