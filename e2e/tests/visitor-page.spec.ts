import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { apiGet, card, demoUserId, type ApiCard, type ApiPage } from './catalog-support';

// The hero's location search, the property page, and the project,
// developer and agent pages.

interface Suggestion {
  kind: 'area' | 'project' | 'developer' | 'property';
  id: number;
  label: string;
}

interface DetailAlbum {
  title: string | null;
  photos: { url: string }[];
}

function heroLocation(page: Page) {
  return page
    .getByRole('search', { name: 'Property search' })
    .getByRole('combobox', { name: 'Location' });
}

test.describe('location search', () => {
  test("a project's name shows it under Projects, and Enter opens its page", async ({ page }) => {
    const projects = await apiGet<ApiPage<{ id: number; title: string }>>(
      page.request,
      '/projects',
      { per_page: 100, page: 1 },
    );
    const project = projects.data.find((item) => item.title === 'Andaman Crest Kata');
    if (!project) throw new Error('the demo project Andaman Crest Kata');
    await page.goto('/');
    await waitForApp(page);
    const location = heroLocation(page);
    await location.fill('andaman crest kata');
    const group = page.getByRole('group', { name: 'Projects' });
    await expect(group.getByRole('option', { name: /^Andaman Crest Kata/ })).toBeVisible();
    await expect(location).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, '.hero-search');

    await location.press('Enter');
    await expect(page).toHaveURL(`/projects/${project.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Andaman Crest Kata' })).toBeVisible();
  });

  test('arrow keys walk grouped suggestions; choosing Kata makes the heading "in Kata"', async ({
    page,
  }) => {
    const suggestions = await apiGet<{ data: Suggestion[] }>(page.request, '/search/suggestions', {
      q: 'kata',
    });
    const kata = suggestions.data.find((item) => item.kind === 'area' && item.label === 'Kata');
    if (!kata) throw new Error('the area Kata among the suggestions for "kata"');
    // Grouped in the contract's order, headed for screen readers.
    await page.goto('/');
    await waitForApp(page);
    const location = heroLocation(page);
    await location.fill('KÁTA');
    await expect(page.getByRole('group', { name: 'Areas' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Developers' })).toBeVisible();
    await location.press('ArrowDown');
    const active = await location.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    await expect(page.locator(`[id="${active}"]`)).toHaveText('Kata');
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
    await location.press('Enter');
    await expect(location).toHaveValue('Kata');
    await expect(location).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Get WOW' }).click();
    await expect(page).toHaveURL(`/properties?offer_type=Sale&location_id=${kata.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Properties for sale in Kata' }),
    ).toBeVisible();

    // Server-rendered too: the heading is in the HTML, not only after hydration.
    const html = await (await page.request.get(`/properties?location_id=${kata.id}`)).text();
    expect(html).toContain('Properties in Kata');
  });

  test('a developer suggestion opens the developer page', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const location = heroLocation(page);
    await location.fill('Kata Hills Devel');
    const option = page
      .getByRole('group', { name: 'Developers' })
      .getByRole('option', { name: 'Kata Hills Development' });
    await option.click();
    await expect(page).toHaveURL(/\/developers\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kata Hills Development' }),
    ).toBeVisible();
  });
});

/** A published listing whose first two albums both have photos, with a discount if asked. */
async function listingWithAlbums(page: Page) {
  const list = await apiGet<ApiPage<ApiCard & { albums: DetailAlbum[] }>>(
    page.request,
    '/properties',
    { per_page: 100, page: 1 },
  );
  const found = list.data.find(
    (item) => item.albums.filter((album) => album.photos.length > 0).length >= 2,
  );
  if (!found) throw new Error('a demo listing with two albums of photos');
  return found;
}

test.describe('property page', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`title and price are in the first screen at ${viewport.width}×${viewport.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const listing = await listingWithAlbums(page);
      await page.goto(`/properties/${listing.id}`);
      const title = page.getByRole('heading', { level: 1, name: listing.title });
      await expect(title).toBeVisible();
      const price = page.getByTestId('property-price');
      const [titleBox, priceBox] = [await title.boundingBox(), await price.boundingBox()];
      expect(titleBox && titleBox.y + titleBox.height).toBeLessThan(viewport.height);
      expect(priceBox && priceBox.y + priceBox.height).toBeLessThan(viewport.height);
      // The gallery still starts in the first screen.
      const gallery = page.getByRole('region', { name: `Photos of ${listing.title}` });
      expect((await gallery.boundingBox())?.y).toBeLessThan(viewport.height);
    });
  }

  test('share: copy link says "Link copied", chat apps get the page address', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const listing = await listingWithAlbums(page);
    await page.goto(`/properties/${listing.id}`);
    await waitForApp(page);
    const share = page.getByRole('group', { name: 'Share this property' });
    const address = new URL(`/properties/${listing.id}`, page.url()).href;
    await expect(share.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${listing.title} ${address}`)}`,
    );
    await expect(share.getByRole('link', { name: /LINE/ })).toHaveAttribute(
      'href',
      `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(address)}`,
    );
    await expect(share.getByRole('link', { name: /Telegram/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://t\\.me/share/url\\?url=${encodeURIComponent(address)}`),
    );
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(share.getByRole('status')).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await expectNoAxeViolations(page);
  });

  test('in USD the price has "≈ ฿…" beside it; in THB it does not', async ({ page }) => {
    const listing = await listingWithAlbums(page);
    const detail = await apiGet<{ price_thb: number }>(page.request, `/${listing.id}/property`);
    await page.goto(`/properties/${listing.id}`);
    await waitForApp(page);
    await expect(page.getByTestId('property-price-thb')).toHaveCount(0);
    await page.getByRole('contentinfo').getByLabel('Currency').selectOption('USD');
    await expect(page.getByTestId('property-price')).toContainText('$');
    await expect(page.getByTestId('property-price-thb')).toHaveText(
      `≈ ฿${Math.floor(detail.price_thb).toLocaleString('en-US')}`,
    );
  });

  test("the viewer's Next goes from album 1's last photo to album 2's first; Escape returns focus", async ({
    page,
  }) => {
    const listing = await listingWithAlbums(page);
    const albums = listing.albums.filter((album) => album.photos.length > 0);
    const [first, second] = albums as [DetailAlbum, DetailAlbum];
    const name = (album: DetailAlbum) => album.title || 'Photos';
    await page.goto(`/properties/${listing.id}`);
    await waitForApp(page);
    const opener = page
      .getByRole('region', { name: `Photos of ${listing.title}` })
      .getByRole('button', { name: /full screen/ });
    await opener.click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    const caption = (text: string) => viewer.getByText(text, { exact: true });
    await expect(caption(`${name(first)} · 1 / ${first.photos.length}`)).toBeVisible();
    for (let i = 1; i < first.photos.length; i++) await page.keyboard.press('ArrowRight');
    await expect(
      caption(`${name(first)} · ${first.photos.length} / ${first.photos.length}`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(caption(`${name(second)} · 1 / ${second.photos.length}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('a discounted card shows the old price struck through, read as "was ฿…"', async ({
    page,
  }) => {
    // The page's own order (newest first), to find which page holds a discounted sale.
    const list = await apiGet<ApiPage<ApiCard>>(page.request, '/properties', {
      'filter[offer_type]': 'Sale',
      sort: '-created_at',
      per_page: 100,
      page: 1,
    });
    const index = list.data.findIndex((item) => item.discount);
    const discounted = list.data[index];
    if (!discounted?.discount) throw new Error('a discounted sale among the newest 100');
    const pageNumber = Math.floor(index / 12) + 1;
    await page.goto(`/properties?offer_type=Sale${pageNumber > 1 ? `&page=${pageNumber}` : ''}`);
    const item = card(page, discounted.title);
    const before = Math.floor(discounted.price / (1 - discounted.discount / 100));
    const old = item.locator('del');
    await expect(old).toHaveText(`was ฿${before.toLocaleString('en-US')}`);
    await expect(old.locator('.visually-hidden')).toHaveText('was');
    await expect(item.getByTestId('listing-price')).toHaveText(
      `฿${Math.floor(discounted.price).toLocaleString('en-US')}`,
    );
    // A card without a discount strikes nothing through.
    const plain = list.data.slice((pageNumber - 1) * 12).find((other) => !other.discount);
    if (plain) await expect(card(page, plain.title).locator('del')).toHaveCount(0);
  });
});

test.describe('project and agent pages', () => {
  test('a project page has a Location block with the map fallback, and no axe findings', async ({
    page,
  }) => {
    const projects = await apiGet<ApiPage<{ id: number; title: string }>>(
      page.request,
      '/projects',
      { per_page: 1, page: 1 },
    );
    const project = projects.data[0];
    if (!project) throw new Error('demo projects');
    await page.goto(`/projects/${project.id}`);
    const location = page.getByRole('region', { name: 'Location' });
    await expect(location).toContainText('Map unavailable — the map service is not configured');
    await expectNoAxeViolations(page);
  });

  test("an agent page filters the agent's listings by offer and property type, in the URL", async ({
    page,
  }) => {
    const id = await demoUserId(page.request, 'broker');
    const agent = await apiGet<{ name: string }>(page.request, `/agents/${id}`);
    const rents = await apiGet<ApiPage<ApiCard>>(page.request, `/agents/${id}/listings`, {
      'filter[offer_type]': 'Rent',
      per_page: 12,
      page: 1,
    });
    await page.goto(`/agents/${id}`);
    await waitForApp(page);
    const section = page.getByRole('region', { name: `Properties listed by ${agent.name}` });
    await section
      .getByRole('group', { name: 'Offer type' })
      .getByText('Rent', { exact: true })
      .click();
    await expect(page).toHaveURL(`/agents/${id}?offer_type=Rent`);
    await expect(section.getByRole('article')).toHaveCount(Math.min(12, rents.meta.total));
    await expect(section.getByRole('status')).toHaveText(
      `${rents.meta.total} ${rents.meta.total === 1 ? 'property' : 'properties'}`,
    );
    await expectNoAxeViolations(page);
  });
});
