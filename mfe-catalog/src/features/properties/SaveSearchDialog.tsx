import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { readApiError, storeSavedSearch, type SavedSearchBody } from '@phuket/shared/api';
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NAME_MAX,
  defaultSavedSearchName,
  savedSearchNameError,
  type SavedSearchFrequency,
} from '@phuket/shared/contract';
import { toFilterQuery } from '@phuket/shared/filters';
import { Link } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import type { SaveSearchButtonProps } from './SaveSearchButton';
import { msgId, useMessages } from '@phuket/shared/i18n';
import { catalogMessages } from '../../common/messages';
import './save-search.css';

const FREQUENCY_NOTES: Record<SavedSearchFrequency, string> = {
  instant: msgId('save_search.instant_note'),
  daily: msgId('save_search.daily_note'),
};

/**
 * The "Save search" dialog: a native modal <dialog> (focus stays inside, Escape closes, the
 * page behind is inert), with the name prefilled from the filters and the frequency.
 */
export default function SaveSearchDialog({
  filters,
  currency,
  locationName,
  onClose,
  save = storeSavedSearch,
}: SaveSearchButtonProps & {
  onClose: () => void;
  /** The API call; a test passes its own. */
  save?: (body: SavedSearchBody) => Promise<unknown>;
}) {
  const t = useMessages(catalogMessages);
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(() => defaultSavedSearchName(filters, locationName));
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('daily');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    nameRef.current?.select();
    return () => dialog?.close();
  }, []);

  const nameError = errors.name?.[0];
  const queryError = errors.query?.[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = savedSearchNameError(name);
    if (invalid) {
      setErrors({ name: [invalid] });
      nameRef.current?.focus();
      return;
    }
    setSaving(true);
    setErrors({});
    setMessage(null);
    try {
      await save({ name, query: toFilterQuery(filters), frequency, currency });
      setSaved(true);
    } catch (error) {
      const answer = readApiError(error);
      const fieldErrors = answer.errors ?? {};
      setErrors(fieldErrors);
      setMessage(answer.message);
      if (fieldErrors.name) nameRef.current?.focus();
    } finally {
      setSaving(false);
    }
  };

  return (
    // Escape fires the dialog's cancel event: closing goes through onClose like the buttons.
    <dialog
      ref={dialogRef}
      className="save-search"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`} className="save-search__title">
        {saved ? t('save_search.saved') : t('save_search.title')}
      </h2>
      {saved ? (
        <div className="save-search__done" role="status">
          <p>{SAVED_SEARCH_MESSAGES.saved}</p>
          <p>
            <Link to={paths.profileSavedSearches}>{t('save_search.manage')}</Link>
          </p>
          <div className="save-search__buttons">
            <button type="button" className="button" onClick={onClose}>
              {t('save_search.close')}
            </button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <p className="save-search__lead">{t('save_search.lead')}</p>
          <div className="field">
            <label htmlFor={`${id}-name`}>{t('save_search.name')}</label>
            <input
              ref={nameRef}
              id={`${id}-name`}
              type="text"
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX}
              required
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${id}-name-error` : undefined}
              onChange={(event) => setName(event.target.value)}
            />
            {nameError ? (
              <p id={`${id}-name-error`} className="field-error">
                {nameError}
              </p>
            ) : null}
          </div>
          <fieldset className="save-search__frequency">
            <legend>{t('save_search.frequency')}</legend>
            {SAVED_SEARCH_FREQUENCIES.map((value) => (
              <label key={value} className="save-search__option">
                <input
                  type="radio"
                  name={`${id}-frequency`}
                  value={value}
                  checked={frequency === value}
                  onChange={() => setFrequency(value)}
                />
                <span>
                  <strong>{SAVED_SEARCH_FREQUENCY_LABELS[value]}</strong>
                  <span className="save-search__note">{t(FREQUENCY_NOTES[value])}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {message && !nameError ? (
            <p className="field-error" role="alert">
              {queryError ?? message}
            </p>
          ) : null}
          <div className="save-search__buttons">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('save_search.cancel')}
            </button>
            <button type="submit" className="button" disabled={saving}>
              {saving ? t('save_search.saving') : t('save_search.button')}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
