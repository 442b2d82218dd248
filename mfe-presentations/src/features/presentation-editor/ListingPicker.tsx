import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { getOptions } from '@phuket/shared/api';
import { getPresentationOptions } from '@phuket/shared/api/presentations';
import type { ListingSummary as Card } from '@phuket/shared/api';
import type { OptionsResponse } from '@phuket/shared/domain';
import { FiltersBar, ListingCard, Pagination } from '@phuket/shared/ui';
import type { PresentationEditorStore } from './editor-store';
import { itemListingFromCard } from './editor-api';
import { ListingPickerStore } from './picker-store';

const EMPTY_OPTIONS: OptionsResponse = {
  locations: [],
  amenities: [],
  developers: [],
  projects: [],
};

/** The filters bar's choices; a failure leaves the lists empty and the bar still works. */
function useFilterOptions(offerType: 'Sale' | 'Rent'): OptionsResponse {
  const [options, setOptions] = useState(EMPTY_OPTIONS);
  useEffect(() => {
    let current = true;
    getOptions(offerType).then(
      (result) => {
        if (current) setOptions(result);
      },
      (error: unknown) => console.error('Filter options could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [offerType]);
  return options;
}

/**
 * "Add listings": all published listings (the owner's and other brokers'), found with the
 * site's filters bar, 6 a page, priced in the presentation's currency. Add puts a listing at
 * the end of the chosen list; a chosen one says so and can be taken out here too.
 */
export const ListingPicker = observer(function ListingPicker({
  editor,
}: {
  editor: PresentationEditorStore;
}) {
  const [picker] = useState(
    () => new ListingPickerStore<Card>(getPresentationOptions, editor.values.currency),
  );
  const options = useFilterOptions(picker.filters.offer_type === 'Rent' ? 'Rent' : 'Sale');
  const currency = editor.values.currency;
  useEffect(() => {
    picker.setCurrency(currency);
  }, [picker, currency]);
  useEffect(() => {
    void picker.load();
  }, [picker]);

  const chosen = editor.listingIds;
  const meta = picker.meta;
  return (
    <section className="pres-editor__section pres-picker" aria-labelledby="pres-picker-title">
      <h2 id="pres-picker-title">Add listings</h2>
      <p className="pres-editor__hint">
        Every published listing on the site, yours and other brokers’. Prices in {currency}.
      </p>
      <FiltersBar
        value={picker.filters}
        options={options}
        onApply={(next) => picker.applyFilters(next)}
      />
      <p className="pres-picker__count" role="status">
        {picker.status === 'loading'
          ? 'Searching…'
          : picker.status === 'error'
            ? ''
            : meta
              ? `${meta.total} ${meta.total === 1 ? 'listing' : 'listings'} found`
              : ''}
      </p>
      {picker.status === 'error' ? (
        <div className="pres-editor__state" role="alert">
          <p>The listings could not be loaded.</p>
          <button type="button" className="button" onClick={() => void picker.load()}>
            Retry
          </button>
        </div>
      ) : (
        <ul className="pres-picker__results" aria-busy={picker.status === 'loading'}>
          {picker.results.map((card) => {
            const added = chosen.has(card.id);
            const title = card.title ?? 'Untitled listing';
            return (
              <li key={card.id} data-testid="listing-option">
                <ListingCard
                  listing={card}
                  actions={
                    <button
                      type="button"
                      className={`button ${added ? 'button--secondary' : ''} pres-picker__add`}
                      aria-label={added ? `Added: remove ${title}` : `Add ${title}`}
                      onClick={() =>
                        added
                          ? editor.removeListing(card.id)
                          : editor.addListing(itemListingFromCard(card))
                      }
                    >
                      {added ? 'Added: remove' : 'Add'}
                    </button>
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
      {meta ? (
        <div className="pres-picker__pages">
          <Pagination
            meta={meta}
            onPageChange={(page) => picker.setPage(page)}
            label="Pages of listings to add"
          />
        </div>
      ) : null}
    </section>
  );
});
