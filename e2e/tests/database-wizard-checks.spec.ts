import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test, waitForApp } from '../support/test';
import { lookAt } from '../support/look';

// A developer files a developer and a project through the database wizards, meeting each check
// on the way: Next without a title, Back from a step with an error, the publish box after the
// logo is uploaded, a pin in London, a layout's numbers typed as words, two different floor
// plans in one gallery, and one unit's status changed in the unit list.

const FIXTURES = path.join(__dirname, '..', 'fixtures');

const TITLE_REQUIRED = 'Enter a title.';
const LOGO_REQUIRED = 'A logo is required to publish.';
const PIN_OUTSIDE =
  'Place the pin in Phuket: the project must be on the island or its nearby islands.';

function saveStatus(page: Page) {
  return page.getByTestId('save-status');
}

async function expectSaved(page: Page) {
  await expect(saveStatus(page)).toHaveText('Saved');
}

async function heading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

/** Screenshots at both widths, kept out of the repository (under /tmp). */
async function look(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await lookAt(page, { path: `/tmp/database-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * A floor plan drawn by the browser: a frame, walls where `walls` says, room names. Two plans
 * differ only in their walls, on white: their perceptual hashes are a few bits apart.
 */
async function floorPlan(browser: Browser, walls: [number, number, number]): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 960 } });
  const [a, b, y] = walls;
  const rooms = ['Living', 'Bedroom', 'Kitchen', 'Bath', 'Terrace']
    .map(
      (room, i) =>
        `<text x="${200 + (i % 3) * 333}" y="${210 + Math.floor(i / 3) * 360}" font-family="sans-serif" font-size="40" fill="#555">${room}</text>`,
    )
    .join('');
  await page.setContent(
    `<body style="margin:0"><svg xmlns="http://www.w3.org/2000/svg" width="1280" height="960">
      <rect width="1280" height="960" fill="#fbfbf8"/>
      <rect x="140" y="120" width="1000" height="720" fill="none" stroke="#2d2d2d" stroke-width="12"/>
      <line x1="${140 + 1000 * a}" y1="120" x2="${140 + 1000 * a}" y2="840" stroke="#2d2d2d" stroke-width="8"/>
      <line x1="${140 + 1000 * b}" y1="120" x2="${140 + 1000 * b}" y2="840" stroke="#2d2d2d" stroke-width="8"/>
      <line x1="140" y1="${120 + 720 * y}" x2="${140 + 1000 * a}" y2="${120 + 720 * y}" stroke="#2d2d2d" stroke-width="8"/>
      ${rooms}</svg></body>`,
  );
  const png = await page.screenshot({ type: 'png' });
  await page.close();
  return png;
}

test.describe('the database wizards check what is typed and lose nothing', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a developer files a developer and a project, meeting each check', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now();
    await signInAs(page, 'developer');

    // Next with an empty title: the message under the field, nothing created.
    await page.goto('/database/developers/create');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(TITLE_REQUIRED)).toBeVisible();
    await expect(page.getByLabel('Title')).toBeFocused();
    await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/database\/developers\/create$/);
    await look(page, 'developer-title-required');
    await page.goto('/database/developers');
    await expect(page.getByText('Untitled', { exact: false })).toHaveCount(0);

    await page.goto('/database/developers/create');
    await waitForApp(page);
    const developerTitle = `Checks Developer ${stamp}`;
    await page.getByLabel('Title').fill(developerTitle);
    await expect(page.getByText(TITLE_REQUIRED)).toHaveCount(0);
    await page.getByLabel('Description').fill('Villas and condominiums in Rawai.');
    await expectSaved(page);
    await expect(page).toHaveURL(/\/database\/developers\/\d+\/create\?step=2$/);
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'Contacts and facts');

    // Back from a step with an error goes back; the value waits, marked, for the return.
    await page.getByLabel('Year founded').fill('abc');
    await expect(page.getByText('The year founded must be a whole number')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await heading(page, 'About the developer');
    await expect(page.getByLabel('Title')).toHaveValue(developerTitle);
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'Contacts and facts');
    await expect(page.getByLabel('Year founded')).toHaveValue('abc');
    await expect(page.getByLabel('Year founded')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Year founded').fill('2011');
    await expectSaved(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'Logo and photos');

    // Publish without a logo: said once; gone once the logo is uploaded.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByText(LOGO_REQUIRED)).toHaveCount(1);
    await look(page, 'developer-logo-missing');
    await page.getByLabel('Upload logo').setInputFiles(path.join(FIXTURES, 'photo.png'));
    await expect(page.getByRole('img', { name: 'Logo 1' })).toBeVisible();
    await expect(page.getByText(LOGO_REQUIRED)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Publish' }).getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Published' })).toBeVisible();

    // The project: no title, no project.
    await page.goto('/database/projects/create');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(TITLE_REQUIRED)).toBeVisible();
    await expect(page).toHaveURL(/\/database\/projects\/create$/);
    const projectTitle = `Checks Project ${stamp}`;
    await page.getByLabel('Title').fill(projectTitle);
    await page.getByLabel('Developer', { exact: true }).selectOption({ label: developerTitle });
    await expectSaved(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'Location');

    // A pin in London is refused on both fields; Rawai is taken.
    await page.getByLabel('Latitude').fill('51.5072');
    await page.getByLabel('Longitude').fill('-0.1276');
    await expect(page.getByText(PIN_OUTSIDE)).toHaveCount(2);
    await expect(saveStatus(page)).toHaveText('Not saved: correct the marked fields.');
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'Location');
    await expect(page.getByLabel('Latitude')).toBeFocused();
    await look(page, 'project-pin-outside');
    await page.getByLabel('Latitude').fill('7.779');
    await page.getByLabel('Longitude').fill('98.326');
    await expect(page.getByText(PIN_OUTSIDE)).toHaveCount(0);
    await expectSaved(page);
    await page.reload();
    await expect(page.getByLabel('Latitude')).toHaveValue('7.779');

    // Two different floor plans in the gallery: both are taken; the same one again is not.
    await page.getByRole('link', { name: 'Photos, video and brochure' }).click();
    await heading(page, 'Photos, video and brochure');
    const planA = await floorPlan(browser, [0.35, 0.65, 0.5]);
    const planB = await floorPlan(browser, [0.42, 0.72, 0.45]);
    const addPhotos = page.getByLabel('Add photos');
    await addPhotos.setInputFiles({ name: 'plan-a.png', mimeType: 'image/png', buffer: planA });
    await expect(page.getByRole('img', { name: 'Photos 1' })).toBeVisible();
    await addPhotos.setInputFiles({ name: 'plan-b.png', mimeType: 'image/png', buffer: planB });
    await expect(page.getByRole('img', { name: 'Photos 2' })).toBeVisible();
    await expect(page.getByText('This photo is already in this project.')).toHaveCount(0);
    await addPhotos.setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: planA });
    await expect(page.getByText('This photo is already in this project.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(2);

    // A layout's numbers typed as words: a message under each, nothing added.
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'Layouts');
    const add = page.getByRole('region', { name: 'Add a layout' });
    await add.getByLabel('Layout name').fill('Garden suite');
    await add.getByLabel('Bathrooms').fill('x');
    await add.getByLabel('Area, sq.m').fill('0');
    await add.getByLabel('Price from').fill('abc');
    await add.getByRole('button', { name: 'Add layout' }).click();
    await expect(add.getByText('Enter a number of bathrooms')).toBeVisible();
    await expect(add.getByText('Enter an area in sq.m greater than 0')).toBeVisible();
    await expect(add.getByText('Enter a price')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Layout Garden suite' })).toHaveCount(0);
    await look(page, 'project-layout-numbers');
    await add.getByLabel('Bathrooms').fill('2');
    await add.getByLabel('Area, sq.m').fill('64.5');
    await add.getByLabel('Price from').fill('5200000');
    await add.getByRole('button', { name: 'Add layout' }).click();
    const suite = page.getByRole('region', { name: 'Layout Garden suite' });
    await expect(suite).toBeVisible();
    await expect(suite.getByLabel('Bathrooms')).toHaveValue('2');
    await expect(suite.getByLabel('Area, sq.m')).toHaveValue('64.5');
    await expect(suite.getByLabel('Price from')).toHaveValue('5200000');

    // One unit's status, changed in the list without importing the table again.
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'Units and publish');
    await page
      .getByLabel('Paste units from a spreadsheet')
      .fill(
        'unit_number\tlayout\tfloor\tprice\tstatus\nG01\tGarden suite\t1\t5200000\tavailable\nG02\tGarden suite\t1\t5300000\tavailable',
      );
    await page.getByRole('button', { name: 'Check rows' }).click();
    await expect(page.getByText('2 rows are ready to import.')).toBeVisible();
    await page.getByRole('button', { name: 'Import units' }).click();
    await expect(page.getByRole('table', { name: 'Units (2)' })).toBeVisible();
    await page.getByLabel('Status of unit G01').selectOption('reserved');
    await expect(page.getByText('Unit G01 is now reserved.')).toBeVisible();
    await expect(page.getByLabel('Status of unit G02')).toHaveValue('available');
    await look(page, 'project-unit-status');
    await page.reload();
    await expect(page.getByLabel('Status of unit G01')).toHaveValue('reserved');
    await expect(page.getByLabel('Status of unit G02')).toHaveValue('available');
  });

  test('on a phone, Next without a title and Back from an error work as on a desktop', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'developer');
    await page.goto('/database/projects/create');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(TITLE_REQUIRED)).toBeVisible();
    await expect(page.getByLabel('Title')).toBeFocused();
    await page.getByLabel('Title').fill(`Phone Project ${Date.now()}`);
    await expectSaved(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'Location');
    await page.getByLabel('Latitude').fill('north');
    await expect(page.getByText('The latitude must be from -90 to 90.')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await heading(page, 'Basics');
    await expectNoAxeViolations(page);
    await lookAt(page, { path: '/tmp/database-phone-back-390.png', fullPage: true });
  });
});
