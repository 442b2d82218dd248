import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListingPreview } from '@phuket/shared/api';
import { apiRequestKey, setApiAdapter } from '@phuket/shared/api';
import { LocaleProvider, sharedMessages, type Locale } from '@phuket/shared/i18n';
import { MemoryRouter, Route, Routes } from '@phuket/shared/router';
import { ServerData, ServerDataProvider } from '@phuket/shared/ssr';
import { RootStoreProvider, serverRootStore } from '@phuket/shared/stores';
import { catalogMessages } from '../../common/messages';
import { propertyMessages } from './messages';
import PropertyPage, { PREVIEW_ENQUIRY_OFF } from './PropertyPage';

/**
 * The owner's preview, /properties/{id}?preview: the page reads GET /listing/{id}/preview (with
 * the owner's token, which the real client adds) instead of the public read, which counts a
 * view and does not know drafts. Only the HTTP exchange is answered from memory.
 */

const draft: ListingPreview = {
  id: 5,
  status: 'draft',
  title: 'Draft villa above Kata',
  price: 18_500_000,
  price_thb: 18_500_000,
  discount: null,
  currency: 'THB',
  property_type: 'Villa',
  property_stage: 'Ready',
  offer_type: 'Sale',
  rental_type: null,
  bedrooms: 4,
  bathrooms: 3,
  area: 320,
  location: 'Kata',
  location_id: 3,
  latitude: null,
  longitude: null,
  developer_logo: null,
  tenure: null,
  leasehold_years: null,
  foreign_quota: null,
  foreign_quota_units: null,
  foreign_freehold: false,
  reduced_percent: null,
  language: 'en',
  translations: {},
  albums: [
    {
      id: 1,
      title: 'Living',
      photos: [1, 2, 3].map((n) => ({
        id: n,
        url: `/media/listings/5/${n}.webp`,
        thumb_url: `/media/listings/5/${n}-card.webp`,
      })),
    },
  ],
  description: 'Four bedrooms and the bay from the pool.',
  furniture: 'Furnished',
  video: null,
  video_poster: null,
  address: null,
  floor_plan: null,
  documents: [],
  amenities: [],
  developer: null,
  project: null,
  agent: {
    id: 2,
    name: 'Boris Broker',
    avatar_path: null,
    phone: null,
    email: null,
    verified: false,
  },
  created_at: '2026-11-20T10:00:00.000Z',
  confirmed_at: null,
  enquiry_path: '/5/property/enquiry',
  nearest_beach: null,
  price_history: [],
  payment_plan: [],
  completion: null,
  price_per_sqm: null,
};

let requests: { method: string; key: string }[];
let answer: { status: number; data: unknown };

beforeEach(() => {
  requests = [];
  answer = { status: 200, data: draft };
  setApiAdapter(async (config) => {
    const key = apiRequestKey(config.url ?? '', config.params as Record<string, string>);
    requests.push({ method: config.method ?? 'get', key });
    const isPreview = key.startsWith('/listing/5/preview');
    const { status, data } = isPreview ? answer : { status: 404, data: { message: 'Not found' } };
    const response = { data, status, statusText: '', headers: {}, config };
    if (status < 400) return response;
    throw Object.assign(new Error(`status ${status}`), { isAxiosError: true, response });
  });
});

afterEach(() => {
  document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove());
});

afterAll(() => setApiAdapter(undefined));

function renderAt(path: string, locale: Locale = 'en') {
  return render(
    <LocaleProvider locale={locale}>
      <RootStoreProvider store={serverRootStore('THB')}>
        <ServerDataProvider data={new ServerData({})}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/properties/:id" element={<PropertyPage />} />
            </Routes>
          </MemoryRouter>
        </ServerDataProvider>
      </RootStoreProvider>
    </LocaleProvider>,
  );
}

describe('the owner’s preview of the property page', () => {
  it('shows the draft as the property page, under a banner, without the public read', async () => {
    const { unmount } = renderAt('/properties/5?preview');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Draft villa above Kata' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('property-preview')).toHaveTextContent('Preview — not published yet');
    expect(screen.getByTestId('property-price')).toHaveTextContent('฿18,500,000');
    expect(
      screen.getByRole('link', { name: 'Back to the listing’s preview step' }),
    ).toHaveAttribute('href', '/listing/create/5?step=6');
    // A draft's public address is a 404: nothing to save or share yet.
    expect(screen.queryByRole('button', { name: /save/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /copy link/i })).not.toBeInTheDocument();
    // Never indexed while it is shown.
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    // The public read (which counts a view) and the public yield read are never made.
    expect(requests.map((r) => r.key)).toEqual(['/listing/5/preview?currency=THB']);

    // The enquiry form is there, as visitors will see it, and sends nothing.
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Nok');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nok@example.com');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PREVIEW_ENQUIRY_OFF);
    expect(requests.filter((r) => r.method === 'post')).toEqual([]);
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('says how a foreign buyer can hold it, in the key facts and the overview', async () => {
    answer = {
      status: 200,
      data: {
        ...draft,
        property_type: 'Apartment',
        tenure: 'Freehold',
        foreign_quota: true,
        foreign_quota_units: 12,
        foreign_freehold: true,
      },
    };
    renderAt('/properties/5?preview');
    expect(await screen.findByTestId('property-tenure')).toHaveTextContent(
      'Foreign freehold · 12 foreign-quota units left',
    );
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;
    expect(fact('Tenure')).toHaveTextContent(/^Freehold$/);
    expect(fact('Foreign freehold')).toHaveTextContent(/^Possible$/);
    expect(fact('Foreign quota')).toHaveTextContent(
      /^In the foreign quota · 12 foreign-quota units left$/,
    );
  });

  it('names a published listing as such', async () => {
    answer = { status: 200, data: { ...draft, status: 'published' } };
    renderAt('/properties/5?preview');
    expect(await screen.findByTestId('property-preview')).toHaveTextContent('Preview — published');
    expect(screen.getByRole('button', { name: /save/i })).toBeInTheDocument();
  });

  it.each([401, 403, 404])(
    'is the not-found page when the API answers %i (a guest, anyone but the owner)',
    async (status) => {
      answer = { status, data: { message: 'No' } };
      renderAt('/properties/5?preview');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Property not found' }),
      ).toBeInTheDocument();
      expect(screen.queryByText('Draft villa above Kata')).not.toBeInTheDocument();
      expect(screen.queryByTestId('property-preview')).not.toBeInTheDocument();
    },
  );

  it('offers Retry, not "not found", when the server fails', async () => {
    answer = { status: 503, data: { message: 'Unavailable' } };
    renderAt('/properties/5?preview');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('without ?preview is the public page, read from the public endpoint', async () => {
    renderAt('/properties/5');
    await waitFor(() => expect(requests.map((r) => r.key)).toEqual(['/5/property?currency=THB']));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Property not found' }),
    ).toBeInTheDocument();
  });
});

describe("the property page in the visitor's language", () => {
  const RU_TITLE = 'Черновик виллы над Катой';
  const RU_DESCRIPTION = 'Четыре спальни и вид на залив из бассейна.';

  beforeAll(async () => {
    await Promise.all(
      (['ru', 'th'] as const).flatMap((locale) => [
        catalogMessages.load(locale),
        propertyMessages.load(locale),
        sharedMessages.load(locale),
      ]),
    );
  });

  beforeEach(() => {
    answer = {
      status: 200,
      data: { ...draft, translations: { ru: { title: RU_TITLE, description: RU_DESCRIPTION } } },
    };
  });

  it("shows the owner's Russian title and description on a Russian page, without a note", async () => {
    renderAt('/properties/5?preview', 'ru');
    const heading = await screen.findByRole('heading', { level: 1, name: RU_TITLE });
    // The page's own language: no lang of its own, nothing to say about it.
    expect(heading).not.toHaveAttribute('lang');
    expect(heading).toHaveAttribute('data-user-content');
    const description = screen.getByText(RU_DESCRIPTION);
    expect(description).not.toHaveAttribute('lang');
    expect(screen.queryByText(/^Показано на/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${RU_TITLE} | WOW Phuket`));
  });

  it('shows the English original on a Thai page, marked English and said so', async () => {
    renderAt('/properties/5?preview', 'th');
    const heading = await screen.findByRole('heading', { level: 1, name: draft.title ?? '' });
    expect(heading).toHaveAttribute('lang', 'en');
    expect(screen.getByText(draft.description ?? '')).toHaveAttribute('lang', 'en');
    // Under the heading and under the description.
    expect(screen.getAllByText('แสดงเป็นภาษาอังกฤษ')).toHaveLength(2);
  });

  it('notes only the description when the title is translated and the description is not', async () => {
    answer = {
      status: 200,
      data: { ...draft, translations: { ru: { title: RU_TITLE, description: null } } },
    };
    renderAt('/properties/5?preview', 'ru');
    await screen.findByRole('heading', { level: 1, name: RU_TITLE });
    expect(screen.getByText(draft.description ?? '')).toHaveAttribute('lang', 'en');
    expect(screen.getAllByText('Показано на английском')).toHaveLength(1);
  });

  it('shows a Russian original on an English page, marked Russian', async () => {
    answer = {
      status: 200,
      data: { ...draft, title: RU_TITLE, description: RU_DESCRIPTION, language: 'ru' },
    };
    renderAt('/properties/5?preview');
    const heading = await screen.findByRole('heading', { level: 1, name: RU_TITLE });
    expect(heading).toHaveAttribute('lang', 'ru');
    expect(screen.getAllByText('Shown in Russian')).toHaveLength(2);
  });
});
