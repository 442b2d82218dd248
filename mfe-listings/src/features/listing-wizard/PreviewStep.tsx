import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { ListingDraft } from '@phuket/shared/api/listings';
import type { Listing } from '@phuket/shared/domain';
import { titlesOf } from '@phuket/shared/domain';
import type { PublishRequirement } from '@phuket/shared/contract';
import { PUBLISH_REQUIREMENTS, coverFirst } from '@phuket/shared/contract';
import { localizePath, msgId, useLocale, useMessages } from '@phuket/shared/i18n';
import { Link } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import { ListingCard } from '@phuket/shared/ui';
import { useContractText } from '../../common/contract-texts';
import { listingsMessages } from '../../common/messages';
import { DuplicateCheck } from './duplicates-store';
import { DuplicateWarning } from './DuplicateWarning';
import type { WizardOptions } from './wizard-store';
import type { StepProps } from './wizard-steps';
import { stepFixing } from './wizard-steps';

const REQUIREMENT_LABELS: Record<PublishRequirement, string> = {
  title: msgId('preview.needs_title'),
  property_type: msgId('preview.needs_property_type'),
  offer_type: msgId('preview.needs_offer_type'),
  price: msgId('preview.needs_price'),
  location: msgId('preview.needs_location'),
  photos: msgId('preview.needs_photos'),
};

const nameOf = (
  list: readonly { id: number; name?: string; title?: string }[],
  id: number | null,
) => (id === null ? null : (list.find((item) => item.id === id) ?? null));

/** The draft as the catalog's card shows it (the card wants a number for the price). */
export function draftCard(draft: ListingDraft, options: WizardOptions | null): Listing {
  const location = nameOf(options?.locations ?? [], draft.location_id);
  return {
    id: draft.id,
    title: draft.title,
    // The card shows the broker the title a visitor in their language will read.
    language: draft.language,
    title_translations: titlesOf(draft.translations),
    price: draft.price ?? 0,
    discount: draft.discount,
    currency: draft.currency,
    property_type: draft.property_type,
    property_stage: draft.property_stage,
    offer_type: draft.offer_type,
    rental_type: draft.rental_type,
    bedrooms: draft.bedrooms,
    bathrooms: draft.bathrooms,
    area: draft.area,
    location: location?.name ?? null,
    location_id: draft.location_id,
    latitude: draft.latitude,
    longitude: draft.longitude,
    developer_logo: null,
    // A HEIC still converting, or one that failed, is not public: the card shows what visitors
    // will, opening on the cover as the search card and the property page do.
    albums: coverFirst(
      draft.albums.map((album) => ({
        ...album,
        photos: album.photos.filter((photo) => photo.status === 'ready'),
      })),
    ),
    tenure: draft.tenure,
    foreign_quota: draft.foreign_quota,
    // The listing's own lease years; a project's, its quota left and whether a foreigner can
    // own it freehold are the API's to say (one rule, in SQL): the property page preview shows them.
    leasehold_years: draft.tenure === 'Leasehold' ? draft.leasehold_years : null,
    foreign_quota_units: null,
    foreign_freehold: false,
    // A draft has no price history yet.
    reduced_percent: null,
  };
}

/**
 * The last step: the card as visitors will see it, a link to the whole property page as they
 * will see it (the catalog's /properties/{id}?preview, a new tab), what is missing, Publish.
 */
export default observer(function PreviewStep({ store, steps, stepHref }: StepProps) {
  const t = useMessages(listingsMessages);
  const locale = useLocale();
  const contractText = useContractText();
  useEffect(() => {
    void store.loadOptions();
  }, [store]);
  const [duplicates] = useState(() => new DuplicateCheck());
  const draftId = store.draft?.id;
  const draftVersion = store.draft?.version;
  const draftStatus = store.draft?.status;
  useEffect(() => {
    // Only a listing about to go live is compared; a published one was checked when it went.
    if (draftId !== undefined && draftStatus !== 'published') void duplicates.load(draftId);
  }, [duplicates, draftId, draftVersion, draftStatus]);
  const draft = store.draft;
  if (!draft) return <p>{t('preview.save_first')}</p>;
  const { completeness } = draft;
  const published = draft.status === 'published';
  // Sent, or refused, by the site staff: nothing to publish from here (docs/moderation.md).
  const decided = draft.status === 'pending' || draft.status === 'rejected';

  return (
    <div className="listing-preview">
      <div className="listing-preview__top">
        <section aria-labelledby="listing-preview-card" className="listing-preview__card">
          <h3 id="listing-preview-card">{t('preview.card_heading')}</h3>
          <ListingCard
            listing={draftCard(draft, store.options)}
            loading="eager"
            linked={draft.status === 'published'}
          />
          <p className="listing-preview__page">
            {/* A new tab: the wizard keeps its place; the catalog renders the preview. */}
            <a
              href={localizePath(locale, `${paths.property(draft.id)}?preview`)}
              target="_blank"
              rel="noopener"
            >
              {t('preview.open_page')}
              <span className="visually-hidden"> {t('preview.new_tab')}</span>
            </a>
          </p>
        </section>
        <section aria-labelledby="listing-preview-checklist" className="listing-preview__checklist">
          <h3 id="listing-preview-checklist">{t('preview.checklist_heading')}</h3>
          <ul>
            {PUBLISH_REQUIREMENTS.map((requirement) => {
              const met = completeness.met[requirement];
              const fix = stepFixing(steps, requirement);
              return (
                <li
                  key={requirement}
                  className={met ? 'listing-preview__met' : 'listing-preview__unmet'}
                  data-requirement={requirement}
                >
                  <span aria-hidden="true">{met ? '✓' : '✗'}</span>{' '}
                  {t(REQUIREMENT_LABELS[requirement])}
                  {requirement === 'photos'
                    ? ` ${t('preview.photos_now', { count: completeness.photos_count })}`
                    : ''}
                  <span className="visually-hidden">
                    {met ? t('preview.done') : t('preview.missing')}
                  </span>
                  {!met && fix !== null ? (
                    <>
                      {' '}
                      <Link
                        to={stepHref(fix)}
                        onClick={() => {
                          store.moved = true;
                        }}
                      >
                        {t('preview.add_in', { step: t(steps[fix - 1]?.label ?? '') })}
                        <span className="visually-hidden">
                          {' '}
                          {t('preview.fix_for', {
                            requirement: t(REQUIREMENT_LABELS[requirement]),
                          })}
                        </span>
                      </Link>
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {published ? (
            <p className="listing-preview__published" role="status">
              {t('preview.published')}{' '}
              <Link to={paths.property(draft.id)}>{t('preview.see_page')}</Link>
            </p>
          ) : draft.status === 'pending' ? (
            <p className="listing-preview__published" role="status">
              {t('preview.pending')}
            </p>
          ) : draft.status === 'rejected' ? (
            <p className="listing-preview__refused" role="status">
              {t('my_listings.rejected_note')} <q data-user-content>{draft.moderation_note}</q>
            </p>
          ) : (
            <>
              {draft.moderation_note !== null ? (
                <p className="listing-preview__refused">
                  {t('my_listings.changes_note')} <q data-user-content>{draft.moderation_note}</q>
                </p>
              ) : null}
              <button
                type="button"
                className="button"
                disabled={!completeness.ready || store.publishing || store.unsaved}
                aria-describedby={completeness.ready ? undefined : 'listing-publish-why'}
                onClick={() => void store.publish()}
              >
                {store.publishing
                  ? t('preview.publishing')
                  : duplicates.matches.length > 0
                    ? t('preview.publish_anyway')
                    : t('preview.publish')}
              </button>
              {completeness.ready ? null : (
                <p id="listing-publish-why" className="field-hint">
                  {t('preview.publish_why')}
                </p>
              )}
            </>
          )}
          {published || decided ? null : <DuplicateWarning check={duplicates} />}
          {store.publishError ? (
            <div className="listing-wizard__alert" role="alert">
              <p>{contractText(store.publishError.message)}</p>
              {store.publishError.details.length > 0 ? (
                <ul>
                  {store.publishError.details.map((detail) => (
                    <li key={detail}>{contractText(detail)}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </section>
      </div>
    </div>
  );
});
