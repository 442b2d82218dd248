import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { DEMO_PASSWORD, demoUsers, signInAs } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { watchConsole } from '../support/console';
import { expectNoUntranslatedText } from '../support/untranslated';
import { lookAt } from '../support/look';
import { seededOptions } from '../support/listings';

// The client's language: a broker working in English sets a presentation's client
// language to Russian; the link they share is the Russian page, rendered on the server in
// Russian and hydrated without a warning; the English address leads there unless the client
// chose English on the page itself; the PDF is Russian too.

const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const EYEBROW = 'Подборка: 2 объекта на Пхукете';

/** An English presentation of two of the demo listings for sale; its id and slug. */
async function createPresentation(
  request: APIRequestContext,
  title: string,
): Promise<{ id: number; slug: string; token: string }> {
  const login = await request.post('/api/login', {
    data: { email: demoUsers.broker.email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const data = await seededOptions<{ id: number }>(request, headers, {
    currency: 'THB',
    'filter[offer_type]': 'Sale',
    // Villas: the PDF's table then has a bedrooms column to read in Russian.
    'filter[property_type]': 'Villa',
  });
  const created = await request.post('/api/presentations', {
    headers,
    data: {
      title,
      intro: 'Two homes to see this week.',
      items: data.slice(0, 2).map((card) => ({ listing_id: card.id, note: 'Sea view.' })),
    },
  });
  expect(created.status()).toBe(201);
  const { id, slug } = (await created.json()) as { id: number; slug: string };
  return { id, slug, token };
}

test('the broker chooses Russian for the client, who gets the Russian page and PDF', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const title = `Villas for Anna ${run}`;
  const { id, slug, token } = await createPresentation(request, title);
  const messages = watchConsole(page);

  // The editor, in English: the client's language is a choice of its own, saved like the rest.
  await signInAs(page, 'broker');
  await page.goto(`/presentation/${slug}/edit`);
  await waitForApp(page);
  const choice = page.getByLabel("Client's language");
  await expect(choice).toHaveValue('en');
  await expect(page.getByTestId('public-link')).toHaveAttribute(
    'href',
    new RegExp(`/presentation/${slug}$`),
  );
  await choice.selectOption({ label: 'Russian' });
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
  const link = page.getByTestId('public-link');
  await expect(link).toHaveAttribute('href', new RegExp(`^http://[^/]+/ru/presentation/${slug}$`));
  const shared = (await link.getAttribute('href')) ?? '';
  const saved = await request.get(`/api/presentations/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await saved.json()) as { locale: string }).locale).toBe('ru');
  // Still there after a reload: it was saved, not only shown.
  await page.reload();
  await waitForApp(page);
  await expect(page.getByLabel("Client's language")).toHaveValue('ru');
  await lookAt(page.locator('section[aria-labelledby="pres-about-title"]'), {
    path: '/tmp/presentation-editor-client-language.png',
  });
  expect(messages).toEqual([]);

  // The page's HTML, before any script: Russian, rendered on the server.
  const html = await (await request.get(new URL(shared).pathname)).text();
  expect(html).toMatch(/^<!doctype html><html lang="ru">/);
  expect(html).toContain(EYEBROW);
  expect(html).toContain('Есть вопросы? Свяжитесь со мной');

  // The client opens the shared link: no account, the page in Russian, hydrated quietly.
  for (const width of [1280, 390]) {
    const client = await browser.newPage({
      viewport: { width, height: width === 390 ? 844 : 900 },
    });
    const clientMessages = watchConsole(client);
    await client.goto(shared);
    await waitForApp(client);
    await expect(client.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(client.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(client.locator('.pres-public__eyebrow')).toHaveText(EYEBROW);
    await expect(client.getByRole('link', { name: 'Русский' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await client.waitForLoadState('networkidle');
    await expectNoUntranslatedText(client, 'main');
    await expectNoAxeViolations(client);
    const overflow = await client.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // For a person to look at; outside the repository.
    await lookAt(client, { path: `/tmp/presentation-ru-${width}.png`, fullPage: true });
    await lookAt(client, { path: `/tmp/presentation-ru-${width}-top.png` });
    expect(clientMessages).toEqual([]);
    await client.close();
  }

  const client = await browser.newPage();
  const clientMessages = watchConsole(client);
  // The English address the broker may still have sent leads to the client's language…
  await client.goto(`/presentation/${slug}`);
  await expect(client).toHaveURL(new RegExp(`/ru/presentation/${slug}$`));
  await waitForApp(client);
  await expect(client.locator('html')).toHaveAttribute('lang', 'ru');
  // …unless the client chooses English on the page: no loop back to Russian.
  await client.getByRole('link', { name: 'English' }).click();
  await expect(client).toHaveURL(new RegExp(`/presentation/${slug}\\?lang=en$`));
  await waitForApp(client);
  await expect(client.locator('html')).toHaveAttribute('lang', 'en');
  await expect(client.locator('.pres-public__eyebrow')).toHaveText(
    'A selection of 2 properties in Phuket',
  );
  expect(new URL(client.url()).pathname).toBe(`/presentation/${slug}`);
  expect(clientMessages).toEqual([]);
  await client.close();

  // The PDF the Russian page offers is Russian.
  const russian = await browser.newPage();
  await russian.goto(shared);
  await waitForApp(russian);
  const pdfLink = russian.getByRole('link', { name: 'Скачать PDF' });
  await expect(pdfLink).toHaveAttribute('href', `/api/presentation/${slug}/pdf?lang=ru`);
  const pdf = await request.get((await pdfLink.getAttribute('href')) ?? '', { timeout: 80_000 });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const file = testInfo.outputPath('presentation-ru.pdf');
  writeFileSync(file, await pdf.body());
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  // The eyebrow is printed in capitals (its CSS), which the PDF's text keeps.
  expect(text.toLowerCase()).toContain(EYEBROW.toLowerCase());
  expect(text).toContain('Спальни');
  expect(text).not.toContain('Bedrooms');
  await russian.close();
});
