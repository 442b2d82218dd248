/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { publicRoute } from '@phuket/shared/routes';
import { renderApp, shared, type RenderInput } from './server-entry';

/**
 * Subpaths that are build tooling or test helpers, and `tus` (resumable uploads, which only the
 * listing wizard's client-rendered media step loads): nothing a server-rendered page imports.
 */
const NOT_AT_RUN_TIME = ['webpack', 'webpack-ssr', 'jest', 'testing', 'tus'];

function sharedSubpaths(): string[] {
  const file = path.join(__dirname, '../../../shared/package.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    exports: Record<string, unknown>;
  };
  return Object.keys(manifest.exports)
    .map((subpath) => subpath.slice(2))
    .filter((subpath) => !NOT_AT_RUN_TIME.includes(subpath));
}

describe("the shell's server build hands @phuket/shared to the areas' server builds", () => {
  it('provides every runtime subpath of the package, so no page silently falls back to the browser', () => {
    expect(Object.keys(shared).sort()).toEqual(sharedSubpaths().sort());
  });

  it('provides the contract itself, not an empty module', () => {
    expect(typeof shared.contract.listingCompleteness).toBe('function');
  });
});

/** The HTML React streams for one render, whole. */
function renderHtml(input: RenderInput): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderApp(input, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

const page = (text: string) =>
  function TestPage() {
    return <p>{text}</p>;
  };

const renderInput = (over: Partial<RenderInput>): RenderInput => ({
  url: '/',
  currency: 'THB',
  signedIn: false,
  data: { '/locations': [] },
  page: { remote: 'mfe-catalog', name: 'home', component: page('Home page') },
  routes: [publicRoute('mfe-catalog', '/', 'home')],
  runtimeConfig: {},
  ...over,
});

describe('renderApp keeps no state between renders', () => {
  it('renders a route an area added after an earlier render (redeployed without an API restart)', async () => {
    const home = publicRoute('mfe-catalog', '/', 'home');
    expect(await renderHtml(renderInput({ routes: [home] }))).toContain('Home page');
    const team = publicRoute('mfe-catalog', '/about-us/team', 'team');
    const html = await renderHtml(
      renderInput({
        url: '/about-us/team',
        page: { remote: 'mfe-catalog', name: 'team', component: page('Team page') },
        routes: [home, team],
      }),
    );
    expect(html).toContain('Team page');
    expect(html).not.toContain('Page not found');
  });

  it('renders each request with its own runtime config, also when renders overlap', async () => {
    const social = (facebook: string) => ({
      social: { facebook, instagram: null, youtube: null, line: null },
    });
    const [first, second] = await Promise.all([
      renderHtml(renderInput({ runtimeConfig: social('https://facebook.com/first') })),
      renderHtml(renderInput({ runtimeConfig: social('https://facebook.com/second') })),
    ]);
    expect(first).toContain('https://facebook.com/first');
    expect(first).not.toContain('https://facebook.com/second');
    expect(second).toContain('https://facebook.com/second');
  });
});

describe('renderApp without a page: the site\'s "Page not found"', () => {
  it('renders it with header and footer, outside every area and under an area declaring no such path', async () => {
    const { page: _none, ...withoutPage } = renderInput({});
    const outside = await renderHtml({ ...withoutPage, url: '/no-such-page', routes: [] });
    expect(outside).toContain('Page not found');
    expect(outside).toContain('<header');
    expect(outside).toContain('<footer');
    // Under the catalog's prefix, with its routes given: no "loading" of routes, the answer.
    const inside = await renderHtml({
      ...withoutPage,
      url: '/properties/1/no-such-tab',
      area: 'mfe-catalog',
      routes: [publicRoute('mfe-catalog', '/properties/:id', 'property')],
    });
    expect(inside).toContain('Page not found');
  });

  it('tells the caller the page title it rendered', async () => {
    const titles: string[] = [];
    const { page: _none, ...withoutPage } = renderInput({});
    await renderHtml({
      ...withoutPage,
      url: '/no-such-page',
      routes: [],
      onTitle: (title) => titles.push(title),
    });
    // The not-found page names itself (its title is set with useDocumentTitle).
    expect(titles).toHaveLength(1);
    expect(titles[0]).toMatch(/ \| WOW Phuket$/);
  });
});
