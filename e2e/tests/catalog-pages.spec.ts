import { expect, test, waitForApp } from '../support/test';
import type { APIRequestContext } from '@playwright/test';
import type { ApiCard, ApiListingAgent, ApiPage } from './catalog-support';
import {
  agentWithoutListings,
  apiGet,
  card,
  demoUserId,
  expectedPrice,
  privateAgent,
} from './catalog-support';

interface ApiProperty extends ApiCard {
  bedrooms: number | null;
  property_type: string;
  latitude: number | null;
  longitude: number | null;
  albums: { title: string | null; photos: { url: string }[] }[];
  documents: { id: number; name: string; url: string }[];
  amenities: { id: number; name: string }[];
  developer: { id: number; title: string } | null;
  project: { id: number; title: string } | null;
  agent: ApiListingAgent | null;
}

/**
 * A listing whose page has everything: developer, project, documents and an agent who shows
 * both contacts. The demo developer's: the seed shows its contacts, and no test changes them
 * (the profile test toggles the demo broker's).
 */
async function richProperty(request: APIRequestContext): Promise<ApiProperty> {
  const list = await apiGet<ApiPage<ApiCard>>(request, '/properties', {
    per_page: 60,
    page: 1,
    'filter[user_id]': await demoUserId(request, 'developer'),
  });
  for (const item of list.data) {
    const detail = await apiGet<ApiProperty>(request, `/${item.id}/property`, { currency: 'THB' });
    if (detail.agent?.phone && detail.developer && detail.project && detail.documents.length > 0) {
      return detail;
    }
  }
  throw new Error('no listing with agent, developer, project and documents in the demo data');
}

test.describe('property page', () => {
  test('renders the listing, its contacts, links and location fallback', async ({ page }) => {
    const property = await richProperty(page.request);
    await page.goto(`/properties/${property.id}`);
    await expect(page.getByRole('heading', { level: 1, name: property.title })).toBeVisible();
    await expect(page).toHaveTitle(
      new RegExp(property.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(page.getByTestId('property-price')).toHaveText(expectedPrice(property));

    const facts = page.getByRole('region', { name: 'Overview' });
    await expect(facts.getByText(property.property_type, { exact: true })).toBeVisible();
    if (property.bedrooms !== null) {
      await expect(facts.getByRole('definition').nth(0)).toBeVisible();
    }
    for (const amenity of property.amenities.slice(0, 3)) {
      await expect(page.getByRole('region', { name: 'Amenities' })).toContainText(amenity.name);
    }

    const agent = property.agent;
    if (!agent) throw new Error('agent expected');
    const digits = (agent.phone ?? '').replace(/\D/g, '');
    // exact: the share bar's "Share on WhatsApp" link is another one.
    await expect(page.getByRole('link', { name: 'WhatsApp', exact: true })).toHaveAttribute(
      'href',
      `https://wa.me/${digits}`,
    );
    await expect(page.getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      `mailto:${agent.email ?? ''}`,
    );
    await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(page.getByRole('link', { name: agent.name })).toHaveAttribute(
      'href',
      `/agents/${agent.id}`,
    );
    await expect(page.getByRole('link', { name: property.developer?.title })).toHaveAttribute(
      'href',
      `/developers/${property.developer?.id}`,
    );
    await expect(page.getByRole('link', { name: property.project?.title })).toHaveAttribute(
      'href',
      `/projects/${property.project?.id}`,
    );
    const firstDocument = property.documents[0];
    if (firstDocument) {
      await expect(page.getByRole('link', { name: firstDocument.name })).toHaveAttribute(
        'download',
        '',
      );
    }

    const location = page.getByRole('region', { name: 'Location' });
    await expect(location).toContainText('Map unavailable — the map service is not configured');
    if (property.latitude !== null && property.longitude !== null) {
      await expect(location.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
        'href',
        `https://www.google.com/maps/search/?api=1&query=${property.latitude},${property.longitude}`,
      );
    }

    const photos = property.albums.find((album) => album.photos.length > 1);
    if (photos) {
      // Keys pressed before hydration are not replayed (only clicks and typed values are:
      // api/src/ssr/early-input.ts); on a slow run the arrow below was lost.
      await waitForApp(page);
      const gallery = page.getByRole('region', { name: `Photos of ${property.title}` });
      if (property.albums.filter((album) => album.photos.length > 0).length > 1) {
        await gallery.getByRole('tab', { name: new RegExp(photos.title ?? 'Photos') }).click();
      }
      await gallery.focus();
      await page.keyboard.press('ArrowRight');
      await expect(gallery.getByText(`2 / ${photos.photos.length}`)).toBeVisible();
    }
  });

  test('a discounted listing shows the old price struck through', async ({ page }) => {
    const list = await apiGet<ApiPage<ApiCard>>(page.request, '/properties', {
      per_page: 100,
      page: 1,
    });
    const discounted = list.data.find((item) => item.discount);
    if (!discounted) throw new Error('the demo data has discounted listings');
    await page.goto(`/properties/${discounted.id}`);
    await expect(page.getByTestId('property-price')).toHaveText(expectedPrice(discounted));
    await expect(page.getByText(`-${discounted.discount}%`, { exact: true })).toBeVisible();
    await expect(page.locator('.property-price__was del')).toHaveText(/^was ฿[\d,]+$/);
  });

  test('an unknown id shows Property not found with a way back', async ({ page }) => {
    await page.goto('/properties/99999999');
    await expect(page.getByRole('heading', { name: 'Property not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse properties' }).click();
    await expect(page).toHaveURL('/properties');
  });
});

test.describe('developer, project and agent pages', () => {
  test('a developer page shows its projects and filterable listings', async ({ page }) => {
    const developers = await apiGet<ApiPage<{ id: number; title: string }>>(
      page.request,
      '/developers',
      { per_page: 10, page: 1 },
    );
    const developer = developers.data[0];
    if (!developer) throw new Error('demo developers expected');
    const detail = await apiGet<{
      projects: { id: number; title: string }[];
      listings_count: number;
    }>(page.request, `/developers/${developer.id}`);
    const listings = await apiGet<ApiPage<ApiCard>>(
      page.request,
      `/developers/${developer.id}/listings`,
      { per_page: 12, page: 1 },
    );
    await page.goto(`/developers/${developer.id}`);
    await expect(page.getByRole('heading', { level: 1, name: developer.title })).toBeVisible();
    const project = detail.projects[0];
    if (project) {
      await expect(
        page.getByRole('region', { name: 'Projects' }).getByRole('link', { name: project.title }),
      ).toHaveAttribute('href', `/projects/${project.id}`);
    }
    const section = page.getByRole('region', { name: `Properties by ${developer.title}` });
    await expect(section.getByRole('article')).toHaveCount(Math.min(12, listings.meta.total));
    const first = listings.data[0];
    if (first) await expect(card(page, first.title)).toBeVisible();

    await section.getByRole('button', { name: 'More filters' }).click();
    await expect(section.getByRole('combobox', { name: 'Developer' })).toHaveCount(0);
    await expect(section.getByRole('combobox', { name: 'Project' })).toBeVisible();
    await section
      .getByRole('group', { name: 'Offer type' })
      .getByText('Rent', { exact: true })
      .click();
    await expect(page).toHaveURL(`/developers/${developer.id}?offer_type=Rent`);
  });

  test('a developer page shows each photo once and a true breadcrumb', async ({ page }) => {
    const developers = await apiGet<ApiPage<{ id: number }>>(page.request, '/developers', {
      per_page: 100,
      page: 1,
    });
    type Detail = {
      id: number;
      title: string;
      main_photo: string | null;
      photos: { url: string }[];
      projects: { main_photo: string | null }[];
    };
    const details = await Promise.all(
      developers.data.map((item) => apiGet<Detail>(page.request, `/developers/${item.id}`)),
    );
    // The demo's photo pool is small: some developers' photos repeat their projects' ones.
    const elsewhere = (d: Detail) =>
      new Set([d.main_photo, ...d.projects.map((p) => p.main_photo)]);
    const developer = details.find((d) => d.photos.some((photo) => elsewhere(d).has(photo.url)));
    if (!developer) throw new Error('a demo developer whose photos repeat a project photo');
    const gallery = developer.photos.filter((photo) => !elsewhere(developer).has(photo.url));

    await page.goto(`/developers/${developer.id}`);
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(breadcrumbs.getByRole('listitem')).toHaveText([
      'Home',
      'Developers',
      developer.title,
    ]);
    await expect(breadcrumbs.getByRole('link', { name: 'Developers' })).toHaveAttribute(
      'href',
      '/developers',
    );
    const thumbs = page
      .getByRole('region', { name: 'Photos' })
      .getByRole('list', { name: 'Thumbnails' })
      .locator('img');
    if (gallery.length > 1) {
      const shown = await thumbs.evaluateAll((images) =>
        images.map((image) => new URL((image as HTMLImageElement).src).pathname),
      );
      expect(shown).toEqual(gallery.map((photo) => new URL(photo.url, 'http://x').pathname));
    } else if (gallery.length === 0) {
      await expect(page.getByRole('region', { name: 'Photos' })).toHaveCount(0);
    }
  });

  test('a project page names each layout once, then its bedrooms and area', async ({ page }) => {
    const projects = await apiGet<ApiPage<{ id: number }>>(page.request, '/projects', {
      per_page: 100,
      page: 1,
    });
    const all = await Promise.all(
      projects.data.map((item) =>
        apiGet<{ id: number; layouts: { title: string | null; bedrooms: number | null }[] }>(
          page.request,
          `/projects/${item.id}`,
        ),
      ),
    );
    const project = all.find(
      (p) => p.layouts.length > 0 && p.layouts.every((layout) => layout.title === 'Pool villa'),
    );
    if (!project) throw new Error('a demo project with pool villa layouts');
    await page.goto(`/projects/${project.id}`);
    const captions = page.getByRole('region', { name: 'Layouts' }).locator('figcaption');
    await expect(captions).toHaveCount(project.layouts.length);
    for (const caption of await captions.allTextContents()) {
      expect(caption).toMatch(/^Pool villa · \d bedrooms · \d+ sq\.m$/);
    }
  });

  test('a project page shows developer link, layouts and its listings', async ({ page }) => {
    const projects = await apiGet<ApiPage<{ id: number }>>(page.request, '/projects', {
      per_page: 10,
      page: 1,
    });
    const all = await Promise.all(
      projects.data.map((item) =>
        apiGet<{
          id: number;
          title: string;
          layouts: { id: number }[];
          developer: { id: number; title: string } | null;
          listings_count: number;
        }>(page.request, `/projects/${item.id}`),
      ),
    );
    const project = all.find((item) => item.layouts.length > 0 && item.developer) ?? all[0];
    if (!project) throw new Error('demo projects expected');
    await page.goto(`/projects/${project.id}`);
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
    if (project.developer) {
      await expect(
        page.getByRole('main').getByRole('link', { name: project.developer.title }).first(),
      ).toHaveAttribute('href', `/developers/${project.developer.id}`);
    }
    await expect(page.getByRole('region', { name: 'Layouts' }).getByRole('figure')).toHaveCount(
      project.layouts.length,
    );
    const section = page.getByRole('region', { name: `Properties in ${project.title}` });
    await expect(section.getByRole('article')).toHaveCount(Math.min(12, project.listings_count));
    await section.getByRole('button', { name: 'More filters' }).click();
    await expect(section.getByRole('combobox', { name: 'Project' })).toHaveCount(0);
  });

  test('an agent page shows the profile and listings, and no contacts the agent keeps private', async ({
    page,
  }) => {
    const agent = await privateAgent(page.request);
    const profile = await apiGet<{ listings_count: number }>(page.request, `/agents/${agent.id}`);
    await page.goto(`/agents/${agent.id}`);
    await expect(page.getByRole('heading', { level: 1, name: agent.name })).toBeVisible();
    const section = page.getByRole('region', { name: `Properties listed by ${agent.name}` });
    await expect(section.getByRole('article')).toHaveCount(Math.min(12, profile.listings_count));
    const head = page.getByRole('region', { name: agent.name, exact: true });
    await expect(head.getByRole('link')).toHaveCount(0);
    await expect(page.locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0);

    // The property page's owner block: only the way to the agent page.
    const first = await apiGet<ApiPage<ApiCard>>(page.request, `/agents/${agent.id}/listings`);
    await page.goto(`/properties/${first.data[0]?.id ?? 0}`);
    await expect(page.getByRole('link', { name: 'Agent profile' })).toBeVisible();
    // The share bar's wa.me/?text= link shares the page; no link reaches the agent's number.
    await expect(
      page.locator('a[href^="mailto:"], a[href^="tel:"], a[href*="wa.me/"]:not([href*="wa.me/?"])'),
    ).toHaveCount(0);
  });

  test('an agent page shows the contacts the agent chose to show', async ({ page }) => {
    const id = await demoUserId(page.request, 'developer');
    const profile = await apiGet<{ name: string; email: string; phone: string }>(
      page.request,
      `/agents/${id}`,
    );
    await page.goto(`/agents/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      `mailto:${profile.email}`,
    );
    await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/${profile.phone.replace(/\D/g, '')}`,
    );
  });

  test('unknown developer, project and agent ids show not found', async ({ page }) => {
    for (const [path, heading] of [
      ['/developers/99999999', 'Developer not found'],
      ['/projects/99999999', 'Project not found'],
      ['/agents/99999999', 'Agent not found'],
      // An account without a published listing has no page either (it is not an unknown id
      // in the database, but looks exactly like one).
      [`/agents/${await agentWithoutListings(page.request)}`, 'Agent not found'],
      [`/agents/${await demoUserId(page.request, 'admin')}`, 'Agent not found'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
  });
});

test('the listings page offers Retry when the API cannot be reached', async ({ page }) => {
  // The first page comes with the server's HTML; the next search is the browser's own call.
  await page.goto('/properties');
  let failing = true;
  await page.route('**/api/properties?**', (route) =>
    failing ? route.abort('connectionrefused') : route.continue(),
  );
  await page.getByLabel('Sort by').selectOption({ label: 'Price low to high' });
  await expect(
    page.getByRole('heading', { name: 'The listings could not be loaded' }),
  ).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('about and terms pages have their content', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page.getByText(/Since 2008/)).toBeVisible();
  await page.goto('/terms');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Terms & Privacy Policy' }),
  ).toBeVisible();
  for (const name of ['Privacy policy', 'Cookies and local storage', 'Your rights']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  // Every value the site keeps in the browser is named, its cookies too.
  for (const stored of ['token', 'selectedCurrency', 'currency', 'locale', 'signed_in']) {
    await expect(page.getByText(stored, { exact: true })).toBeVisible();
  }
});
