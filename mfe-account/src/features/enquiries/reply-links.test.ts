import type { Enquiry } from '@phuket/shared/api';
import { callUrl, mailReplyUrl, replyPlan, whatsappReplyUrl } from './reply-links';

const enquiry = (overrides: Partial<Enquiry>): Enquiry => ({
  id: 1,
  target: { kind: 'listing', id: 7, title: 'Sea view villa', url: '/properties/7' },
  name: 'Vera',
  email: 'vera+villa@example.com',
  phone: '+66812345678',
  message: 'Is it free in May?\nWe are 4.',
  preferred_contact: 'whatsapp',
  line_id: null,
  status: 'new',
  locale: 'en',
  first_replied_at: null,
  follow_up_on: null,
  notes_count: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const draft = {
  message: 'Hello Vera & co, about “Sea view villa”? 50% off!',
  subject: 'Re: villa',
};

describe('reply links', () => {
  it('opens WhatsApp on the E.164 digits with the drafted text encoded', () => {
    expect(whatsappReplyUrl('+66 81-234 (5678)', 'Hi & bye?')).toBe(
      'https://wa.me/66812345678?text=Hi%20%26%20bye%3F',
    );
    const url = new URL(whatsappReplyUrl('+7 912 345 67 89', draft.message)!);
    expect(url.pathname).toBe('/79123456789');
    expect(url.searchParams.get('text')).toBe(draft.message);
    expect(whatsappReplyUrl('081 234 5678', 'x')).toBeNull();
    expect(whatsappReplyUrl(null, 'x')).toBeNull();
  });

  it('mails with subject and body encoded, and calls the E.164 number', () => {
    const href = mailReplyUrl('vera+villa@example.com', 'Re: a & b', 'Line 1\nLine 2 ✓');
    expect(href).toBe(
      'mailto:vera%2Bvilla@example.com?subject=Re%3A%20a%20%26%20b&body=Line%201%0ALine%202%20%E2%9C%93',
    );
    expect(callUrl('+66 81 234 5678')).toBe('tel:+66812345678');
    expect(callUrl('not a phone')).toBeNull();
  });

  it('puts the channel the client chose first', () => {
    const whatsapp = replyPlan(enquiry({}), draft);
    expect(whatsapp.primary).toMatchObject({ channel: 'whatsapp', external: true });
    expect(whatsapp.primary?.href).toMatch(/^https:\/\/wa\.me\/66812345678\?text=Hello%20Vera/);
    expect(whatsapp.others.map((a) => a.channel)).toEqual(['email', 'phone']);

    const line = replyPlan(
      enquiry({ preferred_contact: 'line', line_id: 'somchai.p', phone: null }),
      draft,
    );
    expect(line.primary).toMatchObject({
      channel: 'line',
      href: 'https://line.me/ti/p/~somchai.p',
    });
    expect(line.others.map((a) => a.channel)).toEqual(['email']);
    expect(line.lineWithoutId).toBe(false);

    const email = replyPlan(enquiry({ preferred_contact: 'email' }), draft);
    expect(email.primary?.channel).toBe('email');
    const body = new URL(email.primary!.href.replace('mailto:', 'mailto://')).searchParams.get(
      'body',
    );
    expect(body).toBe(`${draft.message}\n\n> Is it free in May?\n> We are 4.`);

    const phone = replyPlan(enquiry({ preferred_contact: 'phone' }), draft);
    expect(phone.primary).toMatchObject({
      channel: 'phone',
      href: 'tel:+66812345678',
      shown: '+66 81 234 5678',
    });
  });

  it('explains LINE without an ID: an older "WhatsApp or LINE" enquiry gets WhatsApp', () => {
    const chat = replyPlan(enquiry({ preferred_contact: 'chat' }), draft);
    expect(chat.primary?.channel).toBe('whatsapp');
    expect(chat.lineWithoutId).toBe(true);
    const lineNoId = replyPlan(enquiry({ preferred_contact: 'line', line_id: null }), draft);
    expect(lineNoId.primary).toBeNull();
    expect(lineNoId.lineWithoutId).toBe(true);
    expect(lineNoId.others.map((a) => a.channel)).toEqual(['whatsapp', 'email', 'phone']);
  });
});
