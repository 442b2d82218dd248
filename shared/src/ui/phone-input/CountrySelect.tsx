import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { getCountryCallingCode } from './phone-lib';
import { countryName, searchKey } from './countries';
import type { CountryList } from './countries';
import { Flag, useFlags } from './flags';
import { shouldOpenAbove } from './placement';
import type { CountryCode, CountryOption } from './types';
import { LANGUAGE_TAGS, sharedMessages, useLocale, useMessages } from '@phuket/shared/i18n';

const PAGE_STEP = 10;

export interface CountrySelectProps {
  country: CountryCode | null;
  list: CountryList;
  onSelect: (country: CountryCode) => void;
  /** The field box; its position in the viewport decides whether the list opens above. */
  anchorRef: RefObject<HTMLElement | null>;
  disabled?: boolean;
  /** The number field after the picker: where Tab goes from the search box. */
  nextRef?: RefObject<HTMLElement | null>;
}

function isPrintable(event: KeyboardEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * The countries a search matches: by name (any word start or anywhere, accents ignored), by
 * ISO code ('gb') and by dial code ('44', '+44'). Names that start with the text come first.
 */
export function filterCountries(
  options: readonly CountryOption[],
  query: string,
): readonly CountryOption[] {
  const text = searchKey(query.trim());
  if (text === '') return options;
  const digits = text.replace(/^\+/, '');
  const dialOnly = /^\d+$/.test(digits);
  const first: CountryOption[] = [];
  const then: CountryOption[] = [];
  for (const option of options) {
    if (dialOnly) {
      if (option.dialCode === digits) first.push(option);
      else if (option.dialCode.startsWith(digits)) then.push(option);
      continue;
    }
    const name = searchKey(option.name);
    if (name.startsWith(text) || option.code.toLowerCase() === text) first.push(option);
    else if (name.includes(text)) then.push(option);
  }
  return [...first, ...then];
}

/**
 * The country picker: a button that opens a popup with a search box and the list of countries.
 * The search box is a combobox owning the listbox (WAI-ARIA APG): focus stays in the box while
 * the arrows move the highlighted option (aria-activedescendant), Enter picks it, Escape closes
 * and gives focus back to the button.
 */
export function CountrySelect({
  country,
  list,
  onSelect,
  anchorRef,
  disabled = false,
  nextRef,
}: CountrySelectProps) {
  const listId = useId();
  const t = useMessages(sharedMessages);
  const locale = useLocale();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [above, setAbove] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  // The flag set is fetched when the list first opens, or when a country other than the
  // inline default is selected.
  const flags = useFlags(open || (country !== null && country !== 'TH'));

  const all = useMemo(() => [...list.preferred, ...list.rest], [list]);
  const options = useMemo(() => filterCountries(all, query), [all, query]);
  const separatorBefore =
    query.trim() === '' && list.preferred.length > 0 && list.rest.length > 0
      ? list.preferred.length
      : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const last = options.length - 1;

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: MouseEvent | TouchEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) {
        setOpen(false);
        setQuery('');
      }
    };
    document.addEventListener('mousedown', closeOnOutside);
    document.addEventListener('touchstart', closeOnOutside);
    return () => {
      document.removeEventListener('mousedown', closeOnOutside);
      document.removeEventListener('touchstart', closeOnOutside);
    };
  }, [open]);

  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const option = listRef.current?.querySelector(`[data-index="${active}"]`);
    // jsdom has no scrollIntoView.
    if (option instanceof HTMLElement) option.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, options]);

  const openList = (text = '') => {
    const rect = anchorRef.current?.getBoundingClientRect();
    setAbove(rect !== undefined && shouldOpenAbove(rect, window.innerHeight));
    setQuery(text);
    const start = filterCountries(all, text);
    const selected = text === '' ? start.findIndex((option) => option.code === country) : -1;
    setActive(Math.max(selected, 0));
    setOpen(true);
  };

  function close(returnFocus = false) {
    setOpen(false);
    setQuery('');
    if (returnFocus) buttonRef.current?.focus();
  }

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    close();
    onSelect(option.code);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    } else if (isPrintable(event) && event.key !== ' ') {
      // Typing on the closed button starts the search with that letter.
      event.preventDefault();
      openList(event.key);
    }
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((index) => Math.min(index + 1, last));
        return;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => Math.max(index - 1, 0));
        return;
      case 'PageDown':
        event.preventDefault();
        setActive((index) => Math.min(index + PAGE_STEP, last));
        return;
      case 'PageUp':
        event.preventDefault();
        setActive((index) => Math.max(index - PAGE_STEP, 0));
        return;
      case 'Enter':
        // Never submits the surrounding form.
        event.preventDefault();
        choose(active);
        return;
      case 'Escape':
        // Stop here so a surrounding modal does not close as well.
        event.preventDefault();
        event.stopPropagation();
        close(true);
        return;
      case 'Tab':
        // The search box goes away with the list, so focus is placed by hand: Tab on to the
        // phone number, Shift+Tab back to the button.
        event.preventDefault();
        close(event.shiftKey || !nextRef?.current);
        if (!event.shiftKey) nextRef?.current?.focus();
        return;
    }
  };

  const dialCode = country === null ? null : getCountryCallingCode(country);
  const label =
    country === null
      ? t('phone.country_none')
      : t('phone.country', {
          country: countryName(country, LANGUAGE_TAGS[locale]),
          code: dialCode ?? '',
        });
  const activeOption = options[active];

  return (
    <div className="phone-input__country" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="phone-input__country-button"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => (open ? close() : openList())}
        onKeyDown={onButtonKeyDown}
      >
        <Flag code={country} flags={flags} />
        {dialCode !== null && <span className="phone-input__dial">+{dialCode}</span>}
        <span className="phone-input__arrow" aria-hidden="true" />
      </button>
      {open && (
        <div className={`phone-input__popup${above ? ' phone-input__popup--above' : ''}`}>
          <input
            ref={searchRef}
            type="text"
            role="combobox"
            className="phone-input__search"
            aria-label={t('phone.search_countries')}
            aria-autocomplete="list"
            aria-expanded="true"
            aria-controls={listId}
            aria-activedescendant={activeOption ? optionId(active) : undefined}
            placeholder={t('phone.search_placeholder')}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onSearchKeyDown}
          />
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={t('phone.countries')}
            className="phone-input__list"
          >
            {options.map((option, index) => {
              const selected = option.code === country;
              const classes = ['phone-input__option'];
              if (index === active) classes.push('phone-input__option--active');
              if (selected) classes.push('phone-input__option--selected');
              return [
                index === separatorBefore ? (
                  <li
                    key="separator"
                    role="presentation"
                    aria-hidden="true"
                    className="phone-input__separator"
                  />
                ) : null,
                // The keyboard moves through options from the search box (aria-activedescendant).
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={option.code}
                  id={optionId(index)}
                  role="option"
                  aria-selected={selected}
                  data-index={index}
                  className={classes.join(' ')}
                  // Keeps focus (and so aria-activedescendant) in the search box.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => {
                    if (index !== active) setActive(index);
                  }}
                  onClick={() => choose(index)}
                >
                  <Flag code={option.code} flags={flags} />
                  <span className="phone-input__option-name">
                    {countryName(option.code, LANGUAGE_TAGS[locale])}
                  </span>
                  <span className="phone-input__option-dial">+{option.dialCode}</span>
                </li>,
              ];
            })}
          </ul>
          {/* Present while open, so a screen reader hears when the search finds nothing. */}
          <p className="phone-input__no-match" role="status">
            {options.length === 0 ? t('phone.no_country', { query: query.trim() }) : ''}
          </p>
        </div>
      )}
    </div>
  );
}
