import { useEffect, useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { getLocations, getSearchSuggestions, serverDataKeys } from '@phuket/shared/api';
import { useServerData } from '@phuket/shared/ssr';
import type { SearchSuggestion } from '@phuket/shared/domain';
import {
  LOCATION_PLACEHOLDER_ID,
  LocationSearchStore,
  SUGGESTION_GROUP_IDS,
  type FreeTextSearch,
} from './location-search-store';
import './location-search.css';
import { sharedMessages, useLabels, useMessages } from '@phuket/shared/i18n';

/** A store of the API's suggestions, for a host that also reads the typed text. */
export function createLocationSearchStore(): LocationSearchStore {
  return new LocationSearchStore(getSearchSuggestions);
}

export interface LocationSearchProps {
  /** The host's store when it reads the typed text itself (Get WOW, Apply); else one of its own. */
  store?: LocationSearchStore;
  /** Every area, listed with nothing typed; fetched when not given. */
  areas?: readonly { id: number; name: string }[];
  /**
   * Enter on typed text with nothing highlighted: when given, the text is searched for as
   * it is sent (the best matching area, else the text); otherwise the best match of any kind
   * is chosen.
   */
  onSubmitText?: (choice: FreeTextSearch) => void;
  className?: string;
  /**
   * A suggestion was chosen; `andSearch` when it came from Enter with nothing highlighted
   * (the visitor asked to search, not only to fill the field).
   */
  onChoose: (item: SearchSuggestion, andSearch: boolean) => void;
  /** The text no longer names the chosen area. */
  onEdit: () => void;
  /** Enter on text that matches nothing: search without a location. */
  onSearch: () => void;
}

/**
 * The location field of the hero and the filters bar: an ARIA combobox whose listbox groups
 * the API's suggestions under Areas, Projects, Developers and Properties.
 */
export const LocationSearch = observer(function LocationSearch({
  store: hostStore,
  areas,
  onSubmitText,
  className,
  onChoose,
  onEdit,
  onSearch,
}: LocationSearchProps) {
  const [ownStore] = useState(() => hostStore ?? createLocationSearchStore());
  const store = hostStore ?? ownStore;
  const id = useId();
  const t = useMessages(sharedMessages);
  const labels = useLabels();
  const listId = `${id}-list`;
  const optionId = (item: SearchSuggestion) => `${id}-${item.kind}-${item.id}`;

  // A server-rendered page already carries every area (its footer names them): hydrating
  // needs no request, and so no API client, before the page is interactive.
  // Read once: the server's answers are dropped after hydration.
  const serverData = useServerData();
  const [rendered] = useState(() =>
    areas ? undefined : serverData.get<{ id: number; name: string }[]>(serverDataKeys.locations()),
  );
  const known = areas ?? rendered;

  useEffect(() => {
    if (known) {
      store.setAreas(known);
      return undefined;
    }
    let current = true;
    // docs/product-rules.md §8: a locations failure is ignored; the list then starts empty until one types.
    getLocations().then(
      (list) => current && store.setAreas(list),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [store, known]);

  useEffect(() => () => store.dispose(), [store]);

  const choose = (item: SearchSuggestion, andSearch: boolean) => {
    store.showChoice(item.kind === 'area' ? labels.location(item.label) : item.label);
    onChoose(item, andSearch);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        store.move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter': {
        const active = store.active;
        if (active) {
          event.preventDefault();
          choose(active, false);
        } else if (store.open && store.query.trim() !== '' && onSubmitText) {
          event.preventDefault();
          store.close();
          store.freeText().then(onSubmitText, () => onSearch());
        } else if (store.open && store.query.trim() !== '') {
          // Typed text, nothing highlighted: search for its best match of any kind.
          event.preventDefault();
          store.bestMatch().then(
            (best) => (best ? choose(best, true) : onSearch()),
            () => onSearch(),
          );
        }
        // Otherwise (the field shows a chosen area) Enter submits the hero form as usual.
        break;
      }
      case 'Escape':
        if (store.open) {
          event.preventDefault();
          store.close();
        }
        break;
      case 'Tab':
        store.close();
        break;
      default:
        break;
    }
  };

  const active = store.active;
  const showList = store.open && (store.groups.length > 0 || store.noMatches);

  return (
    <div
      className={['location-search', showList && 'location-search--open', className]
        .filter(Boolean)
        .join(' ')}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('location_search.label')}
      </label>
      <input
        id={`${id}-input`}
        className="location-search__input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(active) : undefined}
        placeholder={t(LOCATION_PLACEHOLDER_ID)}
        value={store.query}
        onFocus={() => store.openList()}
        onClick={() => store.openList()}
        onBlur={() => store.close()}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          store.setQuery(event.target.value);
          onEdit();
        }}
      />
      <div className="location-search__popup" hidden={!showList}>
        {showList && store.noMatches ? (
          <p className="location-search__empty">{t('location_search.no_matches')}</p>
        ) : null}
        <div
          id={listId}
          className="location-search__list"
          role="listbox"
          aria-label={t('location_search.suggestions')}
        >
          {showList
            ? store.groups.map((group) => (
                <div
                  key={group.kind}
                  role="group"
                  aria-labelledby={`${id}-group-${group.kind}`}
                  className="location-search__group"
                >
                  <div
                    id={`${id}-group-${group.kind}`}
                    role="presentation"
                    className="location-search__heading"
                  >
                    {t(SUGGESTION_GROUP_IDS[group.kind])}
                  </div>
                  {group.items.map(({ item, index }) => (
                    <div
                      key={`${item.kind}-${item.id}`}
                      id={optionId(item)}
                      role="option"
                      // Focus stays in the input (aria-activedescendant); -1 keeps it out of Tab.
                      tabIndex={-1}
                      aria-selected={index === store.activeIndex}
                      className={`location-search__option${
                        index === store.activeIndex ? ' location-search__option--active' : ''
                      }`}
                      // mousedown, not click: the input's blur would close the list first.
                      onMouseDown={(event) => {
                        event.preventDefault();
                        choose(item, false);
                      }}
                      onMouseEnter={() => store.setActive(index)}
                    >
                      {/* An area is named by the site, in the page's language; a project's,
                          developer's or listing's title is its supplier's own words. */}
                      {item.kind === 'area' ? (
                        <span className="location-search__label">
                          {labels.location(item.label)}
                        </span>
                      ) : (
                        <span className="location-search__label" data-user-content>
                          {item.label}
                        </span>
                      )}
                      {item.detail ? (
                        <span className="location-search__detail">
                          <span className="visually-hidden">, </span>
                          {labels.location(item.detail)}
                        </span>
                      ) : null}
                    </div>
                  ))}
                </div>
              ))
            : null}
        </div>
      </div>
    </div>
  );
});
