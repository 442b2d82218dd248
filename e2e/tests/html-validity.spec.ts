import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, demoUsers } from '../support/accounts';
import { seededOptions } from '../support/listings';
import { expect, test } from '../support/test';
import { apiGet, type ApiCard, type ApiPage } from './catalog-support';

/**
 * The HTML the server sends for every server-rendered page (what crawlers, link previews and
 * assistive technology get before any script) is valid HTML: the Nu Html Checker, the W3C's
 * validator (vnu.jar from npm, run on Debian's Java), reports no error on any of them.
 */

/** The jar the vnu-jar package ships (its postinstall, a Java download, is not run). */
const VNU_JAR = path.join(
  path.dirname(require.resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** A sale listing with a developer, project and agent: every kind of detail page. */
async function detailPages(request: APIRequestContext): Promise<string[]> {
  const list = await apiGet<ApiPage<ApiCard>>(request, '/properties', {
    'filter[offer_type]': 'Sale',
    per_page: 20,
  });
  for (const card of list.data) {
    const detail = await apiGet<{
      developer: { id: number } | null;
      project: { id: number } | null;
      agent: { id: number } | null;
    }>(request, `/${card.id}/property`);
    if (detail.developer && detail.project && detail.agent) {
      return [
        `/properties/${card.id}`,
        `/ru/properties/${card.id}`,
        `/developers/${detail.developer.id}`,
        `/projects/${detail.project.id}`,
        `/agents/${detail.agent.id}`,
      ];
    }
  }
  throw new Error('the demo seed has no listing with a developer, project and agent');
}

/** A public presentation of two seeded listings, made by the demo broker. */
async function presentationPage(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', {
    data: { email: demoUsers.broker.email, password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const cards = (await seededOptions<{ id: number }>(request, headers)).slice(0, 2);
  const created = await request.post('/api/presentations', {
    headers,
    data: {
      title: 'Valid HTML',
      client_name: 'Nu Checker',
      currency: 'THB',
      items: cards.map((card) => ({ listing_id: card.id, price_mode: 'as_is' })),
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  return `/presentation/${slug}`;
}

test('every server-rendered page is valid HTML (Nu Html Checker)', async ({ request }) => {
  // One Java start for every page; the checker takes a few seconds on a busy machine.
  test.setTimeout(180_000);
  const pages = [
    '/',
    '/ru',
    '/th',
    '/zh',
    '/properties',
    '/properties?offer_type=Sale&bedrooms=2',
    '/developers',
    '/projects',
    ...(await detailPages(request)),
    '/about-us',
    '/contact-us',
    '/terms',
    '/foreign-ownership',
    '/login',
    '/register',
    '/forgot',
    '/zh/register',
    '/no-such-page',
    await presentationPage(request),
  ];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-vnu-'));
  const files: string[] = [];
  for (const [index, page] of pages.entries()) {
    const response = await request.get(page);
    const body = await response.text();
    // Each page is what the server rendered, not an empty shell filled by the browser.
    expect(body, `${page}: rendered on the server`).toContain('id="server-data"');
    const file = path.join(dir, `${String(index).padStart(2, '0')}.html`);
    fs.writeFileSync(file, body);
    files.push(file);
  }
  let output = '';
  try {
    await promisify(execFile)(
      'java',
      ['-Xss2m', '-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    // vnu exits 1 when it reports an error; its report is JSON on stderr either way.
    output = (error as { stderr?: string }).stderr ?? String(error);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  const messages = output ? (JSON.parse(output) as { messages: VnuMessage[] }).messages : [];
  const report = messages.map((m) => {
    const page = pages[files.findIndex((file) => m.url.endsWith(path.basename(file)))];
    return `${page ?? m.url}:${m.lastLine ?? '?'} ${m.type}: ${m.message} [${m.extract ?? ''}]`;
  });
  expect(report).toEqual([]);
});
