import { render } from '@testing-library/react';
import { useRef } from 'react';
import { eventKindOf, useListingEvents } from './listing-events';

/** An element of `html`'s first child, found by `selector`. */
function elementIn(html: string, selector: string): Element {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box.querySelector(selector)!;
}

describe('eventKindOf', () => {
  it('tells the agent’s chat, call and email links and the gallery apart from share links', () => {
    expect(eventKindOf(elementIn('<a href="https://wa.me/66812345679">Chat</a>', 'a'))).toBe(
      'contact_chat',
    );
    expect(eventKindOf(elementIn('<a href="https://line.me/ti/p/~agent">LINE</a>', 'a'))).toBe(
      'contact_chat',
    );
    expect(eventKindOf(elementIn('<a href="tel:+66812345679"><b>Call</b></a>', 'b'))).toBe(
      'contact_call',
    );
    expect(eventKindOf(elementIn('<a href="mailto:agent@example.com">Email</a>', 'a'))).toBe(
      'contact_email',
    );
    expect(
      eventKindOf(elementIn('<button class="gallery__open"><img alt="" /></button>', 'img')),
    ).toBe('gallery_open');
    // Sharing is not contacting the agent.
    expect(eventKindOf(elementIn('<a href="https://wa.me/?text=Villa">Share</a>', 'a'))).toBe(null);
    expect(
      eventKindOf(
        elementIn('<a href="https://social-plugins.line.me/lineit/share?url=x">LINE</a>', 'a'),
      ),
    ).toBe(null);
    expect(eventKindOf(elementIn('<a href="mailto:?subject=Villa">Email</a>', 'a'))).toBe(null);
    expect(eventKindOf(elementIn('<a href="/agents/3">Agent</a>', 'a'))).toBe(null);
    expect(eventKindOf(null)).toBe(null);
  });
});

describe('useListingEvents', () => {
  const sent: { url: string; body: Blob }[] = [];
  beforeEach(() => {
    sent.length = 0;
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: Blob) => {
        sent.push({ url, body });
        return true;
      },
    });
  });
  const read = (blob: Blob) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
      reader.readAsText(blob);
    });
  const beacons = () =>
    Promise.all(sent.map(async ({ url, body }) => `${url} ${await read(body)}`));

  function Page({ counted }: { counted: boolean }) {
    const ref = useRef<HTMLDivElement>(null);
    // The idle wait runs at once here: the test is about what is sent, not when.
    useListingEvents(ref, 7, counted, (run) => {
      run();
      return () => undefined;
    });
    return (
      <div ref={ref}>
        <a href="tel:+66812345679">Call</a>
        <a href="/agents/3">Agent</a>
      </div>
    );
  }

  it('sends the view once loaded and each contact click, to the events endpoint', async () => {
    const { getByText } = render(<Page counted />);
    getByText('Agent').addEventListener('click', (event) => event.preventDefault());
    getByText('Call').addEventListener('click', (event) => event.preventDefault());
    getByText('Agent').click();
    getByText('Call').click();
    expect(await beacons()).toEqual([
      '/api/listing-events {"events":[{"listing_id":7,"kind":"view"}]}',
      '/api/listing-events {"events":[{"listing_id":7,"kind":"contact_call"}]}',
    ]);
  });

  it('sends nothing for the owner’s own visit', async () => {
    const { getByText } = render(<Page counted={false} />);
    getByText('Call').addEventListener('click', (event) => event.preventDefault());
    getByText('Call').click();
    expect(sent).toEqual([]);
  });
});
