import { sharedMessages, useMessages } from '@phuket/shared/i18n';
import type { AutosaveStatus } from './autosave-store';

/**
 * The store's `statusText` in the page's language, for the save status region of a wizard
 * (an `observer`, so it follows the store). The reasons (`conflict`, `saveError`) are the
 * API's words and stay as it sends them.
 */
export function useAutosaveStatusText(store: {
  status: AutosaveStatus;
  conflict: string | null;
  saveError: string | null;
}): string {
  const t = useMessages(sharedMessages);
  switch (store.status) {
    case 'conflict':
      return t('autosave.not_saved', { reason: store.conflict ?? '' });
    case 'saving':
      return t('autosave.saving');
    case 'error':
      return store.saveError
        ? t('autosave.not_saved', { reason: store.saveError })
        : t('autosave.invalid_fields');
    case 'saved':
      return t('autosave.saved');
    default:
      return '';
  }
}
