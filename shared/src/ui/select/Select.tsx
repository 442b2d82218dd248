import type { KeyboardEvent } from 'react';
import { useId, useRef, useState } from 'react';
import type { SelectOption } from '../multi-select/MultiSelect';
import './select.css';
import { sharedMessages, useMessages } from '@phuket/shared/i18n';

export interface SelectProps<V extends string | number> {
  label: string;
  hideLabel?: boolean;
  options: readonly SelectOption<V>[];
  value: V | null;
  onChange: (next: V | null) => void;
  placeholder?: string;
  /** Shows a clear button while something is selected. */
  clearable?: boolean;
  optionsLimit?: number;
  className?: string;
}

/** Single choice with type-to-search (ARIA combobox with a listbox popup). */
export function Select<V extends string | number>({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  placeholder,
  clearable = true,
  optionsLimit = 1000,
  className,
}: SelectProps<V>) {
  const id = useId();
  const t = useMessages(sharedMessages);
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  const selected = options.find((option) => option.value === value) ?? null;
  const needle = query.trim().toLowerCase();
  const matches = (
    needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options
  ).slice(0, optionsLimit);
  const activeIndex = Math.min(active, Math.max(0, matches.length - 1));

  const openList = () => {
    if (open) return;
    setQuery('');
    const index = selected ? options.indexOf(selected) : 0;
    setActive(index < 0 ? 0 : index);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const choose = (option: SelectOption<V>) => {
    onChange(option.value);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActive(Math.min(activeIndex + 1, matches.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive(Math.max(activeIndex - 1, 0));
        break;
      case 'Enter': {
        const option = matches[activeIndex];
        if (open && option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        if (open) {
          // Only this list closes, not a dropdown panel around it.
          event.stopPropagation();
          event.nativeEvent.stopImmediatePropagation();
          close();
        }
        break;
      case 'Tab':
        close();
        break;
      default:
        break;
    }
  };

  let empty: string | null = null;
  if (options.length === 0) empty = t('multi_select.empty_list');
  else if (matches.length === 0) empty = t('multi_select.empty_search');
  const activeOption = open ? matches[activeIndex] : undefined;

  return (
    <div className={['select', open && 'select--open', className].filter(Boolean).join(' ')}>
      <label htmlFor={`${id}-input`} className={hideLabel ? 'visually-hidden' : 'select__label'}>
        {label}
      </label>
      <div className="select__control">
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="select__input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            activeOption ? `${id}-option-${String(activeOption.value)}` : undefined
          }
          placeholder={open && selected ? selected.label : (placeholder ?? t('select.placeholder'))}
          value={open ? query : (selected?.label ?? '')}
          onFocus={openList}
          onClick={openList}
          onBlur={close}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
        />
        {clearable && selected ? (
          <button
            type="button"
            className="select__clear"
            aria-label={t('select.clear', { label: label.toLowerCase() })}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              onChange(null);
              inputRef.current?.focus();
            }}
          >
            <svg viewBox="0 0 10 10" width="10" height="10" aria-hidden="true">
              <path d="m1 1 8 8M9 1 1 9" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </button>
        ) : null}
      </div>
      <ul id={listId} className="select__list" role="listbox" aria-label={label} hidden={!open}>
        {open && empty ? (
          <li className="select__empty" role="presentation">
            {empty}
          </li>
        ) : null}
        {open
          ? matches.map((option, index) => (
              <li
                key={String(option.value)}
                id={`${id}-option-${String(option.value)}`}
                role="option"
                aria-selected={option.value === value}
                className={`select__option${index === activeIndex ? ' select__option--active' : ''}`}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
                onMouseEnter={() => setActive(index)}
              >
                {option.label}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
