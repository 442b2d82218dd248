import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  readApiError,
  storeGuestSavedSearch,
  storeSavedSearch,
  type GuestSavedSearchBody,
  type SavedSearchBody,
} from '@phuket/shared/api';
import {
  EMAIL_MAX,
  SAVED_SEARCHES_MAX,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NAME_MAX,
  defaultSavedSearchName,
  isEmailAddress,
  savedSearchNameError,
  type SavedSearchFrequency,
} from '@phuket/shared/contract';
import { toFilterQuery } from '@phuket/shared/filters';
import { Link, useLocation } from '@phuket/shared/router';
import { buyerReturnState, paths } from '@phuket/shared/routes';
import type { SaveSearchButtonProps } from './SaveSearchButton';
import { msgId, useMessages, type Translate } from '@phuket/shared/i18n';
import { catalogMessages } from '../../common/messages';
import './save-search.css';

const FREQUENCY_NOTES: Record<SavedSearchFrequency, string> = {
  instant: msgId('save_search.instant_note'),
  daily: msgId('save_search.daily_note'),
};
const FREQUENCY_LABELS: Record<SavedSearchFrequency, string> = {
  instant: msgId('save_search.frequency_instant'),
  daily: msgId('save_search.frequency_daily'),
};

/** The contract's English messages (the API's and the name check's) in the page's language. */
function say(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const known: Record<string, string> = {
    [SAVED_SEARCH_MESSAGES.nameRequired]: t('save_search.name_required'),
    [SAVED_SEARCH_MESSAGES.nameTooLong]: t('save_search.name_too_long', {
      max: String(SAVED_SEARCH_NAME_MAX),
    }),
    [SAVED_SEARCH_MESSAGES.tooMany]: t('save_search.too_many', { max: String(SAVED_SEARCHES_MAX) }),
    [SAVED_SEARCH_MESSAGES.email]: t('save_search.email_error'),
  };
  return known[message] ?? message;
}

/**
 * The "Save search" dialog: a native modal <dialog> (focus stays inside, Escape closes, the
 * page behind is inert), with the name prefilled from the filters and the frequency. A guest
 * gives an address instead of signing in: the alert starts once the mailed link confirms it
 * (or they sign in from here and save it to their account).
 */
export default function SaveSearchDialog({
  filters,
  currency,
  locationName,
  onClose,
  guest = false,
  save = storeSavedSearch,
  saveAsGuest = storeGuestSavedSearch,
}: SaveSearchButtonProps & {
  onClose: () => void;
  /** Signed out: alerts by a confirmed email. */
  guest?: boolean;
  /** The API calls; a test passes its own. */
  save?: (body: SavedSearchBody) => Promise<unknown>;
  saveAsGuest?: (body: GuestSavedSearchBody) => Promise<unknown>;
}) {
  const location = useLocation();
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
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
    // A guest starts with the address; the name is already filled in.
    if (guest) emailRef.current?.focus();
    else nameRef.current?.select();
    return () => dialog?.close();
  }, [guest]);

  const heading = !saved
    ? t('save_search.title')
    : guest
      ? t('save_search.check_title')
      : t('save_search.saved');
  const nameError = say(t, errors.name?.[0]);
  const emailError = say(t, errors.email?.[0]);
  const queryError = errors.query?.[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid: Record<string, string[]> = {};
    if (guest && !isEmailAddress(email.trim())) invalid.email = [SAVED_SEARCH_MESSAGES.email];
    const nameProblem = savedSearchNameError(name);
    if (nameProblem) invalid.name = [nameProblem];
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid);
      (invalid.email ? emailRef : nameRef).current?.focus();
      return;
    }
    setSaving(true);
    setErrors({});
    setMessage(null);
    try {
      const body = { name, query: toFilterQuery(filters), frequency, currency };
      await (guest ? saveAsGuest({ ...body, email: email.trim() }) : save(body));
      setSaved(true);
    } catch (error) {
      const answer = readApiError(error);
      const fieldErrors = answer.errors ?? {};
      setErrors(fieldErrors);
      setMessage(answer.message);
      if (fieldErrors.email) emailRef.current?.focus();
      else if (fieldErrors.name) nameRef.current?.focus();
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
        {heading}
      </h2>
      {saved ? (
        <div className="save-search__done" role="status">
          {guest ? (
            <p>{t('save_search.check_text', { email: email.trim() })}</p>
          ) : (
            <>
              <p>{t('save_search.saved_text')}</p>
              <p>
                <Link to={paths.profileSavedSearches}>{t('save_search.manage')}</Link>
              </p>
            </>
          )}
          <div className="save-search__buttons">
            <button type="button" className="button" onClick={onClose}>
              {t('save_search.close')}
            </button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <p className="save-search__lead">
            {guest ? t('save_search.guest_lead') : t('save_search.lead')}
          </p>
          {guest ? (
            <DialogField
              id={`${id}-email`}
              label={t('save_search.email')}
              inputRef={emailRef}
              type="email"
              autoComplete="email"
              value={email}
              maxLength={EMAIL_MAX}
              error={emailError}
              onChange={setEmail}
            />
          ) : null}
          <DialogField
            id={`${id}-name`}
            label={t('save_search.name')}
            inputRef={nameRef}
            type="text"
            value={name}
            maxLength={SAVED_SEARCH_NAME_MAX}
            error={nameError}
            onChange={setName}
          />
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
                  <strong>{t(FREQUENCY_LABELS[value])}</strong>
                  <span className="save-search__note">{t(FREQUENCY_NOTES[value])}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {message && !nameError && !emailError ? (
            <p className="field-error" role="alert">
              {queryError ?? say(t, message)}
            </p>
          ) : null}
          {guest ? (
            <p className="save-search__account">
              {t('save_search.have_account')}{' '}
              <Link
                to={paths.login}
                state={buyerReturnState(location.pathname + location.search)}
                onClick={onClose}
              >
                {t('save_search.log_in')}
              </Link>
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

/** A labelled text input with its message under it, named by the label, described by the message. */
function DialogField({
  id,
  label,
  inputRef,
  type,
  autoComplete,
  value,
  maxLength,
  error,
  onChange,
}: {
  id: string;
  label: string;
  inputRef: RefObject<HTMLInputElement | null>;
  type: 'text' | 'email';
  autoComplete?: string;
  value: string;
  maxLength: number;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        type={type}
        autoComplete={autoComplete}
        value={value}
        maxLength={maxLength}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
