import path from 'node:path';
import type { Page } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test, waitForApp } from '../support/test';
import { apiGet } from './catalog-support';
import { lookAt } from '../support/look';

// One marketplace: what the developer files in the project wizard reaches the buyer, and the
// buyer finds it. The demo developer files a project through every step of the wizard and
// publishes it; a signed-out buyer then finds it by name in the location search of / and of
// /properties, in the /projects directory, first in home's 'New Projects in Phuket' (its sales
// launch is the latest) and above the off-plan search's listings, and its page shows what was
// entered.

const PHOTO = path.join(__dirname, '..', 'fixtures', 'photo.png');
const DEVELOPER = 'Andaman Crest Development';
const AREA = 'Kata';

const stamp = Date.now();
const title = `Launch Test Residence ${stamp}`;
// A month ahead of every demo project's launch and of the project-page spec's (this month):
// a year from now, so the page says "Launching".
const now = new Date();
const launchMonth = now.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
const launchYear = now.getUTCFullYear() + 1;
const launchText = `${launchMonth} ${launchYear}`;

/** Set by the developer's test, read by the buyer's. */
let projectId = 0;
let amenity = '';

async function expectSaved(page: Page) {
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
}

async function next(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

/** The project's own page, as the buyer lands on it: what the developer entered. */
async function expectProjectPage(page: Page) {
  await expect(page).toHaveURL(`/projects/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const facts = page.locator('dl.detail-facts');
  await expect(facts.getByRole('definition').filter({ hasText: '฿5,500,000' })).toHaveText(
    '฿5,500,000 – ฿9,000,000',
  );
  await expect(facts.getByRole('definition').filter({ hasText: 'Off-plan' })).toBeVisible();
  await expect(facts.getByRole('definition').filter({ hasText: 'Launching' })).toHaveText(
    `Launching ${launchText}`,
  );
  await expect(facts.getByRole('definition').filter({ hasText: 'Q4 2029' })).toBeVisible();
  await expect(
    page.getByText(`${AREA} · Launching ${launchText} · Completion Q4 2029`),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Amenities' })).toContainText(amenity);
  await expect(page.getByRole('table', { name: /^Units: 1 of 1 available/ })).toContainText(
    'Garden suite',
  );
}

test.describe('publish, then find', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  test('the demo developer files a project through every wizard step and publishes it', async ({
    page,
  }) => {
    const options = await apiGet<{ amenities: { id: number; name: string }[] }>(
      page.request,
      '/Sale/options',
    );
    amenity = options.amenities[0]?.name ?? '';
    expect(amenity).not.toBe('');
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'developer');
    await page.goto('/database/projects/create');
    await waitForApp(page);

    // Step 2: basics, with the sales launch; a launch that is not a month is named.
    await page.getByLabel('Title').fill(title);
    await expectSaved(page);
    await expect(page).toHaveURL(/\/database\/projects\/\d+\/create\?step=2$/);
    projectId = Number(/projects\/(\d+)\/create/.exec(page.url())?.[1]);
    await page.getByLabel('Developer', { exact: true }).selectOption({ label: DEVELOPER });
    await page.getByLabel('Description').fill('Thirty garden suites above Kata beach.');
    await page.getByLabel('Stage').selectOption('Off-plan');
    await page.getByLabel('Sales launch').fill('Q2 2027');
    await expect(
      page.getByText('The launch must be a month and a year, e.g. March 2026.'),
    ).toBeVisible();
    await page.getByLabel('Sales launch').fill(launchText);
    await page.getByLabel('Completion').fill('Q4 2029');
    await expectSaved(page);
    await expectNoAxeViolations(page);

    // Step 3: the area.
    await next(page, 'Location');
    await page.getByRole('combobox', { name: 'Location' }).selectOption({ label: AREA });
    await page.getByLabel('Address').fill('12 Kata Hill Road');
    await expectSaved(page);

    // Step 4: price and amenities.
    await next(page, 'Price, payment plan and tenure');
    await page.getByLabel('Price from').fill('5500000');
    await page.getByLabel('Price to').fill('9000000');
    await page.getByRole('checkbox', { name: amenity, exact: true }).check();
    await page.getByLabel('Tenure for foreigners').selectOption('Freehold');
    await expectSaved(page);

    // Step 5: the main photo; step 6: a layout; step 7: a unit, then publish.
    await next(page, 'Photos, video and brochure');
    await page.getByLabel('Upload main photo').setInputFiles(PHOTO);
    await expect(page.getByRole('img', { name: 'Main photo 1' })).toBeVisible();
    await next(page, 'Layouts');
    const form = page.getByRole('region', { name: 'Add a layout' });
    await form.getByLabel('Layout name').fill('Garden suite');
    await form.getByLabel('Bedrooms').fill('1');
    await form.getByLabel('Area, sq.m').fill('52');
    await form.getByRole('button', { name: 'Add layout' }).click();
    await expect(page.getByRole('region', { name: 'Layout Garden suite' })).toBeVisible();
    await next(page, 'Units and publish');
    await page
      .getByLabel('Paste units from a spreadsheet')
      .fill('unit_number\tlayout\tfloor\tprice\tstatus\nG101\tGarden suite\t1\t5500000\tavailable');
    await page.getByRole('button', { name: 'Check rows' }).click();
    await expect(page.getByText('1 row is ready to import.')).toBeVisible();
    await page.getByRole('button', { name: 'Import units' }).click();
    await expect(page.getByRole('table', { name: 'Units (1)' })).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Published' })).toBeVisible();

    // The project database lists it with its launch.
    await page.goto('/database/projects');
    await page.getByLabel('Search by name').fill(title);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Published');
    await expect(row).toContainText(launchText);
  });

  for (const width of [1280, 390]) {
    test(`a signed-out buyer finds it at ${width} px`, async ({ page }) => {
      expect(projectId).toBeGreaterThan(0);
      await page.setViewportSize({ width, height: 900 });

      // Home: first in 'New Projects in Phuket', its sales launch being the latest.
      await page.goto('/');
      await waitForApp(page);
      const newest = page.getByRole('region', { name: 'New Projects in Phuket' });
      await expect(newest.getByRole('heading', { level: 3 }).first()).toHaveText(title);
      await expect(newest.getByRole('article').first()).toContainText(`Launching ${launchText}`);

      // The hero's location search finds it by name, and picking it opens its page.
      const hero = page
        .getByRole('search', { name: 'Property search' })
        .getByRole('combobox', { name: 'Location' });
      await hero.fill(title);
      const heroOption = page
        .getByRole('group', { name: 'Projects' })
        .getByRole('option', { name: new RegExp(`^${title}`) });
      await expect(heroOption).toBeVisible();
      await expectNoAxeViolations(page);
      await lookAt(page, { path: `/tmp/project-launch-hero-${width}.png` });
      await heroOption.click();
      await expectProjectPage(page);
      await expectNoAxeViolations(page);
      await lookAt(page, { path: `/tmp/project-launch-page-${width}.png`, fullPage: true });

      // The off-plan search shows it above the listings, first (the newest).
      await page.goto('/properties?property_stage=Off-plan');
      await waitForApp(page);
      const strip = page.getByRole('region', { name: 'New projects' });
      await expect(strip.getByRole('heading', { level: 3 }).first()).toHaveText(title);
      await expectNoAxeViolations(page);
      await lookAt(page, { path: `/tmp/project-launch-off-plan-${width}.png` });

      // The location search of /properties finds it too.
      const location = page.getByRole('combobox', { name: 'Location' });
      await location.fill(title);
      const option = page
        .getByRole('group', { name: 'Projects' })
        .getByRole('option', { name: new RegExp(`^${title}`) });
      await expect(option).toBeVisible();
      await option.click();
      await expectProjectPage(page);

      // And the /projects directory, filtered to its area's off-plan projects.
      await page.goto('/projects');
      await waitForApp(page);
      const filters = page.locator('[aria-label="Filter projects"]');
      await filters.getByLabel('Location').selectOption({ label: AREA });
      await expect(page).toHaveURL(/location_id=\d+/);
      await filters.getByLabel('Stage').selectOption('Off-plan');
      await expect(page).toHaveURL(/stage=Off-plan/);
      const card = page.getByRole('link', { name: title, exact: true });
      await expect(card).toBeVisible();
      await expectNoAxeViolations(page);
      await lookAt(page, { path: `/tmp/project-launch-directory-${width}.png` });
      await card.click();
      await expectProjectPage(page);
    });
  }
});
