import type { PointerEvent, ReactNode } from 'react';
import { useRef, useState } from 'react';
import { Link } from '@phuket/shared/router';
import type { Listing } from '@phuket/shared/domain';
import { langIfOther, listingTitleIn } from '@phuket/shared/domain';
import { previewPhotos } from '@phuket/shared/format';
import { isCurrency } from '@phuket/shared/domain';
import {
  currencySign,
  formatDiscount,
  formatNumber,
  priceBeforeDiscount,
} from '@phuket/shared/format';
import { roomFactText } from '@phuket/shared/format';
import { PhotoCarousel } from './PhotoCarousel';
import {
  formatMoneyIn,
  formatNumberIn,
  sharedMessages,
  useLabels,
  useLocale,
  useMessages,
} from '@phuket/shared/i18n';
import './listing-card.css';

export interface ListingCardProps {
  listing: Listing;
  /** 'eager' for the first row of a grid; everything below loads when scrolled to. */
  loading?: 'eager' | 'lazy';
  /** The first card of a page: its photo is fetched ahead of other images (the page's LCP). */
  priority?: boolean;
  /** A control in the photo's top corner (the favourites SaveButton); above the card link. */
  save?: ReactNode;
  /** Extra controls under the facts, e.g. ContactButtons; they stay clickable above the card link. */
  actions?: ReactNode;
  className?: string;
  /**
   * False for a card that stands for a listing not on the site yet (the wizard's preview of a
   * draft): the title is then plain text, since its page would be "not found".
   */
  linked?: boolean;
}

/** Horizontal travel in px that counts as a swipe rather than a click. */
const SWIPE_DISTANCE = 40;

/**
 * docs/product-rules.md §2 "Listing card". The title link is stretched over the whole card (so the card is one link)
 * while the carousel buttons sit above it; nesting buttons inside an <a> would be invalid.
 */
export function ListingCard({
  listing,
  loading = 'lazy',
  priority = false,
  actions,
  save,
  className,
  linked = true,
}: ListingCardProps) {
  const t = useMessages(sharedMessages);
  const labels = useLabels();
  const locale = useLocale();
  const photos = previewPhotos(listing);
  const [index, setIndex] = useState(0);
  const mediaRef = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  const discount = formatDiscount(listing.discount);
  const oldPrice = priceBeforeDiscount(listing.price, listing.discount);
  const area = labels.area(listing.area);
  const rooms = labels.roomFacts(listing.bedrooms, listing.bathrooms);
  const isRent = listing.offer_type === 'Rent';
  const suffix = labels.rentSuffix(listing.offer_type, listing.rental_type);
  const tenure = labels.tenureSummary(listing);
  // English as it always was (format's sign and figures); other languages write money their way.
  const money = (amount: number) =>
    locale === 'en' || !isCurrency(listing.currency)
      ? `${currencySign(listing.currency)}${formatNumber(amount)}`
      : formatMoneyIn(locale, amount, listing.currency);
  const href = `/properties/${listing.id}`;
  // The owner's translation into the page's language, else the original, marked as its language.
  const shown = listingTitleIn(listing, locale);
  const title = shown?.text ?? '';
  const lang = langIfOther(shown, locale);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    const rect = mediaRef.current?.getBoundingClientRect();
    const insideMedia =
      rect !== undefined &&
      event.clientX >= rect.left &&
      event.clientX <= rect.right &&
      event.clientY >= rect.top &&
      event.clientY <= rect.bottom;
    swipe.current =
      insideMedia && photos.length > 1 ? { x: event.clientX, y: event.clientY } : null;
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    swiped.current = true;
    setIndex((current) => (current + (dx < 0 ? 1 : -1) + photos.length) % photos.length);
  };

  return (
    <article
      className={['listing-card', className].filter(Boolean).join(' ')}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onClickCapture={(event) => {
        // The click that ends a swipe must not open the property.
        if (swiped.current) {
          event.preventDefault();
          event.stopPropagation();
          swiped.current = false;
        }
      }}
    >
      <div className="listing-card__media" ref={mediaRef}>
        <PhotoCarousel
          photos={photos}
          alt={title}
          loading={loading}
          priority={priority}
          index={index}
          onIndexChange={setIndex}
        />
        <div className="listing-card__badges">
          {discount ? (
            <span className="listing-card__badge listing-card__badge--discount">{discount}</span>
          ) : null}
          {listing.reduced_percent ? (
            <span
              className="listing-card__badge listing-card__badge--reduced"
              data-testid="listing-reduced"
            >
              {t('listing_card.reduced', {
                percent: formatNumberIn(locale, listing.reduced_percent),
              })}
            </span>
          ) : null}
          {isRent && listing.rental_type ? (
            <span className="listing-card__badge listing-card__badge--rental">
              {labels.rentalType(listing.rental_type)}
            </span>
          ) : null}
        </div>
        {save ? <div className="listing-card__save">{save}</div> : null}
        {listing.developer_logo ? (
          <img
            className="listing-card__developer"
            src={listing.developer_logo}
            alt={t('listing_card.developer_logo')}
            width={72}
            height={36}
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </div>
      <div className="listing-card__body">
        <div className="listing-card__prices">
          <p className="listing-card__price" data-testid="listing-price">
            <span className="listing-card__amount">{money(listing.price)}</span>
            {suffix ? <span className="listing-card__period">{suffix}</span> : null}
          </p>
          {oldPrice !== null ? (
            // The figure before the discount, struck through; read as "was ฿…".
            <del className="listing-card__was" data-testid="listing-old-price">
              <span className="visually-hidden">{t('listing_card.was')} </span>
              {money(oldPrice)}
            </del>
          ) : null}
        </div>
        <h3 className="listing-card__title">
          {linked ? (
            <Link className="listing-card__link" to={href} lang={lang} data-user-content>
              {title}
            </Link>
          ) : (
            <span lang={lang} data-user-content>
              {title}
            </span>
          )}
        </h3>
        {listing.location ? (
          // An area the site names is translated; an address as the supplier wrote it is theirs.
          <p
            className="listing-card__location"
            data-user-content={labels.location(listing.location) === listing.location || undefined}
          >
            {labels.location(listing.location)}
          </p>
        ) : null}
        <ul className="listing-card__facts" aria-label={t('listing_card.details')}>
          {rooms.beds ? (
            <li className="listing-card__fact listing-card__fact--beds">
              {roomFactText(rooms.beds)}
            </li>
          ) : null}
          {rooms.baths ? (
            <li className="listing-card__fact listing-card__fact--baths">
              {roomFactText(rooms.baths)}
            </li>
          ) : null}
          {area ? <li className="listing-card__fact listing-card__fact--area">{area}</li> : null}
        </ul>
        <ul className="listing-card__tags" aria-label={t('listing_card.tags')}>
          <li className="listing-card__tag">
            {listing.property_type && labels.propertyType(listing.property_type)}
          </li>
          {listing.property_stage ? (
            <li className="listing-card__tag">{labels.propertyStage(listing.property_stage)}</li>
          ) : null}
          <li className="listing-card__tag listing-card__tag--offer">
            {listing.offer_type && labels.offerType(listing.offer_type)}
          </li>
          {tenure ? (
            <li
              className="listing-card__tag listing-card__tag--tenure"
              data-testid="listing-tenure"
            >
              {tenure}
            </li>
          ) : null}
        </ul>
        {actions ? <div className="listing-card__actions">{actions}</div> : null}
      </div>
    </article>
  );
}
