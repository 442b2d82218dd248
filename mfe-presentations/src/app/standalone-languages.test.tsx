/**
 * @jest-environment node
 */
import { Writable } from 'node:stream';
import type { PublicPresentation } from '@phuket/shared/api/presentations';
import { presentationDataKeys } from '@phuket/shared/contract';
import { presentationsMessages } from '../common/messages';
import { renderStandalone } from './server-entry';

// The standalone public presentation has no shell to fetch its words or tell its language:
// its own server render reads the address's prefix and waits for that language's words.

const presentation: PublicPresentation = {
  slug: 'Slug1abcdefgh',
  title: 'Villas for Anna',
  intro: null,
  locale: 'ru',
  currency: 'THB',
  default_currency: 'THB',
  items: [
    {
      id: 7,
      available: true,
      title: 'Pool villa',
      offer_type: 'Sale',
      rental_type: null,
      property_type: 'Villa',
      property_stage: null,
      furniture: null,
      bedrooms: 3,
      bathrooms: 2,
      area: null,
      location: 'Rawai',
      latitude: null,
      longitude: null,
      description: 'Quiet street near the beach.',
      language: 'en',
      translations: { ru: { title: 'Вилла с бассейном', description: null } },
      photos: [],
      note: null,
    },
    { id: 8, available: false },
  ],
  contact: { name: 'Somchai', image_url: null, phone: null, chat_url: null, email: null },
  pdf_path: '/presentation/Slug1abcdefgh/pdf',
  expires_at: null,
};

/** The HTML the server sends for `url`, once everything is ready (as the API waits for it). */
function htmlOf(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderStandalone(
      {
        url,
        data: { [presentationDataKeys.view(presentation.slug)]: presentation },
        runtimeConfig: {},
      },
      { onAllReady: () => stream.pipe(sink), onShellError: reject, onError: reject },
    );
  });
}

describe('the standalone public presentation, rendered on the server', () => {
  it('renders a /ru address in Russian, its words fetched before the render', async () => {
    expect(presentationsMessages.isReady('ru')).toBe(false);
    const html = await htmlOf('/ru/presentation/Slug1abcdefgh');
    expect(html).toContain('Подборка: 2 объекта на Пхукете');
    expect(html).toContain('Больше недоступен');
    expect(html).toContain('Спальни');
    expect(html).toContain('Цена по запросу');
    expect(html).toContain('Есть вопросы? Свяжитесь со мной');
    expect(html).not.toContain('A selection of');
    // The listing's own Russian title; its description has none, so the English one, said so.
    expect(html).toContain('<span data-user-content="true">Вилла с бассейном</span>');
    expect(html).toContain(
      '<p data-user-content="true" lang="en">Quiet street near the beach.</p>',
    );
    expect(html).toContain('Показано на английском');
    // Shared labels and the price in Russian too.
    expect(html).toContain('Вилла</dd>');
    expect(html).not.toContain('Rawai');
    // The client may switch: each language's address, `lang` kept so English is not redirected.
    expect(html).toContain('href="/presentation/Slug1abcdefgh?lang=en"');
    expect(html).toMatch(
      /href="\/ru\/presentation\/Slug1abcdefgh\?lang=ru"[^>]*aria-current="page"/,
    );
    expect(html).toContain('href="/api/presentation/Slug1abcdefgh/pdf?lang=ru"');
  });

  it('renders a /th address in Thai and the unprefixed one in English', async () => {
    const thai = await htmlOf('/th/presentation/Slug1abcdefgh?print=1');
    expect(thai).toContain('ห้องนอน');
    // No Thai title: the original, in its language, said so.
    expect(thai).toContain('<span data-user-content="true" lang="en">Pool villa</span>');
    expect(thai).toContain('แสดงเป็นภาษาอังกฤษ');
    const english = await htmlOf('/presentation/Slug1abcdefgh?lang=en');
    expect(english).toContain('A selection of 2 properties in Phuket');
    expect(english).toContain('Bedrooms');
    expect(english).not.toContain('Shown in');
  });
});
