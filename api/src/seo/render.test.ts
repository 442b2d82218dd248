import { formatListingPrice } from './page-meta';
import { escapeHtml, headTags, prepareShell, renderPage, snippet } from './render';
import { ORIGIN_MARK, escapeXml, propertyPageCount, urlset, w3cDate, withOrigin } from './sitemap';

const PRETTY_SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>WOW Phuket — property for sale and rent in Phuket</title>
    <meta
      name="description"
      content="Villas > condos, land and new off-plan projects."
    />
    <meta property="og:title" content="Shell default" />
    <link rel="canonical" href="/" />
    <link rel="icon" href="data:image/svg+xml,x" />
  </head>
  <body>
    <div id="root"></div>
    <meta name="description" content="in the body: not ours to touch" />
  </body>
</html>`;

const META = {
  title: 'A — B | WOW Phuket',
  ogTitle: 'A — B',
  description: 'Desc',
  canonical: 'https://x.test/properties/1',
  image: 'https://x.test/media/a-card.webp',
};

describe('prepareShell', () => {
  it('replaces the title, description and any preview tags of a hand-written head', () => {
    const html = renderPage(prepareShell(PRETTY_SHELL), META);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>A — B | WOW Phuket</title>');
    expect(html).not.toContain('Villas &gt; condos');
    expect(html).not.toContain('Villas > condos');
    expect(html).not.toContain('Shell default');
    expect(html).not.toContain('<link rel="canonical" href="/" />');
    expect(html).toContain('<link rel="icon" href="data:image/svg+xml,x" />');
    expect(html).toContain('<meta charset="utf-8" />');
    expect(html).toContain('not ours to touch');
    // Where the title was: early in <head>.
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('rel="icon"'));
  });

  it('adds noindex to the untouched shell for missing pages', () => {
    const { notFound } = prepareShell(PRETTY_SHELL);
    expect(notFound).toContain('<title>WOW Phuket — property for sale and rent in Phuket</title>');
    expect(notFound).toMatch(/<meta name="robots" content="noindex"><\/head>/);
  });

  it('copes with a page without <title> or </head>', () => {
    const shell = prepareShell('<!doctype html><meta charset=utf-8><body><div id=root></div>');
    const html = renderPage(shell, META);
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('<body>'));
    expect(shell.notFound).toContain('noindex');
  });
});

describe('headTags', () => {
  it('escapes every value and gives the image size only when both are known', () => {
    const tags = headTags({
      ...META,
      title: `"><script>alert('x')</script>`,
      canonical: 'https://x.test/?a=1&b="2"',
      imageWidth: 640,
      imageHeight: 480,
    });
    expect(tags).toContain(
      '<title>&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;</title>',
    );
    expect(tags).toContain('href="https://x.test/?a=1&amp;b=&quot;2&quot;"');
    expect(tags).toContain('<meta property="og:image:width" content="640">');
    expect(headTags({ ...META, imageWidth: 640 })).not.toContain('og:image:width');
    expect(headTags({ ...META, image: null })).not.toContain('og:image');
  });

  it('escapeHtml covers the five special characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});

describe('snippet', () => {
  it('collapses whitespace and cuts at a word with an ellipsis', () => {
    expect(snippet('  a\n\n b  ', 150)).toBe('a b');
    expect(snippet(null, 150)).toBe('');
    const cut = snippet('word '.repeat(60), 150);
    expect(cut.length).toBeLessThanOrEqual(151);
    expect(cut.endsWith('word…')).toBe(true);
    expect(snippet('x'.repeat(300), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});

describe('formatListingPrice', () => {
  const base = { currency: 'THB', offerType: 'Sale', rentalType: null };
  it.each([
    [{ ...base, price: '12500000.00' }, '฿12,500,000'],
    [{ ...base, price: '999.99' }, '฿999'],
    [{ ...base, price: '45000', offerType: 'Rent', rentalType: 'Long-term' }, '฿45,000 / month'],
    [{ ...base, price: '3500', offerType: 'Rent', rentalType: 'Short-term' }, '฿3,500 / day'],
    [{ ...base, price: '250000', currency: 'EUR' }, '€250,000'],
    [{ ...base, price: '1000', currency: 'ZZZZ' }, 'ZZZZ 1,000'],
    [{ ...base, price: null }, null],
  ])('%p -> %p', (row, expected) => {
    expect(formatListingPrice(row)).toBe(expected);
  });
});

describe('sitemap helpers', () => {
  it('writes W3C dates and escapes locations', () => {
    expect(w3cDate(new Date('2025-03-04T05:06:07.891Z'))).toBe('2025-03-04T05:06:07Z');
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const xml = urlset([{ loc: 'https://x.test/?a=1&b=2', lastmod: null }]);
    expect(xml).toContain('<url><loc>https://x.test/?a=1&amp;b=2</loc></url>');
  });

  it('splits listings into files of at most 50 000 URLs, each listing once per language', () => {
    expect(propertyPageCount(0)).toBe(0);
    expect(propertyPageCount(1)).toBe(1);
    expect(propertyPageCount(12_500)).toBe(1);
    expect(propertyPageCount(12_501)).toBe(2);
    expect(propertyPageCount(100_000)).toBe(8);
  });
});

describe('sitemap cache', () => {
  it('puts the asking origin into a cached sitemap, escaped', () => {
    const template = urlset([{ loc: `${ORIGIN_MARK}/properties/7`, lastmod: null }]);
    expect(withOrigin(template, 'https://a.test')).toContain(
      '<loc>https://a.test/properties/7</loc>',
    );
    expect(withOrigin(template, 'http://b.test&x')).toContain('<loc>http://b.test&amp;x/');
  });
});
