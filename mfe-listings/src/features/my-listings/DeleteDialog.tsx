import { useMessages } from '@phuket/shared/i18n';
import { ConfirmDialog } from '@phuket/shared/ui';
import { listingsMessages } from '../../common/messages';

export interface DeleteDialogProps {
  title: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a listing is deleted; the page moves focus elsewhere once the row is gone. */
export function DeleteDialog({ title, busy, onConfirm, onCancel }: DeleteDialogProps) {
  const t = useMessages(listingsMessages);
  return (
    <ConfirmDialog
      title={t('my_listings.delete_title')}
      confirmLabel={t('my_listings.delete_confirm')}
      busyLabel={t('photos.deleting')}
      busy={busy}
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{t('my_listings.delete_text', { title })}</p>
    </ConfirmDialog>
  );
}
