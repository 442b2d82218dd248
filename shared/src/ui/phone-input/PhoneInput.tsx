import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ChangeEvent, FocusEvent } from 'react';
import { buildCountryList } from './countries';
import type { CountryList } from './countries';
import { CountrySelect } from './CountrySelect';
import {
  caretAfterSignificant,
  countSignificant,
  formatInternational,
  isBlankPhone,
  placeholderFor,
  switchCountry,
} from './format-phone';
import { FALLBACK_COUNTRY, lookupCountryByIp } from './ip-lookup';
import type { CountryCode, PhoneValue } from './types';
import { countryName } from './countries';
import { toPhoneValue } from './validate-phone';
import type { PhoneValidation } from './types';
import './phone-input.css';
import { LANGUAGE_TAGS, sharedMessages, useLocale, useMessages } from '@phuket/shared/i18n';

export const DEFAULT_MAX_LENGTH = 25;

export interface PhoneInputProps {
  id?: string;
  /** Submitted through a hidden input carrying the E.164 value, not the formatted text. */
  name?: string;
  /** Visible label; without it the field is labelled 'Phone number' for assistive technology. */
  label?: string;
  /** Controlled phone (E.164 or raw); omit to let the field keep its own text. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: PhoneValue) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Skips the IP lookup. */
  defaultCountry?: CountryCode;
  /** docs/product-rules.md §7 lookup service; null or undefined: no request, Thailand. */
  ipLookupUrl?: string | null;
  onlyCountries?: readonly CountryCode[];
  ignoredCountries?: readonly CountryCode[];
  preferredCountries?: readonly CountryCode[];
  /** Fixed placeholder; by default an example number of the selected country. */
  placeholder?: string;
  maxLength?: number;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Shows the validation message before the field is blurred (e.g. after a submit attempt). */
  showError?: boolean;
  /** A message from outside (e.g. the server's), shown instead of the field's own. */
  error?: string | null;
  className?: string;
}

function allowedCodes(list: CountryList): Set<CountryCode> {
  return new Set([...list.preferred, ...list.rest].map((option) => option.code));
}

/** Thailand when the list allows it, else the first country the list offers. */
function fallbackCountry(list: CountryList): CountryCode | null {
  if (allowedCodes(list).has(FALLBACK_COUNTRY)) return FALLBACK_COUNTRY;
  return list.preferred[0]?.code ?? list.rest[0]?.code ?? null;
}

/** validate-phone's `phoneErrorMessage`, in the page's language. */
function usePhoneError(): (
  validation: PhoneValidation,
  selected: CountryCode | null,
) => string | null {
  const t = useMessages(sharedMessages);
  const tag = LANGUAGE_TAGS[useLocale()];
  return (validation, selected) => {
    switch (validation.error) {
      case null:
        return null;
      case 'NOT_A_NUMBER':
        return t('phone.not_a_number');
      case 'INVALID_COUNTRY':
        return t('phone.invalid_country');
      case 'TOO_SHORT':
        return t('phone.too_short');
      case 'TOO_LONG':
        return t('phone.too_long');
      case 'INVALID': {
        const country = validation.country ?? selected;
        return country === null
          ? t('phone.invalid')
          : t('phone.invalid_for', { country: countryName(country, tag) });
      }
    }
  };
}

export function PhoneInput({
  id,
  name,
  label,
  value,
  defaultValue,
  onChange,
  onBlur,
  defaultCountry,
  ipLookupUrl,
  onlyCountries,
  ignoredCountries,
  preferredCountries,
  placeholder,
  maxLength = DEFAULT_MAX_LENGTH,
  required = false,
  disabled = false,
  autoFocus,
  showError = false,
  error,
  className,
}: PhoneInputProps) {
  const t = useMessages(sharedMessages);
  const phoneError = usePhoneError();
  const ownId = useId();
  const inputId = id ?? `${ownId}-phone`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const controlRef = useRef<HTMLDivElement>(null);

  const list = useMemo(
    () => buildCountryList({ onlyCountries, ignoredCountries, preferredCountries }),
    [onlyCountries, ignoredCountries, preferredCountries],
  );

  const [initial] = useState(() => {
    const start = defaultCountry ?? fallbackCountry(list);
    const formatted = formatInternational(value ?? defaultValue ?? '', start);
    return { text: formatted.text, country: formatted.country ?? start };
  });
  const [text, setText] = useState(initial.text);
  const [country, setCountry] = useState<CountryCode | null>(initial.country);
  const [touched, setTouched] = useState(false);
  // Once the user typed or picked, a late IP lookup must not move the picker.
  const interacted = useRef(initial.text !== '');

  const phoneValue = useMemo(() => toPhoneValue(text, country), [text, country]);

  // A parent changing `value` (reset, loaded profile) replaces the text; echoes of our own
  // onChange compare equal and leave the caret alone.
  const [syncedValue, setSyncedValue] = useState(value);
  if (value !== syncedValue) {
    setSyncedValue(value);
    if (value !== undefined && value !== phoneValue.phone) {
      const formatted = formatInternational(value, country);
      setText(formatted.text);
      setCountry(formatted.country ?? country);
    }
  }

  useEffect(() => {
    if (defaultCountry !== undefined || !ipLookupUrl) return;
    let cancelled = false;
    void lookupCountryByIp(ipLookupUrl).then((found) => {
      if (cancelled || interacted.current) return;
      if (allowedCodes(list).has(found)) setCountry(found);
    });
    return () => {
      cancelled = true;
    };
  }, [defaultCountry, ipLookupUrl, list]);

  const emit = (nextText: string, nextCountry: CountryCode | null) => {
    interacted.current = true;
    setText(nextText);
    setCountry(nextCountry);
    onChange?.(toPhoneValue(nextText, nextCountry));
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    let raw = input.value;
    const caret = input.selectionStart ?? raw.length;
    let significantBefore = countSignificant(raw, caret);
    const caretAtEnd = caret >= raw.length;

    // Deleting a space or bracket would be undone by re-formatting, so delete the digit next to it.
    if (raw.length === text.length - 1 && countSignificant(raw) === countSignificant(text)) {
      const forward =
        event.nativeEvent instanceof InputEvent &&
        event.nativeEvent.inputType === 'deleteContentForward';
      const target = forward ? significantBefore + 1 : significantBefore;
      if (target > 0) {
        const at = caretAfterSignificant(raw, target) - 1;
        raw = raw.slice(0, at) + raw.slice(at + 1);
        if (!forward) significantBefore -= 1;
      }
    }

    const next = formatInternational(raw, country);
    // The calling code put in front of national digits shifts everything: caret to the end.
    const prefixed = !raw.trimStart().startsWith('+') && next.text.startsWith('+');
    const position =
      caretAtEnd || prefixed
        ? next.text.length
        : caretAfterSignificant(next.text, significantBefore);
    // Written now so React's controlled update finds the same value and keeps the caret.
    input.value = next.text;
    input.setSelectionRange(position, position);
    emit(next.text, next.country);
  };

  const handleSelect = (picked: CountryCode) => {
    emit(switchCountry(text, picked), picked);
    inputRef.current?.focus();
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setTouched(true);
    onBlur?.(event);
  };

  const blank = isBlankPhone(text);
  let message: string | null = null;
  if (error) message = error;
  else if (blank) message = required ? t('phone.required') : null;
  else message = phoneError(phoneValue.validation, country);
  const errorShown = message !== null && (Boolean(error) || touched || showError);

  return (
    <div className={`phone-input${className ? ` ${className}` : ''}`}>
      {label && (
        <label className="phone-input__label" htmlFor={inputId}>
          {label}
        </label>
      )}
      <div
        ref={controlRef}
        className={`phone-input__control${errorShown ? ' phone-input__control--invalid' : ''}`}
      >
        <CountrySelect
          country={country}
          list={list}
          onSelect={handleSelect}
          anchorRef={controlRef}
          nextRef={inputRef}
          disabled={disabled}
        />
        <input
          ref={inputRef}
          id={inputId}
          className="phone-input__input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          aria-label={label ? undefined : t('phone.label')}
          aria-invalid={errorShown}
          aria-describedby={errorShown ? errorId : undefined}
          placeholder={placeholder ?? placeholderFor(country)}
          maxLength={maxLength}
          value={text}
          required={required}
          disabled={disabled}
          // Only set by forms for the field that appears after the visitor's own step.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={autoFocus}
          onChange={handleChange}
          onBlur={handleBlur}
        />
      </div>
      {name && <input type="hidden" name={name} value={phoneValue.phone} />}
      {errorShown && (
        <p id={errorId} className="phone-input__error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
