import { observer } from 'mobx-react-lite';
import { Link } from '@phuket/shared/router';
import { paths, sellPath } from '@phuket/shared/routes';
import { useStores } from '@phuket/shared/stores';
import './promo-banner.css';

export const PROMO_IDS = ['promo1', 'promo2', 'promo3'] as const;
export type PromoId = (typeof PROMO_IDS)[number];

export const PROMO_CONTENT: Record<
  PromoId,
  {
    eyebrow: string;
    title: string;
    text: string;
    cta: string;
    /** A path, or the path for a signed-in visitor or not. */
    href: string | ((signedIn: boolean) => string);
  }
> = {
  promo1: {
    eyebrow: 'Sell with us',
    title: 'List your Phuket property for free',
    text: 'Reach buyers and renters from all over the world in a few minutes.',
    cta: 'Get started',
    // docs/product-rules.md §2: selling starts with an account (the header's Sell goes there too); a signed-in
    // visitor has one and goes straight to the listing wizard.
    href: sellPath,
  },
  promo2: {
    eyebrow: 'New projects',
    title: 'Off-plan villas and condos',
    text: 'Early-bird prices and flexible payment plans from trusted developers.',
    cta: 'Explore projects',
    href: '/properties?property_stage=Off-plan',
  },
  promo3: {
    eyebrow: 'Local experts',
    title: 'Not sure where to live?',
    text: 'From Patong to Rawai, our agents know every beach and community.',
    cta: 'Talk to an agent',
    href: `${paths.aboutUs}#team`,
  },
};

export interface PromoBannerProps {
  id: PromoId;
  className?: string;
}

/** A call-to-action tile sized like a listing card so it can sit in the grid. */
export const PromoBanner = observer(function PromoBanner({ id, className }: PromoBannerProps) {
  const { session } = useStores();
  const content = PROMO_CONTENT[id];
  const href =
    typeof content.href === 'string' ? content.href : content.href(session.isAuthenticated);
  return (
    <Link
      id={id}
      to={href}
      className={['promo-banner', `promo-banner--${id}`, className].filter(Boolean).join(' ')}
    >
      <span className="promo-banner__eyebrow">{content.eyebrow}</span>
      <span className="promo-banner__title">{content.title}</span>
      <span className="promo-banner__text">{content.text}</span>
      <span className="promo-banner__cta">
        {content.cta}
        <svg viewBox="0 0 16 12" width="16" height="12" aria-hidden="true">
          <path
            d="M1 6h13M9.5 1.5 14 6l-4.5 4.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </span>
    </Link>
  );
});
