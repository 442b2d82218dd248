import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { apiGet, type ApiPage } from './catalog-support';
import { lookAt } from '../support/look';

// Buyers find projects and developers: the header's "New projects" search shows the matching
// projects above its listings, the location search of / and /properties opens a project's
// page, and text sent without a pick is searched for, never dropped.

interface ApiProject {
  id: number;
  title: string;
  location: { id: number; name: string } | null;
}

interface Location {
  id: number;
  name: string;
}

/** The projects /properties?property_stage=Off-plan shows above its listings: off-plan, newest. */
async function searchProjects(page: Page, params: Record<string, string | number> = {}) {
  return apiGet<ApiPage<ApiProject>>(page.request, '/projects', {
    per_page: 4,
    page: 1,
    'filter[stage]': 'Off-plan',
    sort: 'newest',
    ...params,
  });
}

function heroLocation(page: Page) {
  return page
    .getByRole('search', { name: 'Property search' })
    .getByRole('combobox', { name: 'Location' });
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test("the header's New projects shows projects above the listings, and one opens", async ({
      page,
    }) => {
      const expected = await searchProjects(page);
      const first = expected.data[0];
      if (!first) throw new Error('the demo data has projects');
      await page.goto('/about-us');
      await waitForApp(page);
      const header = page.getByRole('banner');
      if (width < 769) await header.getByRole('button', { name: 'Open menu' }).click();
      await header.getByRole('link', { name: 'New projects', exact: true }).click();
      await expect(page).toHaveURL('/properties?property_stage=Off-plan');

      const section = page.getByRole('region', { name: 'New projects' });
      await expect(section).toBeVisible();
      const items = section.getByRole('article');
      await expect(items).toHaveCount(expected.data.length);
      await expect(items.first().getByRole('heading', { level: 3 })).toHaveText(first.title);
      // Above the listings.
      const [sectionBox, resultsBox] = [
        await section.boundingBox(),
        await page.getByRole('region', { name: 'Search results' }).boundingBox(),
      ];
      expect((sectionBox?.y ?? 0) < (resultsBox?.y ?? 0)).toBe(true);
      await expect(section.getByRole('link', { name: /^See all \d* ?projects$/ })).toHaveAttribute(
        'href',
        '/projects?stage=Off-plan',
      );
      await expectNoAxeViolations(page, '.search-projects');
      await lookAt(page, { path: `/tmp/find-projects-new-projects-${width}.png` });

      await section.getByRole('link', { name: first.title }).click();
      await expect(page).toHaveURL(`/projects/${first.id}`);
      await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    });

    test("a project's name typed in the hero and picked opens its page", async ({ page }) => {
      const { data } = await searchProjects(page);
      const project = data[0];
      if (!project) throw new Error('the demo data has projects');
      await page.goto('/');
      await waitForApp(page);
      const location = heroLocation(page);
      await location.fill(project.title);
      const option = page
        .getByRole('group', { name: 'Projects' })
        .getByRole('option', { name: new RegExp(`^${project.title}`) });
      await expect(option).toBeVisible();
      await expectNoAxeViolations(page, '.hero-search');
      await lookAt(page, { path: `/tmp/find-projects-hero-suggest-${width}.png` });
      await option.click();
      await expect(page).toHaveURL(`/projects/${project.id}`);
      await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
    });

    test('an area typed in the hero and sent with Get WOW without a pick filters the search', async ({
      page,
    }) => {
      const locations = await apiGet<Location[]>(page.request, '/locations');
      const kata = locations.find((item) => item.name === 'Kata');
      if (!kata) throw new Error('the demo area Kata');
      await page.goto('/');
      await waitForApp(page);
      await heroLocation(page).fill('kata');
      // The suggestions list opens as one types and, on a phone, covers the button: the
      // visitor closes it first, as a tap outside or Escape does, then sends.
      await expect(page.getByRole('listbox')).toBeVisible();
      await heroLocation(page).press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
      await page.getByRole('button', { name: 'Get WOW' }).click();
      await expect(page).toHaveURL(`/properties?offer_type=Sale&location_id=${kata.id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Properties for sale in Kata' }),
      ).toBeVisible();
    });
  });
}

test('text that names no area is searched for, shown as a chip the visitor can clear', async ({
  page,
}) => {
  const text = 'sea view';
  const found = await apiGet<ApiPage<{ id: number }>>(page.request, '/properties', {
    'filter[search]': text,
    'filter[offer_type]': 'Sale',
    per_page: 1,
    page: 1,
  });
  await page.goto('/');
  await waitForApp(page);
  await heroLocation(page).fill(text);
  await page.getByRole('button', { name: 'Get WOW' }).click();
  await expect(page).toHaveURL('/properties?offer_type=Sale&search=sea%20view');
  const total = found.meta.total;
  await expect(page.getByText(/propert(y|ies) found$/)).toHaveText(
    `${total.toLocaleString('en-US')} ${total === 1 ? 'property' : 'properties'} found`,
  );
  const location = page.getByRole('combobox', { name: 'Location' });
  await expect(location).toHaveValue(text);
  const chip = page.getByRole('button', { name: new RegExp(`^Search: “${text}”\\s*, clear$`) });
  await expect(chip).toBeVisible();
  await expectNoAxeViolations(page, '.filters-bar');
  await lookAt(page, { path: '/tmp/find-projects-search-chip-1280.png' });
  await chip.click();
  await expect(page).toHaveURL('/properties?offer_type=Sale');
  await expect(location).toHaveValue('');
});

test("the filters bar's location search on /properties opens a developer's page", async ({
  page,
}) => {
  await page.goto('/properties');
  await waitForApp(page);
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.fill('Kata Hills Devel');
  await page
    .getByRole('group', { name: 'Developers' })
    .getByRole('option', { name: 'Kata Hills Development' })
    .click();
  await expect(page).toHaveURL(/\/developers\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Kata Hills Development' }),
  ).toBeVisible();
});

test('a new-projects search in an area is server-rendered with its projects', async ({ page }) => {
  const { data } = await searchProjects(page);
  const withArea = data.find((project) => project.location !== null);
  if (!withArea?.location) throw new Error('a demo project with an area');
  const inArea = await searchProjects(page, { 'filter[location_id]': withArea.location.id });
  const html = await (
    await page.request.get(
      `/properties?property_stage=Off-plan&location_id=${withArea.location.id}`,
    )
  ).text();
  expect(html).toContain('id="search-projects-title"');
  for (const project of inArea.data) expect(html).toContain(`href="/projects/${project.id}"`);
  expect(html).toContain(`href="/projects?location_id=${withArea.location.id}&amp;stage=Off-plan"`);
});

test('the footer links the projects and developers directories', async ({ page }) => {
  await page.goto('/about-us');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'All projects' }).click();
  await expect(page).toHaveURL('/projects');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Developers' })).toHaveAttribute(
    'href',
    '/developers',
  );
});
