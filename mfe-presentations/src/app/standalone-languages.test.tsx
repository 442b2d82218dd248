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
  currency: 'THB',
  default_currency: 'THB',
  items: [
    {
      id: 7,
      available: true,
      title: 'Pool villa',
      offer_type: 'Sale',
      rental_type: null,
      property_type: null,
      property_stage: null,
      furniture: null,
      bedrooms: 3,
      bathrooms: 2,
      area: null,
      location: 'Rawai',
      latitude: null,
      longitude: null,
      description: null,
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
  });

  it('renders a /th address in Thai and the unprefixed one in English', async () => {
    expect(await htmlOf('/th/presentation/Slug1abcdefgh?print=1')).toContain('ห้องนอน');
    const english = await htmlOf('/presentation/Slug1abcdefgh');
    expect(english).toContain('A selection of 2 properties in Phuket');
    expect(english).toContain('Bedrooms');
  });
});
