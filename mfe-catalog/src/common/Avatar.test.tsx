/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { Avatar } from './Avatar';

/**
 * The avatar is part of server-rendered pages (a property's agent, an agent's page), and the
 * site's Content-Security-Policy blocks style attributes in HTML: its size is a class.
 */
describe('Avatar on the server', () => {
  it.each([56, 96] as const)(
    'draws the %ipx initial disc with a class, no style attribute',
    (size) => {
      const html = renderToString(<Avatar name="boris Broker" path={null} size={size} />);
      expect(html).toBe(
        `<span class="avatar avatar--${size} avatar--initial" aria-hidden="true">B</span>`,
      );
    },
  );

  it('sizes a photo the same way', () => {
    const html = renderToString(<Avatar name="Boris" path="https://cdn.example.com/a.webp" />);
    expect(html).not.toContain('style=');
    expect(html).toContain('class="avatar avatar--56"');
    expect(html).toContain('width="56" height="56"');
  });
});
