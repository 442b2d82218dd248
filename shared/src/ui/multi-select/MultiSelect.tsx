import { useId, useState } from 'react';
import './multi-select.css';
import { sharedMessages, useMessages } from '@phuket/shared/i18n';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

export const EMPTY_SEARCH_TEXT = 'No elements found. Consider changing the search query.';
export const EMPTY_LIST_TEXT = 'List is empty.';
export const MULTI_SELECT_OPTIONS_LIMIT = 1000;
export const MULTI_SELECT_HEIGHT = 300;

export interface MultiSelectProps<V extends string | number> {
  label: string;
  /** Keeps the label for screen readers only (a dropdown already names the list). */
  hideLabel?: boolean;
  options: readonly SelectOption<V>[];
  value: readonly V[];
  onChange: (next: V[]) => void;
  searchable?: boolean;
  searchPlaceholder?: string;
  /** At most this many matches are rendered, which keeps long lists fast. */
  optionsLimit?: number;
  /** Maximum height of the list in px; it scrolls beyond. */
  height?: number;
}

/** Searchable list of checkboxes. */
export function MultiSelect<V extends string | number>({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  searchable = true,
  searchPlaceholder,
  optionsLimit = MULTI_SELECT_OPTIONS_LIMIT,
  height = MULTI_SELECT_HEIGHT,
}: MultiSelectProps<V>) {
  const id = useId();
  const t = useMessages(sharedMessages);
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const matches = needle
    ? options.filter((option) => option.label.toLowerCase().includes(needle))
    : options;
  const shown = matches.slice(0, optionsLimit);

  const toggle = (optionValue: V, checked: boolean) => {
    if (checked) {
      if (!value.includes(optionValue)) onChange([...value, optionValue]);
    } else {
      onChange(value.filter((item) => item !== optionValue));
    }
  };

  let empty: string | null = null;
  if (options.length === 0) empty = t('multi_select.empty_list');
  else if (shown.length === 0) empty = t('multi_select.empty_search');

  return (
    <div className="multi-select">
      <span id={`${id}-label`} className={hideLabel ? 'visually-hidden' : 'multi-select__label'}>
        {label}
      </span>
      {searchable && options.length > 0 ? (
        <input
          type="search"
          className="multi-select__search"
          placeholder={searchPlaceholder ?? t('multi_select.search')}
          aria-label={t('multi_select.search_in', { label: label.toLowerCase() })}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      ) : null}
      {empty ? (
        <p className="multi-select__empty" role="status">
          {empty}
        </p>
      ) : (
        <div
          className="multi-select__list"
          role="group"
          aria-labelledby={`${id}-label`}
          style={{ maxHeight: height }}
        >
          {shown.map((option) => {
            const checked = value.includes(option.value);
            return (
              <label
                key={String(option.value)}
                className={`multi-select__option${checked ? ' multi-select__option--checked' : ''}`}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
                <span>{option.label}</span>
              </label>
            );
          })}
        </div>
      )}
    </div>
  );
}
