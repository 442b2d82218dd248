import { ConfirmDialog } from '@phuket/shared/ui';

export interface DeleteDialogProps {
  title: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a listing is deleted; the page moves focus elsewhere once the row is gone. */
export function DeleteDialog({ title, busy, onConfirm, onCancel }: DeleteDialogProps) {
  return (
    <ConfirmDialog
      title="Delete this listing?"
      confirmLabel="Delete listing"
      busyLabel="Deleting…"
      busy={busy}
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        “{title}” and its photos, video and documents will be removed for good. This cannot be
        undone.
      </p>
    </ConfirmDialog>
  );
}
