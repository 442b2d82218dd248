import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { ListingDraft } from '@phuket/shared/api/listings';
import type { Listing } from '@phuket/shared/domain';
import type { PublishRequirement } from '@phuket/shared/contract';
import { PUBLISH_REQUIREMENTS, coverFirst } from '@phuket/shared/contract';
import { Link } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import { ListingCard } from '@phuket/shared/ui';
import { DuplicateCheck } from './duplicates-store';
import { DuplicateWarning } from './DuplicateWarning';
import type { WizardOptions } from './wizard-store';
import type { StepProps } from './wizard-steps';
import { stepFixing } from './wizard-steps';

const REQUIREMENT_LABELS: Record<PublishRequirement, string> = {
  title: 'A title',
  property_type: 'A property type',
  offer_type: 'An offer type',
  price: 'A price above 0',
  location: 'An area',
  photos: 'At least 3 photos',
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
  };
}

/**
 * The last step: the card as visitors will see it, a link to the whole property page as they
 * will see it (the catalog's /properties/{id}?preview, a new tab), what is missing, Publish.
 */
export default observer(function PreviewStep({ store, steps, stepHref }: StepProps) {
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
  if (!draft) return <p>Save the first step to see the preview.</p>;
  const { completeness } = draft;
  const published = draft.status === 'published';

  return (
    <div className="listing-preview">
      <div className="listing-preview__top">
        <section aria-labelledby="listing-preview-card" className="listing-preview__card">
          <h3 id="listing-preview-card">The card in search results</h3>
          <ListingCard
            listing={draftCard(draft, store.options)}
            loading="eager"
            linked={draft.status === 'published'}
          />
          <p className="listing-preview__page">
            {/* A new tab: the wizard keeps its place; the catalog renders the preview. */}
            <a href={`${paths.property(draft.id)}?preview`} target="_blank" rel="noopener">
              Open the page as visitors will see it
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </section>
        <section aria-labelledby="listing-preview-checklist" className="listing-preview__checklist">
          <h3 id="listing-preview-checklist">Ready to publish?</h3>
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
                  {REQUIREMENT_LABELS[requirement]}
                  {requirement === 'photos' ? ` (${completeness.photos_count} now)` : ''}
                  <span className="visually-hidden">{met ? ': done' : ': missing'}</span>
                  {!met && fix !== null ? (
                    <>
                      {' '}
                      <Link
                        to={stepHref(fix)}
                        onClick={() => {
                          store.moved = true;
                        }}
                      >
                        Add in {steps[fix - 1]?.label}
                        <span className="visually-hidden">
                          {' '}
                          ({REQUIREMENT_LABELS[requirement]})
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
              Published. It is now in the search.{' '}
              <Link to={paths.property(draft.id)}>See its page</Link>
            </p>
          ) : (
            <>
              <button
                type="button"
                className="button"
                disabled={!completeness.ready || store.publishing || store.unsaved}
                aria-describedby={completeness.ready ? undefined : 'listing-publish-why'}
                onClick={() => void store.publish()}
              >
                {store.publishing
                  ? 'Publishing…'
                  : duplicates.matches.length > 0
                    ? 'Publish anyway'
                    : 'Publish'}
              </button>
              {completeness.ready ? null : (
                <p id="listing-publish-why" className="listing-wizard__hint">
                  Publishing needs everything above.
                </p>
              )}
            </>
          )}
          {published ? null : <DuplicateWarning check={duplicates} />}
          {store.publishError ? (
            <div className="listing-wizard__alert" role="alert">
              <p>{store.publishError.message}</p>
              {store.publishError.details.length > 0 ? (
                <ul>
                  {store.publishError.details.map((detail) => (
                    <li key={detail}>{detail}</li>
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
