import { shareTargets } from './share-links';

describe('shareTargets', () => {
  it('builds the WhatsApp, LINE and Telegram share links with the page address encoded', () => {
    const [whatsapp, line, telegram] = shareTargets(
      'https://wow.example/properties/7',
      'Villa & pool',
    );
    expect(whatsapp).toEqual({
      name: 'WhatsApp',
      href: 'https://wa.me/?text=Villa%20%26%20pool%20https%3A%2F%2Fwow.example%2Fproperties%2F7',
    });
    expect(line?.href).toBe(
      'https://social-plugins.line.me/lineit/share?url=https%3A%2F%2Fwow.example%2Fproperties%2F7',
    );
    expect(telegram?.href).toBe(
      'https://t.me/share/url?url=https%3A%2F%2Fwow.example%2Fproperties%2F7&text=Villa%20%26%20pool',
    );
  });
});
