import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleProvider, sharedMessages } from '@phuket/shared/i18n';
import { MemoryRouter } from '@phuket/shared/router';
import { RootStoreProvider, serverRootStore } from '@phuket/shared/stores';
import type { Album, Listing } from '../../domain/listing';
import { ContactButtons, chatLink } from './ContactButtons';
import { ListingCard } from './ListingCard';
import { LISTING_PLACEHOLDER_IMAGE } from './placeholder';
import { PromoBanner, type PromoId } from '../promo-banner/PromoBanner';

function album(id: number, count: number): Album {
  return {
    id,
    title: `Album ${id}`,
    photos: Array.from({ length: count }, (_, index) => ({
      id: id * 100 + index,
      url: `/media/listings/${id}-${index}.jpg`,
      thumb_url: `/media/listings/${id}-${index}.jpg`,
    })),
  };
}

const saleVilla: Listing = {
  id: 42,
  title: 'Sea-view pool villa in Kamala',
  price: 18500000.75,
  discount: 15,
  currency: 'THB',
  property_type: 'Villa',
  property_stage: 'Ready',
  offer_type: 'Sale',
  rental_type: 'Long-term',
  bedrooms: 4,
  bathrooms: 5,
  area: 420,
  location: 'Kamala, Kathu, Phuket',
  location_id: 3,
  latitude: null,
  longitude: null,
  developer_logo: '/media/developers/7/logo.png',
  albums: [album(1, 2)],
  tenure: 'Leasehold',
  leasehold_years: 30,
  foreign_quota: null,
  foreign_quota_units: null,
  foreign_freehold: false,
  reduced_percent: null,
  language: 'en',
  title_translations: {},
};

const longTermRent: Listing = {
  ...saleVilla,
  id: 43,
  title: 'Two-bedroom condo near Bang Tao beach',
  price: 45000,
  discount: null,
  offer_type: 'Rent',
  rental_type: 'Long-term',
  property_type: 'Apartment',
  property_stage: null,
  bedrooms: 1,
  bathrooms: 1,
  developer_logo: null,
};

function renderCard(listing: Listing, loading?: 'eager' | 'lazy') {
  return render(
    <MemoryRouter>
      <ListingCard listing={listing} loading={loading} />
    </MemoryRouter>,
  );
}

describe('ListingCard', () => {
  it('shows a plot of land by its area alone, without 0 beds and 0 baths', () => {
    renderCard({ ...saleVilla, property_type: 'Land plot', bedrooms: 0, bathrooms: 0, area: 9968 });
    const facts = within(screen.getByRole('list', { name: 'Details' }));
    expect(facts.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['9,968 sq.m']);
  });

  it('calls a unit with no bedroom and a bathroom a studio', () => {
    renderCard({ ...longTermRent, bedrooms: 0, bathrooms: 1, area: 32 });
    const facts = within(screen.getByRole('list', { name: 'Details' }));
    expect(facts.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Studio',
      '1 Bath',
      '32 sq.m',
    ]);
  });

  it('shows a sale listing with discount, facts, tags and developer logo, linking to the property', () => {
    renderCard(saleVilla);
    const link = screen.getByRole('link', { name: 'Sea-view pool villa in Kamala' });
    expect(link).toHaveAttribute('href', '/properties/42');
    expect(screen.getByTestId('listing-price')).toHaveTextContent(/^฿18,500,000$/);
    expect(screen.getByText('-15%')).toBeInTheDocument();
    // The price before the discount, struck through and read as "was ฿…".
    const was = screen.getByTestId('listing-old-price');
    expect(was.tagName).toBe('DEL');
    expect(was).toHaveTextContent(/^was ฿21,764,706$/);
    expect(screen.getByText('4 Beds')).toBeInTheDocument();
    expect(screen.getByText('5 Baths')).toBeInTheDocument();
    expect(screen.getByText('420 sq.m')).toBeInTheDocument();
    expect(screen.getByText('Kamala, Kathu, Phuket')).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Property' }));
    expect(tags.getByText('Villa')).toBeInTheDocument();
    expect(tags.getByText('Ready')).toBeInTheDocument();
    expect(tags.getByText('Sale')).toBeInTheDocument();
    expect(tags.getByText('Leasehold, 30 years')).toBeInTheDocument();
    expect(screen.getByAltText('Developer logo')).toHaveAttribute(
      'src',
      '/media/developers/7/logo.png',
    );
  });

  it('says when a foreigner can own the unit freehold, with its project quota left', () => {
    renderCard({
      ...saleVilla,
      property_type: 'Apartment',
      tenure: 'Freehold',
      leasehold_years: null,
      foreign_quota: true,
      foreign_quota_units: 12,
      foreign_freehold: true,
    });
    expect(screen.getByTestId('listing-tenure')).toHaveTextContent(
      /^Foreign freehold · 12 foreign-quota units left$/,
    );
  });

  it('shows no tenure tag when the owner stated none', () => {
    renderCard({ ...saleVilla, tenure: null, leasehold_years: null });
    expect(screen.queryByTestId('listing-tenure')).not.toBeInTheDocument();
  });

  it('says by how much the price was cut in the last 30 days, and nothing when it was not', () => {
    renderCard({ ...saleVilla, reduced_percent: 8 });
    expect(screen.getByTestId('listing-reduced')).toHaveTextContent('Reduced 8%');
    renderCard({ ...longTermRent, id: 44 });
    expect(screen.getAllByTestId('listing-reduced')).toHaveLength(1);
  });

  it('strikes no old price through without a discount', () => {
    renderCard({ ...saleVilla, discount: null });
    expect(screen.queryByTestId('listing-old-price')).toBeNull();
    expect(document.querySelector('del, s')).toBeNull();
  });

  it('links nowhere when it stands for a listing not on the site (a draft in the wizard)', () => {
    render(
      <MemoryRouter>
        <ListingCard listing={saleVilla} linked={false} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sea-view pool villa in Kamala' })).toBeVisible();
  });

  it('never shows the rental badge on a sale', () => {
    renderCard(saleVilla);
    expect(screen.queryByText('Long-term')).not.toBeInTheDocument();
    expect(screen.queryByText(/Monthly|Daily/)).not.toBeInTheDocument();
  });

  it('shows Monthly and the rental badge for a long-term rent', () => {
    renderCard(longTermRent);
    expect(screen.getByTestId('listing-price')).toHaveTextContent('฿45,000 / Monthly');
    expect(screen.getByText('Long-term')).toBeInTheDocument();
    expect(screen.getByText('1 Bed')).toBeInTheDocument();
    expect(screen.queryByText(/^-\d+%$/)).not.toBeInTheDocument();
    expect(screen.queryByAltText('Developer logo')).not.toBeInTheDocument();
  });

  it('shows Daily for a short-term rent', () => {
    renderCard({ ...longTermRent, rental_type: 'Short-term', price: 3500, currency: 'USD' });
    expect(screen.getByTestId('listing-price')).toHaveTextContent('$3,500 / Daily');
    expect(screen.getByText('Short-term')).toBeInTheDocument();
  });

  it('shows one placeholder image when there are no photos', () => {
    const { container } = renderCard({ ...saleVilla, albums: [] });
    const images = container.querySelectorAll('.listing-card__media > img.listing-card__image');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', LISTING_PLACEHOLDER_IMAGE);
    expect(images[0]).toHaveAttribute('width', '640');
    expect(images[0]).toHaveAttribute('height', '480');
    expect(screen.queryByRole('button', { name: /photo/i })).not.toBeInTheDocument();
  });

  it('offers at most 6 of 8 photos, one at a time, lazy and async by default', async () => {
    const user = userEvent.setup();
    renderCard({ ...saleVilla, albums: [album(1, 5), album(2, 3)] });
    expect(screen.getAllByRole('button', { name: /^Show photo \d of 6$/ })).toHaveLength(6);
    const first = screen.getByRole('img', { name: /photo 1 of 6/ });
    expect(first).toHaveAttribute('src', '/media/listings/1-0.jpg');
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('decoding', 'async');

    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: /photo 2 of 6/ })).toHaveAttribute(
      'src',
      '/media/listings/1-1.jpg',
    );
    await user.click(screen.getByRole('button', { name: 'Show photo 6 of 6' }));
    expect(screen.getByRole('img', { name: /photo 6 of 6/ })).toHaveAttribute(
      'src',
      '/media/listings/2-0.jpg',
    );
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: /photo 1 of 6/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByRole('img', { name: /photo 6 of 6/ })).toBeInTheDocument();
  });

  it('loads the first photo eagerly when asked (first row of a grid)', () => {
    renderCard(saleVilla, 'eager');
    expect(screen.getByRole('img', { name: /photo 1 of 2/ })).toHaveAttribute('loading', 'eager');
  });

  it('asks for the first photo ahead of other images only for a priority card', () => {
    const { unmount } = render(
      <MemoryRouter>
        <ListingCard listing={saleVilla} loading="eager" priority />
      </MemoryRouter>,
    );
    expect(screen.getByRole('img', { name: /photo 1 of 2/ })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    unmount();
    renderCard(saleVilla, 'eager');
    expect(screen.getByRole('img', { name: /photo 1 of 2/ })).not.toHaveAttribute('fetchpriority');
  });

  it('treats a missing price as 0', () => {
    renderCard({ ...saleVilla, price: undefined as unknown as number });
    expect(screen.getByTestId('listing-price')).toHaveTextContent(/^฿0$/);
  });

  it('changes photo on a swipe over the media', () => {
    // jsdom has no PointerEvent; without it the event would lose its coordinates.
    if (typeof window.PointerEvent === 'undefined') {
      Object.defineProperty(window, 'PointerEvent', { value: MouseEvent, configurable: true });
    }
    const { container } = renderCard(saleVilla);
    const article = container.querySelector('article') as HTMLElement;
    const media = container.querySelector('.listing-card__media') as HTMLElement;
    media.getBoundingClientRect = () =>
      ({ left: 0, right: 300, top: 0, bottom: 200, width: 300, height: 200 }) as DOMRect;
    fireEvent.pointerDown(article, { clientX: 250, clientY: 100 });
    fireEvent.pointerUp(article, { clientX: 100, clientY: 105 });
    expect(screen.getByRole('img', { name: /photo 2 of 2/ })).toBeInTheDocument();
  });
});

describe('ListingCard in the reader language', () => {
  beforeAll(() => Promise.all([sharedMessages.load('ru'), sharedMessages.load('th')]));

  const translated: Listing = {
    ...saleVilla,
    title_translations: { ru: 'Вилла с видом на море в Камале' },
  };

  it("shows the owner's translation on a page in its language, with no lang of its own", () => {
    render(
      <LocaleProvider locale="ru">
        <MemoryRouter>
          <ListingCard listing={translated} />
        </MemoryRouter>
      </LocaleProvider>,
    );
    const link = screen.getByRole('link', { name: 'Вилла с видом на море в Камале' });
    expect(link).not.toHaveAttribute('lang');
    expect(link).toHaveAttribute('data-user-content');
    expect(screen.getAllByRole('img')[0]).toHaveAttribute(
      'alt',
      expect.stringMatching(/^Вилла с видом на море в Камале/),
    );
  });

  it('shows the original elsewhere, marked as its language', () => {
    render(
      <LocaleProvider locale="th">
        <MemoryRouter>
          <ListingCard listing={translated} />
        </MemoryRouter>
      </LocaleProvider>,
    );
    expect(screen.getByRole('link', { name: saleVilla.title ?? '' })).toHaveAttribute('lang', 'en');
  });
});

describe('ContactButtons', () => {
  it('builds chat, tel and mailto links, an internal route and a click callback', async () => {
    const onContact = jest.fn();
    render(
      <MemoryRouter>
        <ContactButtons
          phone="+66 (81) 234-5678"
          email="agent@example.com"
          to="/agents/5"
          onContact={onContact}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/66812345678',
    );
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+66812345678');
    expect(screen.getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      'mailto:agent@example.com',
    );
    expect(screen.getByRole('link', { name: 'View agent' })).toHaveAttribute('href', '/agents/5');
    await userEvent.click(screen.getByRole('button', { name: 'Contact' }));
    expect(onContact).toHaveBeenCalledTimes(1);
  });

  it('leaves out what it has no data for', () => {
    render(
      <MemoryRouter>
        <ContactButtons phone="n/a" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(chatLink(null)).toBeNull();
  });
});

describe('PromoBanner', () => {
  const renderBanner = (id: PromoId, signedIn = false) =>
    render(
      <RootStoreProvider store={serverRootStore('THB', signedIn)}>
        <MemoryRouter>
          <PromoBanner id={id} />
        </MemoryRouter>
      </RootStoreProvider>,
    );

  // A promo tile opens the page its call to action names, not a placeholder link to /.
  it.each([
    ['promo1', '/register'],
    ['promo2', '/properties?property_stage=Off-plan'],
    ['promo3', '/about-us#team'],
  ] as const)('%s links to %s', (id, href) => {
    renderBanner(id);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('id', id);
  });

  it('takes a signed-in visitor from "List your property" to the listing wizard', () => {
    renderBanner('promo1', true);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/listing/create');
  });
});
