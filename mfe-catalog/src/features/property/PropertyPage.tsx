import { useEffect, useMemo, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from '@phuket/shared/router';
import type { ListingPreview, PropertyDetail } from '@phuket/shared/api';
import { serverDataKeys, getListingPreview, getProperty } from '@phuket/shared/api';
import type { ListingStatus } from '@phuket/shared/domain';
import { descriptionIn, detailTitleIn, langIfOther } from '@phuket/shared/domain';
import { RECENT_PRICE_DROP_DAYS, coverFirst } from '@phuket/shared/contract';
import { useServerData } from '@phuket/shared/ssr';
import {
  formatDiscount,
  formatNumber,
  priceBeforeDiscount,
  rentSuffix,
  listingOwnership,
  roomFacts,
  tenureSummary,
} from '@phuket/shared/format';
import { paths } from '@phuket/shared/routes';
import { useStores } from '@phuket/shared/stores';
import { EnquiryForm } from '@phuket/shared/enquiry';
import {
  ContactButtons,
  SaveButton,
  ShownIn,
  Skeleton,
  SkeletonText,
  VerifiedBadge,
} from '@phuket/shared/ui';
import { Avatar } from '../../common/Avatar';
import { DetailRoute } from '../../common/detail/DetailRoute';
import {
  Breadcrumbs,
  DetailSection,
  DeveloperChip,
  ProjectChip,
  VideoSection,
} from '../../common/detail/DetailSections';
import { Gallery } from '../../common/gallery/Gallery';
import { dayIn } from '../../common/locale-format';
import { ViewerGrid } from '../../common/gallery/ViewerGrid';
import { LocationSection } from '../../common/map/LocationSection';
import { OwnershipPanel } from '../../common/ownership/OwnershipPanel';
import { ContactBar, ENQUIRY_ID, goToEnquiry } from './ContactBar';
import { ReportListing } from './ReportListing';
import { ShareBar } from './ShareBar';
import { addressLine, propertyFacts } from './property-facts';
import { YieldEstimate } from './YieldEstimate';
import { PurchaseCosts } from './PurchaseCosts';
import { PaymentPlan } from './PaymentPlan';
import { PricePerSqm } from './PricePerSqm';
import { PRICE_HISTORY_ID, PriceHistory } from './PriceHistory';
import { useMoney } from './use-money';
import { useListingEvents } from './listing-events';
import { formatNumberIn, msgId, useLabels, useLocale, useMessages } from '@phuket/shared/i18n';
import { propertyMessages } from './messages';
import './property.css';

/** `/properties/{id}?preview`: the owner's preview of their listing, in any status. */
export function isPreviewSearch(search: string): boolean {
  return new URLSearchParams(search).has('preview');
}

export default function PropertyPage() {
  return isPreviewSearch(useLocation().search) ? <PropertyPreview /> : <PublicProperty />;
}

function PublicProperty() {
  const t = useMessages(propertyMessages);
  const locale = useLocale();
  const { currency } = useStores();
  const serverData = useServerData();
  return (
    <DetailRoute<PropertyDetail>
      load={(id) => getProperty(id, currency.current)}
      titleOf={(property) => detailTitleIn(property, locale)?.text ?? null}
      reloadOn={() => currency.current}
      fromServer={(id) => serverData.get(serverDataKeys.property(id, currency.current))}
      notFoundTitle={t('property.not_found')}
      skeleton={<PropertySkeleton />}
    >
      {(property) => <PropertyContent property={property} />}
    </DetailRoute>
  );
}

/**
 * The page of the owner's own listing from GET /listing/{id}/preview, in the browser only (the
 * server never renders it: server-data.ts): not indexed, no view counted, no enquiry sent.
 * Anyone but the owner, a guest included, gets the not-found page a draft gives everyone.
 */
function PropertyPreview() {
  const t = useMessages(propertyMessages);
  const locale = useLocale();
  const { currency } = useStores();
  useEffect(() => {
    // The server sends `noindex` with every ?preview page; this covers an in-app navigation.
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
    return () => robots.remove();
  }, []);
  return (
    <DetailRoute<ListingPreview>
      load={(id) => getListingPreview(id, currency.current)}
      titleOf={(property) => detailTitleIn(property, locale)?.text ?? null}
      reloadOn={() => currency.current}
      notFoundStatuses={PREVIEW_NOT_FOUND}
      notFoundTitle={t('property.not_found')}
      skeleton={<PropertySkeleton />}
    >
      {(property) => <PropertyContent property={property} preview={property.status} />}
    </DetailRoute>
  );
}

/** A guest (401) or a signed-in stranger (403, 404) learns no more than that it is not there. */
const PREVIEW_NOT_FOUND = [401, 403, 404] as const;

const PREVIEW_TITLES: Record<ListingStatus, string> = {
  draft: msgId('property.preview_draft'),
  published: msgId('property.preview_published'),
  sold: msgId('property.preview_sold'),
  rented: msgId('property.preview_rented'),
  archived: msgId('property.preview_archived'),
  suspended: msgId('property.preview_suspended'),
  pending: msgId('property.preview_pending'),
  rejected: msgId('property.preview_rejected'),
};

export const PREVIEW_ENQUIRY_OFF =
  'This is a preview: nothing is sent from it. Visitors send enquiries from the published page.';

function PreviewBanner({ id, status }: { id: number; status: ListingStatus }) {
  const t = useMessages(propertyMessages);
  return (
    <div className="property-preview" data-testid="property-preview">
      <p>
        <strong>{t(PREVIEW_TITLES[status])}</strong>
      </p>
      <p>
        {status === 'published' ? t('property.preview_now') : t('property.preview_later')}{' '}
        {t('property.preview_private')}
      </p>
      <p>
        <Link to={`${paths.listingCreateStep(id)}?step=6`}>{t('property.preview_back')}</Link>
      </p>
    </div>
  );
}

function PropertySkeleton() {
  const t = useMessages(propertyMessages);
  return (
    <div className="container catalog-page property-page" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('property.loading')}
      </span>
      <Skeleton width="40%" height={16} />
      <div className="property-layout">
        <div className="property-main">
          <Skeleton height="auto" className="property-skeleton__media" radius="var(--radius)" />
          <div className="property-skeleton__text">
            <Skeleton width="70%" height={32} />
            <SkeletonText lines={4} />
          </div>
        </div>
        <aside className="property-aside">
          <Skeleton height={260} radius="var(--radius)" />
        </aside>
      </div>
    </div>
  );
}

function PriceBlock({ property }: { property: PropertyDetail }) {
  const t = useMessages(propertyMessages);
  const locale = useLocale();
  const label = useLabels();
  const discount = formatDiscount(property.discount);
  // English keeps format's own text (the link previews share it); other languages are Intl's.
  const suffix =
    locale === 'en'
      ? rentSuffix(property.offer_type, property.rental_type)
      : label.rentSuffix(property.offer_type, property.rental_type);
  const money = useMoney();
  const before = discount ? priceBeforeDiscount(property.price, property.discount) : null;

  return (
    <div className="property-price">
      <p className="property-price__line">
        <span className="property-price__now" data-testid="property-price">
          {money(property.price, property.currency)}
          {suffix ? <span className="property-price__period">{suffix}</span> : null}
        </span>
        {property.currency !== 'THB' ? (
          // Thai prices are set in baht: the figure the owner will talk about.
          <span className="property-price__thb" data-testid="property-price-thb">
            ≈ {money(property.price_thb, 'THB')}
          </span>
        ) : null}
      </p>
      {discount && before !== null ? (
        <p className="property-price__was">
          <del>
            <span className="visually-hidden">{t('property.price_was')} </span>
            {money(before, property.currency)}
          </del>
          <span className="property-price__badge">{discount}</span>
        </p>
      ) : null}
      {property.reduced_percent ? (
        <p className="property-price__reduced">
          <a href={`#${PRICE_HISTORY_ID}`}>
            {t('property.reduced', {
              percent: formatNumberIn(locale, property.reduced_percent),
              days: formatNumberIn(locale, RECENT_PRICE_DROP_DAYS),
            })}
          </a>
        </p>
      ) : null}
    </div>
  );
}

function AgentCard({ agent }: { agent: NonNullable<PropertyDetail['agent']> }) {
  const t = useMessages(propertyMessages);
  return (
    <section className="detail-card agent-card" aria-labelledby="agent-card-title">
      <h2 id="agent-card-title" className="visually-hidden">
        {t('property.agent')}
      </h2>
      <div className="agent-card__head">
        <Avatar name={agent.name} path={agent.avatar_path} size={56} />
        <div>
          <Link to={paths.agent(agent.id)} className="agent-card__name" data-user-content>
            {agent.name}
          </Link>
          <p className="agent-card__role">
            {t('property.agent_role')}
            {agent.verified ? (
              <>
                {' '}
                <VerifiedBadge />
              </>
            ) : null}
          </p>
        </div>
      </div>
      <ContactButtons
        className="agent-card__buttons"
        phone={agent.phone}
        email={agent.email}
        to={paths.agent(agent.id)}
        toLabel={t('property.agent_profile')}
        onContact={goToEnquiry}
        contactLabel={t('property.send_enquiry')}
      />
    </section>
  );
}

const PropertyContent = observer(function PropertyContent({
  property,
  preview,
}: {
  property: PropertyDetail;
  /** The listing's status when this is its owner's preview. */
  preview?: ListingStatus;
}) {
  const t = useMessages(propertyMessages);
  const locale = useLocale();
  // The yield estimate is a public read: only a published listing has one.
  const live = preview === undefined || preview === 'published';
  const facts = propertyFacts(property, locale);
  const label = useLabels();
  // English keeps format's own words (the cards and link previews share them).
  const english = locale === 'en';
  const tenure = english ? tenureSummary(property) : label.tenureSummary(property);
  const rooms = english
    ? roomFacts(property.bedrooms, property.bathrooms)
    : label.roomFacts(property.bedrooms, property.bathrooms);
  const albums = coverFirst(property.albums).map((album) => ({
    id: album.id,
    title: album.title || t('property.photos'),
    photos: album.photos,
  }));
  // The floor plan is the viewer's last group: its thumbnails open the gallery's viewer.
  const plan = useMemo(
    () => ({
      id: 'floor-plan',
      title: t('property.floor_plan'),
      photos: property.floor_plan?.photos ?? [],
    }),
    [property.floor_plan, t],
  );
  const viewerOnly = useMemo(() => [plan], [plan]);
  const location = addressLine(property.address, property.location);
  // The owner's words in the page's language when they wrote them, else the original, said so.
  const shownTitle = detailTitleIn(property, locale);
  const title = shownTitle?.text ?? '';
  const titleLang = langIfOther(shownTitle, locale);
  const description = descriptionIn(property, locale);
  const page = useRef<HTMLDivElement>(null);
  const { session } = useStores();
  const viewer = session.user;
  // The owner's statistics count the market: not the owner's own visits, not staff's, not a preview.
  useListingEvents(
    page,
    property.id,
    preview === undefined && viewer?.role !== 'admin' && viewer?.id !== property.agent?.id,
  );
  return (
    <div ref={page} className="container catalog-page property-page">
      {preview ? <PreviewBanner id={property.id} status={preview} /> : null}
      <Breadcrumbs
        trail={[
          {
            to: `${paths.properties}?offer_type=${property.offer_type}`,
            label:
              property.offer_type === 'Rent' ? t('property.crumb_rent') : t('property.crumb_buy'),
          },
        ]}
        current={title}
        currentLang={titleLang}
      />
      {/* Title and price before the photos: both in the first screen at 1280×800. */}
      <header className="property-head">
        <div className="property-head__main">
          <ul className="property-head__tags" aria-label={t('property.tags')}>
            {property.property_type ? <li>{label.propertyType(property.property_type)}</li> : null}
            {property.property_stage ? (
              <li>{label.propertyStage(property.property_stage)}</li>
            ) : null}
            <li className="property-head__offer">
              {property.offer_type === 'Sale' ? t('property.for_sale') : t('property.for_rent')}
            </li>
            {property.offer_type === 'Rent' && property.rental_type ? (
              <li>{label.rentalType(property.rental_type)}</li>
            ) : null}
          </ul>
          <h1 lang={titleLang} data-user-content>
            {title}
          </h1>
          {shownTitle ? <ShownIn language={shownTitle.language} /> : null}
          {location ? (
            <p className="property-head__location" data-user-content>
              {location}
            </p>
          ) : null}
          {property.confirmed_at ? (
            <p className="property-head__confirmed">
              {t('property.confirmed')}{' '}
              {/* The day may differ between the server's and the visitor's time zone. */}
              <time dateTime={property.confirmed_at} suppressHydrationWarning>
                {dayIn(locale, property.confirmed_at)}
              </time>
            </p>
          ) : null}
        </div>
        <div className="property-head__side">
          <PriceBlock property={property} />
          {/* A draft's preview has nothing to save or share yet: its public address is a 404. */}
          {live ? (
            <div className="property-actions">
              <SaveButton listingId={property.id} title={title} variant="labelled" />
              <ShareBar path={paths.property(property.id)} title={title} />
            </div>
          ) : null}
        </div>
      </header>
      <div className="property-layout">
        <div className="property-main">
          <Gallery albums={albums} viewerOnly={viewerOnly} alt={title} />
          <DetailSection id="facts-title" title={t('property.overview')}>
            <dl className="property-facts">
              {facts.map((fact) => (
                <div key={fact.label} className="property-facts__item">
                  <dt>{fact.label}</dt>
                  <dd data-user-content={fact.userContent}>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </DetailSection>
          {/* A buyer's first question; a tenant holds no title, so rentals go without. */}
          {property.offer_type === 'Sale' ? (
            <OwnershipPanel ownership={listingOwnership(property)} />
          ) : null}
          {description ? (
            <DetailSection id="description-title" title={t('property.description')}>
              <div className="prose" lang={langIfOther(description, locale)} data-user-content>
                {description.text}
              </div>
              <ShownIn language={description.language} />
            </DetailSection>
          ) : null}
          {property.amenities.length > 0 ? (
            <DetailSection id="amenities-title" title={t('property.amenities')}>
              <ul className="property-amenities">
                {property.amenities.map((amenity) => (
                  <li key={amenity.id}>{amenity.name}</li>
                ))}
              </ul>
            </DetailSection>
          ) : null}
          <VideoSection
            id="video-title"
            url={property.video}
            poster={property.video_poster}
            videoClassName="property-video"
            linkLabel={t('property.video_link')}
          />
          {plan.photos.length > 0 ? (
            <DetailSection id="plan-title" title={t('property.floor_plan')}>
              <ViewerGrid albums={albums} viewerOnly={viewerOnly} group={plan} alt={title} />
            </DetailSection>
          ) : null}
          {property.documents.length > 0 ? (
            <DetailSection id="documents-title" title={t('property.documents')}>
              <ul className="property-documents">
                {property.documents.map((document) => (
                  <li key={document.id}>
                    <a href={document.url} download type="application/pdf">
                      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                        <path
                          d="M12 3v12m0 0-5-5m5 5 5-5M5 21h14"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="2"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                        />
                      </svg>
                      <span data-user-content>{document.name}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </DetailSection>
          ) : null}
          <LocationSection
            id={property.id}
            name={title}
            latitude={property.latitude}
            longitude={property.longitude}
            address={location ?? t('properties.phuket')}
          />
          {property.price_history.length > 0 ? <PriceHistory property={property} /> : null}
          {property.price_per_sqm ? (
            <PricePerSqm comparison={property.price_per_sqm} currency={property.currency} />
          ) : null}
          {property.offer_type === 'Sale' && live ? <YieldEstimate property={property} /> : null}
          {property.offer_type === 'Sale' &&
          property.payment_plan.length > 0 &&
          property.price > 0 ? (
            <PaymentPlan property={property} />
          ) : null}
          {property.offer_type === 'Sale' ? <PurchaseCosts property={property} /> : null}
          <EnquiryForm
            id={ENQUIRY_ID}
            path={property.enquiry_path}
            subject={property.title ?? `Property ${property.id}`}
            pagePath={paths.property(property.id)}
            title={t('property.enquiry_title')}
            {...(preview === undefined ? {} : { sendingOff: t('property.preview_enquiry_off') })}
            lead={
              property.agent
                ? t('property.enquiry_lead_agent', { name: property.agent.name })
                : t('property.enquiry_lead')
            }
          />
          {live ? <ReportListing listingId={property.id} /> : null}
        </div>
        <aside className="property-aside">
          <div className="property-aside__sticky">
            <section className="detail-card property-summary" aria-label={t('property.key_facts')}>
              <ul className="property-summary__facts">
                {[rooms.beds, rooms.baths].map((fact) =>
                  fact ? (
                    <li key={fact.unit || fact.value}>
                      <strong>{fact.value}</strong> {fact.unit}
                    </li>
                  ) : null,
                )}
                {property.area ? (
                  <li>
                    <strong>{formatNumber(property.area)}</strong> {t('property.sqm')}
                  </li>
                ) : null}
              </ul>
              {tenure ? (
                <p className="property-summary__tenure" data-testid="property-tenure">
                  {tenure}
                </p>
              ) : null}
            </section>
            {property.agent ? <AgentCard agent={property.agent} /> : null}
            {property.developer || property.project ? (
              <section
                className="detail-card property-links"
                aria-label={t('property.developer_and_project')}
              >
                {property.developer ? (
                  <div>
                    <h2>{t('property.developer')}</h2>
                    <DeveloperChip developer={property.developer} />
                  </div>
                ) : null}
                {property.project ? (
                  <div>
                    <h2>{t('property.project')}</h2>
                    <ProjectChip project={property.project} />
                  </div>
                ) : null}
              </section>
            ) : null}
          </div>
        </aside>
      </div>
      <ContactBar phone={property.agent?.phone ?? null} />
    </div>
  );
});
