import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { getOptions } from '@phuket/shared/api';
import { getPresentationOptions } from '@phuket/shared/api/presentations';
import type { ListingSummary as Card } from '@phuket/shared/api';
import type { OptionsResponse } from '@phuket/shared/domain';
import { useMessages } from '@phuket/shared/i18n';
import { FiltersBar } from '@phuket/shared/filters-bar';
import { ListingCard, Pagination } from '@phuket/shared/ui';
import { presentationsMessages } from '../../common/messages';
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
  const t = useMessages(presentationsMessages);
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
      <h2 id="pres-picker-title">{t('editor.picker_title')}</h2>
      <p className="pres-editor__hint">{t('editor.picker_hint', { currency })}</p>
      <FiltersBar
        value={picker.filters}
        options={options}
        onApply={(next) => picker.applyFilters(next)}
      />
      <p className="pres-picker__count" role="status">
        {picker.status === 'loading'
          ? t('editor.searching')
          : picker.status === 'error'
            ? ''
            : meta
              ? t('editor.found', { count: meta.total })
              : ''}
      </p>
      {picker.status === 'error' ? (
        <div className="pres-editor__state" role="alert">
          <p>{t('editor.picker_error')}</p>
          <button type="button" className="button" onClick={() => void picker.load()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <ul className="pres-picker__results" aria-busy={picker.status === 'loading'}>
          {picker.results.map((card) => {
            const added = chosen.has(card.id);
            const title = card.title ?? t('editor.untitled');
            return (
              <li key={card.id} data-testid="listing-option">
                <ListingCard
                  listing={card}
                  actions={
                    <button
                      type="button"
                      className={`button ${added ? 'button--secondary' : ''} pres-picker__add`}
                      aria-label={
                        added
                          ? t('editor.added_remove_label', { title })
                          : t('editor.add_label', { title })
                      }
                      onClick={() =>
                        added
                          ? editor.removeListing(card.id)
                          : editor.addListing(itemListingFromCard(card))
                      }
                    >
                      {added ? t('editor.added_remove') : t('editor.add')}
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
            label={t('editor.picker_pages')}
          />
        </div>
      ) : null}
    </section>
  );
});
