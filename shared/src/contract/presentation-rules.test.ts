import {
  chatUrl,
  feedbackCommentError,
  isPresentationSlug,
  PRESENTATION_MESSAGES,
  presentationPdfName,
  presentationPrice,
  presentationStatus,
  priceChoiceError,
  type CurrencyRates,
} from './presentation-rules';

// Units per 1 THB, as the currency_rates table holds them.
const rates: CurrencyRates = { THB: 1, USD: 0.025, EUR: 0.02 };
const listing = { price: 10_000_000, currency: 'THB', discount: 10 };

describe('presentationPrice: which price the client sees, in which currency', () => {
  it('shows the listing price as is, with its discount, converted to the view currency', () => {
    const asIs = { price_mode: 'as_is', price_override: null } as const;
    expect(presentationPrice(asIs, listing, 'THB', rates)).toEqual({
      amount: 10_000_000,
      currency: 'THB',
      discount: 10,
    });
    expect(presentationPrice(asIs, listing, 'USD', rates)).toEqual({
      amount: 250_000,
      currency: 'USD',
      discount: 10,
    });
  });

  it("shows the owner's figure exactly in its own currency and converted in another, never with a discount", () => {
    const override = {
      price_mode: 'override',
      price_override: { amount: 123_456.78, currency: 'USD' },
    } as const;
    expect(presentationPrice(override, listing, 'USD', rates)).toEqual({
      amount: 123_456.78,
      currency: 'USD',
      discount: null,
    });
    expect(presentationPrice(override, listing, 'EUR', rates)).toEqual({
      amount: 98_765.42,
      currency: 'EUR',
      discount: null,
    });
  });

  it('shows no price when it is hidden, even with an override stored', () => {
    const hidden = {
      price_mode: 'hidden',
      price_override: { amount: 5, currency: 'THB' },
    } as const;
    expect(presentationPrice(hidden, listing, 'THB', rates)).toBeNull();
  });

  it('shows no price for a listing without one, rather than zero', () => {
    const asIs = { price_mode: 'as_is', price_override: null } as const;
    expect(presentationPrice(asIs, { ...listing, price: null }, 'THB', rates)).toBeNull();
  });

  it('drops a zero discount', () => {
    const asIs = { price_mode: 'as_is', price_override: null } as const;
    expect(presentationPrice(asIs, { ...listing, discount: 0 }, 'THB', rates)?.discount).toBeNull();
  });
});

describe('priceChoiceError', () => {
  it('needs a positive amount with an override and nothing otherwise', () => {
    expect(priceChoiceError({ price_mode: 'override', price_override: null })).toBe(
      PRESENTATION_MESSAGES.overrideMissing,
    );
    expect(
      priceChoiceError({ price_mode: 'override', price_override: { amount: 0, currency: 'THB' } }),
    ).toBe(PRESENTATION_MESSAGES.overrideRange);
    expect(
      priceChoiceError({ price_mode: 'override', price_override: { amount: 9, currency: 'THB' } }),
    ).toBeNull();
    expect(priceChoiceError({ price_mode: 'hidden', price_override: null })).toBeNull();
  });
});

describe('isPresentationSlug', () => {
  it.each(['a1B2c3D4e5', 'Z'.repeat(64), '0123456789abcdef'])('takes %s', (slug) => {
    expect(isPresentationSlug(slug)).toBe(true);
  });
  it.each(['', 'short1234', 'Z'.repeat(65), 'abcdefghij-', 'abc def ghij', 'ąbcdefghijk'])(
    'refuses %j',
    (slug) => {
      expect(isPresentationSlug(slug)).toBe(false);
    },
  );
});

describe('presentationStatus', () => {
  const now = new Date('2026-05-01T00:00:00Z');
  it('is active without expiry or with a future one, expired after it, revoked above all', () => {
    expect(presentationStatus({ expires_at: null, revoked_at: null }, now)).toBe('active');
    expect(presentationStatus({ expires_at: '2026-05-02T00:00:00Z', revoked_at: null }, now)).toBe(
      'active',
    );
    expect(presentationStatus({ expires_at: '2026-04-30T00:00:00Z', revoked_at: null }, now)).toBe(
      'expired',
    );
    expect(
      presentationStatus(
        { expires_at: '2026-04-30T00:00:00Z', revoked_at: '2026-04-29T00:00:00Z' },
        now,
      ),
    ).toBe('revoked');
  });
});

describe('chatUrl and feedbackCommentError', () => {
  it('builds a WhatsApp link from the digits of a phone', () => {
    expect(chatUrl('+66 81 234 5678')).toBe('https://wa.me/66812345678');
    expect(chatUrl('12')).toBeNull();
  });
  it('refuses a too long comment and control characters, takes an empty one', () => {
    expect(feedbackCommentError('')).toBeNull();
    expect(feedbackCommentError('Nice view\nbut far')).toBeNull();
    expect(feedbackCommentError('x'.repeat(1001))).toBe(PRESENTATION_MESSAGES.commentLong);
    expect(feedbackCommentError('a\u0007b')).toBe(PRESENTATION_MESSAGES.controlCharacters);
  });
});

describe('presentationPdfName: the download keeps the title', () => {
  it('keeps &, accents and other scripts; drops what a file name cannot hold', () => {
    expect(presentationPdfName('Villas & Häuser in Kata')).toBe('Villas & Häuser in Kata.pdf');
    expect(presentationPdfName('บ้าน ภูเก็ต — 2026')).toBe('บ้าน ภูเก็ต — 2026.pdf');
    expect(presentationPdfName('Kata/Karon: "best" <3 | a*b?\u0007')).toBe(
      'Kata Karon best 3 a b.pdf',
    );
  });

  it('falls back to "presentation" and cuts long titles on whole characters', () => {
    expect(presentationPdfName('   ')).toBe('presentation.pdf');
    expect(presentationPdfName('...')).toBe('presentation.pdf');
    const long = `${'a'.repeat(99)}🏝🏝`;
    expect(presentationPdfName(long)).toBe(`${'a'.repeat(99)}🏝.pdf`);
  });
});
