import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { ListingDraft } from '@phuket/shared/api';
import type { Listing } from '@phuket/shared/domain';
import type { PublishRequirement } from '@phuket/shared/contract';
import { PUBLISH_REQUIREMENTS } from '@phuket/shared/contract';
import { formatArea, formatDiscount, formatPrice } from '@phuket/shared/format';
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
    albums: draft.albums,
  };
}

/** The facts of the summary, label and text; what is not filled in says so. */
function summary(draft: ListingDraft, options: WizardOptions | null): [string, string][] {
  const none = 'Not given';
  const amenities = (options?.amenities ?? [])
    .filter((amenity) => draft.amenities.includes(amenity.id))
    .map((amenity) => amenity.name);
  return [
    ['Offer type', [draft.offer_type, draft.rental_type].filter(Boolean).join(', ') || none],
    ['Property type', draft.property_type ?? none],
    ['Stage', draft.property_stage ?? none],
    ['Area', nameOf(options?.locations ?? [], draft.location_id)?.name ?? none],
    ['Address', draft.address ?? none],
    [
      'Map position',
      draft.latitude !== null && draft.longitude !== null
        ? `${draft.latitude}, ${draft.longitude}`
        : none,
    ],
    ['Developer', nameOf(options?.developers ?? [], draft.developer_id)?.title ?? none],
    ['Project', nameOf(options?.projects ?? [], draft.project_id)?.title ?? none],
    ['Price', draft.price !== null ? formatPrice(draft) : none],
    ['Discount', formatDiscount(draft.discount) ?? none],
    ['Bedrooms', draft.bedrooms !== null ? String(draft.bedrooms) : none],
    ['Bathrooms', draft.bathrooms !== null ? String(draft.bathrooms) : none],
    ['Size', formatArea(draft.area) ?? none],
    ['Furniture', draft.furniture ?? none],
    ['Tenure', draft.tenure ?? none],
    [
      'Foreign quota',
      draft.foreign_quota === null ? none : draft.foreign_quota ? 'Yes' : 'No, Thai quota',
    ],
    ['Amenities', amenities.length > 0 ? amenities.join(', ') : none],
  ];
}

/** The video, floor plan and public documents as the property page shows them. */
function PreviewMedia({ draft }: { draft: ListingDraft }) {
  const video = draft.video_status;
  const plans = draft.floor_plan_photos;
  const documents = draft.documents.filter((d) => d.visibility === 'public');
  if (!video && plans.length === 0 && documents.length === 0) return null;
  return (
    <section aria-labelledby="listing-preview-media" className="listing-preview__media">
      <h3 id="listing-preview-media">Video, floor plan and documents</h3>
      {video?.state === 'ready' && video.url ? (
        // Owners upload walkthroughs without caption files; we have none to offer.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          src={video.url}
          poster={video.poster_url ?? undefined}
          controls
          preload="none"
          width={640}
          height={360}
        />
      ) : null}
      {video?.state === 'processing' ? <p>Processing video…</p> : null}
      {plans.length > 0 ? (
        <ul className="listing-preview__plans">
          {plans.map((photo, index) => (
            <li key={photo.id}>
              <img
                src={photo.thumb_url}
                alt={`Floor plan ${index + 1} of ${plans.length}`}
                width={240}
                height={180}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      ) : null}
      {documents.length > 0 ? (
        <ul className="listing-preview__documents">
          {documents.map((document) => (
            <li key={document.id}>{document.title} (PDF, public)</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The last step: the card as visitors will see it, the details, what is missing, Publish. */
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
      <section aria-labelledby="listing-preview-details">
        <h3 id="listing-preview-details">Details</h3>
        <dl className="listing-preview__facts">
          {summary(draft, store.options).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {draft.description ? (
          <>
            <h4>Description</h4>
            <p className="listing-preview__description">{draft.description}</p>
          </>
        ) : null}
      </section>
      <PreviewMedia draft={draft} />
    </div>
  );
});
