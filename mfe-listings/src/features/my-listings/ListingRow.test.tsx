import { render, screen } from '@testing-library/react';
import type { MyListing } from '@phuket/shared/api/listings';
import { listingPaths } from '@phuket/shared/contract';
import { LocaleProvider } from '@phuket/shared/i18n';
import type { Locale } from '@phuket/shared/i18n';
import { MemoryRouter } from '@phuket/shared/router';
import { listingsMessages } from '../../common/messages';
import { ListingRow } from './ListingRow';
import { MyListingsStore } from './my-listings-store';
import type { MyListingsApi } from './my-listings-store';

// A row of My listings in another language: its words from the area's catalog, its counts in
// that language's plural forms, its links under the language's prefix.

const unused = () => Promise.reject(new Error('not called by a render'));
const api: MyListingsApi = {
  getBrokerListings: unused,
  changeStatus: unused,
  confirmAvailability: unused,
  duplicate: unused,
  remove: unused,
  duplicates: unused,
};

function listing(overrides: Partial<MyListing>): MyListing {
  return {
    id: 5,
    title: 'Sea-view villa in Kata',
    price: 0,
    discount: null,
    currency: 'THB',
    property_type: 'Villa',
    property_stage: 'Ready',
    offer_type: 'Sale',
    rental_type: null,
    bedrooms: 3,
    bathrooms: 2,
    area: 210,
    location: 'Kata',
    location_id: 4,
    latitude: null,
    longitude: null,
    developer_logo: null,
    albums: [],
    tenure: null,
    leasehold_years: null,
    foreign_quota: null,
    foreign_quota_units: null,
    foreign_freehold: false,
    reduced_percent: null,
    language: 'en',
    title_translations: {},
    status: 'draft',
    version: 1,
    cover_url: null,
    completeness: {
      met: {
        title: true,
        property_type: true,
        offer_type: true,
        price: false,
        location: true,
        photos: false,
      },
      missing: ['price', 'photos'],
      ready: false,
      photos_count: 1,
    },
    confirmed_at: null,
    expired_at: null,
    views: 0,
    updated_at: '2026-11-20T10:00:00.000Z',
    moderation_note: null,
    actions: ['publish', 'archive'],
    paths: listingPaths(5),
    ...overrides,
  };
}

async function renderRow(locale: Locale, row: MyListing) {
  await listingsMessages.load(locale);
  // English keeps the specification's paths; every other language has its prefix.
  const prefix = locale === 'en' ? '' : `/${locale}`;
  render(
    <LocaleProvider locale={locale}>
      <MemoryRouter basename={prefix || undefined} initialEntries={[`${prefix}/listing`]}>
        <ul>
          <ListingRow store={new MyListingsStore(api)} listing={row} onDelete={() => undefined} />
        </ul>
      </MemoryRouter>
    </LocaleProvider>,
  );
}

describe('ListingRow in other languages', () => {
  it('reads in Russian, with Russian plural forms and links under /ru', async () => {
    await renderRow('ru', listing({ views: 5 }));
    expect(screen.getByText('Черновик')).toBeInTheDocument();
    expect(screen.getByText('Цена не указана')).toBeInTheDocument();
    expect(screen.getByText('Для публикации добавьте: цену и 3 фото')).toBeInTheDocument();
    // "many": 5 просмотров.
    expect(screen.getByText('5 просмотров')).toBeInTheDocument();
    expect(screen.getByText('Обновлено 20 ноября 2026 г.')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Опубликовать Sea-view villa in Kata' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Изменить Sea-view villa in Kata' })).toHaveAttribute(
      'href',
      '/ru/listing/create/5',
    );
    // The owner's title is theirs: marked, not translated.
    expect(screen.getByRole('heading', { name: 'Sea-view villa in Kata' })).toHaveAttribute(
      'data-user-content',
    );
  });

  it('uses the Russian "few" form', async () => {
    await renderRow('ru', listing({ views: 3, status: 'published', actions: ['unpublish'] }));
    expect(screen.getByText('3 просмотра')).toBeInTheDocument();
    expect(screen.getByText('Опубликовано')).toBeInTheDocument();
    expect(screen.getByText('Актуальность ещё не подтверждена')).toBeInTheDocument();
  });

  it('uses the Russian "one" form', async () => {
    await renderRow('ru', listing({ views: 21 }));
    expect(screen.getByText('21 просмотр')).toBeInTheDocument();
  });

  it('reads in Thai, with Buddhist-era dates and links under /th', async () => {
    await renderRow('th', listing({ views: 1 }));
    expect(screen.getByText('ฉบับร่าง')).toBeInTheDocument();
    expect(screen.getByText('เข้าชม 1 ครั้ง')).toBeInTheDocument();
    expect(screen.getByText('อัปเดตเมื่อ 20 พฤศจิกายน 2569')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'แก้ไข Sea-view villa in Kata' })).toHaveAttribute(
      'href',
      '/th/listing/create/5',
    );
  });

  it('reads in Chinese', async () => {
    await renderRow('zh', listing({ views: 12 }));
    expect(screen.getByText('草稿')).toBeInTheDocument();
    expect(screen.getByText('12 次浏览')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除 Sea-view villa in Kata' })).toBeVisible();
  });

  it('keeps English as it was', async () => {
    await renderRow('en', listing({ views: 1 }));
    expect(screen.getByText('To publish, add a price and 3 photos')).toBeInTheDocument();
    expect(screen.getByText('1 view')).toBeInTheDocument();
    expect(screen.getByText('Updated 20 Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Sea-view villa in Kata' })).toHaveAttribute(
      'href',
      '/listing/create/5',
    );
  });

  it("shows the staff's review: waiting, rejected with the reason, a change asked for", async () => {
    await renderRow('en', listing({ status: 'pending', actions: ['unpublish', 'archive'] }));
    expect(screen.getByText('In review')).toBeInTheDocument();
    expect(
      screen.getByText(/The site staff check the first listings of new accounts/),
    ).toBeVisible();
  });

  it('shows a rejection with the reason as the staff wrote it, in Russian', async () => {
    await renderRow(
      'ru',
      listing({ status: 'rejected', moderation_note: 'Photos of another villa.', actions: [] }),
    );
    expect(screen.getByText('Отклонено')).toBeInTheDocument();
    const reason = screen.getByText('Photos of another villa.');
    expect(reason).toHaveAttribute('data-user-content');
    expect(reason.closest('li')).toHaveTextContent('Модераторы отклонили это объявление:');
  });

  it('shows what to change on a draft the staff sent back', async () => {
    await renderRow('en', listing({ moderation_note: 'Add the chanote number.' }));
    expect(screen.getByText('Add the chanote number.').closest('li')).toHaveTextContent(
      'The site staff ask for a change before it goes on the site:',
    );
  });
});
