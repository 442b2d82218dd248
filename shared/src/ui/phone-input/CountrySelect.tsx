import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { getCountryCallingCode } from './phone-lib';
import { countryName, flagEmoji, searchKey } from './countries';
import type { CountryList } from './countries';
import { shouldOpenAbove } from './placement';
import type { CountryCode, CountryOption } from './types';

/** Letters typed within this time of each other form one search ("uni" → United …). */
export const TYPE_TO_FIND_RESET_MS = 700;

const PAGE_STEP = 10;

export interface CountrySelectProps {
  country: CountryCode | null;
  list: CountryList;
  onSelect: (country: CountryCode) => void;
  /** The field box; its position in the viewport decides whether the list opens above. */
  anchorRef: RefObject<HTMLElement | null>;
  disabled?: boolean;
}

function isPrintable(event: KeyboardEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * Select-only combobox (WAI-ARIA APG pattern): focus stays on the button, the highlighted
 * option is announced through aria-activedescendant.
 */
export function CountrySelect({
  country,
  list,
  onSelect,
  anchorRef,
  disabled = false,
}: CountrySelectProps) {
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const typed = useRef('');
  const typedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Space selects on keydown; its keyup would click the button and reopen the list.
  const swallowSpaceClick = useRef(false);
  const [open, setOpen] = useState(false);
  const [above, setAbove] = useState(false);
  const [active, setActive] = useState(0);

  const options: CountryOption[] = [...list.preferred, ...list.rest];
  const separatorBefore =
    list.preferred.length > 0 && list.rest.length > 0 ? list.preferred.length : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: MouseEvent | TouchEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    document.addEventListener('touchstart', closeOnOutside);
    return () => {
      document.removeEventListener('mousedown', closeOnOutside);
      document.removeEventListener('touchstart', closeOnOutside);
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const option = listRef.current?.querySelector(`[data-index="${active}"]`);
    // jsdom has no scrollIntoView.
    if (option instanceof HTMLElement) option.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  useEffect(
    () => () => {
      if (typedTimer.current !== null) clearTimeout(typedTimer.current);
    },
    [],
  );

  const openList = (highlight?: number) => {
    const rect = anchorRef.current?.getBoundingClientRect();
    setAbove(rect !== undefined && shouldOpenAbove(rect, window.innerHeight));
    const selected = options.findIndex((option) => option.code === country);
    setActive(highlight ?? Math.max(selected, 0));
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    typed.current = '';
  };

  const choose = (index: number) => {
    const option = options[index];
    close();
    if (option) onSelect(option.code);
  };

  /** Index of the first country whose name starts with the letters typed so far, or -1. */
  const typeToFind = (letter: string): number => {
    if (typedTimer.current !== null) clearTimeout(typedTimer.current);
    typedTimer.current = setTimeout(() => {
      typed.current = '';
      typedTimer.current = null;
    }, TYPE_TO_FIND_RESET_MS);
    typed.current += searchKey(letter);
    const buffer = typed.current;
    const found = options.findIndex((option) => searchKey(option.name).startsWith(buffer));
    if (found >= 0 || buffer.length < 2) return found;
    // 'sss' with no such name cycles through the countries starting with 's' (APG behaviour).
    const first = buffer.charAt(0);
    if ([...buffer].some((char) => char !== first)) return -1;
    const matches = options
      .map((option, index) => (searchKey(option.name).startsWith(first) ? index : -1))
      .filter((index) => index >= 0);
    return matches[(buffer.length - 1) % matches.length] ?? -1;
  };

  const last = options.length - 1;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        openList();
      } else if (event.key === 'Home' || event.key === 'End') {
        event.preventDefault();
        openList(event.key === 'Home' ? 0 : last);
      } else if (isPrintable(event) && event.key !== ' ') {
        event.preventDefault();
        const found = typeToFind(event.key);
        openList(found >= 0 ? found : undefined);
      }
      return;
    }
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
      case 'Home':
        event.preventDefault();
        setActive(0);
        return;
      case 'End':
        event.preventDefault();
        setActive(last);
        return;
      case 'Enter':
        event.preventDefault();
        choose(active);
        return;
      case 'Escape':
        // Stop here so a surrounding modal does not close as well.
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
      case 'Tab':
        // Focus moves on by itself (to the phone input next to it).
        close();
        return;
    }
    if (event.key === ' ' && typed.current === '') {
      event.preventDefault();
      swallowSpaceClick.current = true;
      choose(active);
      return;
    }
    if (isPrintable(event)) {
      event.preventDefault();
      const found = typeToFind(event.key);
      if (found >= 0) setActive(found);
    }
  };

  const onKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === ' ' && swallowSpaceClick.current) {
      event.preventDefault();
      swallowSpaceClick.current = false;
    }
  };

  const dialCode = country === null ? null : getCountryCallingCode(country);
  const label =
    country === null
      ? 'Country: none chosen'
      : `Country: ${countryName(country)} +${dialCode ?? ''}`;

  return (
    <div className="phone-input__country" ref={rootRef}>
      <button
        type="button"
        role="combobox"
        className="phone-input__country-button"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(active) : undefined}
        disabled={disabled}
        onClick={() => (open ? close() : openList())}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
      >
        <span className="phone-input__flag" aria-hidden="true">
          {country === null ? '🌐' : flagEmoji(country)}
        </span>
        {dialCode !== null && <span className="phone-input__dial">+{dialCode}</span>}
        <span className="phone-input__arrow" aria-hidden="true" />
      </button>
      {open && (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label="Countries"
          className={`phone-input__list${above ? ' phone-input__list--above' : ''}`}
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
                // Keeps focus (and so aria-activedescendant) on the button.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => {
                  if (index !== active) setActive(index);
                }}
                onClick={() => choose(index)}
              >
                <span className="phone-input__flag" aria-hidden="true">
                  {option.flag}
                </span>
                <span className="phone-input__option-name">{option.name}</span>
                <span className="phone-input__option-dial">+{option.dialCode}</span>
              </li>,
            ];
          })}
        </ul>
      )}
    </div>
  );
}
