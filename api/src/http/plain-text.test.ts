import { isPlainText, withPlainText } from './plain-text';

describe('isPlainText', () => {
  it.each([
    '',
    'Villa in Kamala',
    'pair 🏝 𠀋',
    'line one\nline two\r\n\tindented',
    'ราไวย์',
    'emoji 🏝️',
  ])('accepts %j', (text) => expect(isPlainText(text)).toBe(true));
  it.each([
    'a\u0000b',
    '\u0001',
    'esc\u001b[31m',
    'del\u007f',
    'c1\u0085',
    'vt\u000b',
    'ff\u000c',
    'lone high \ud800',
    '\udc00 lone low',
    'reversed \udc00\ud800',
  ])('refuses %j', (text) => expect(isPlainText(text)).toBe(false));
});

describe('withPlainText', () => {
  it('marks every string schema, nested or in a union, and leaves the original alone', () => {
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        phone: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        tags: { type: 'array', items: { type: ['string', 'null'] } },
        age: { type: 'integer' },
        kind: { type: 'string', enum: ['a', 'b'], default: 'a' },
      },
    };
    const before = JSON.stringify(schema);
    expect(withPlainText(schema)).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', plainText: true },
        phone: { anyOf: [{ type: 'string', plainText: true }, { type: 'null' }] },
        tags: { type: 'array', items: { type: ['string', 'null'], plainText: true } },
        age: { type: 'integer' },
        kind: { type: 'string', enum: ['a', 'b'], default: 'a', plainText: true },
      },
    });
    expect(JSON.stringify(schema)).toBe(before);
  });

  it('keeps an explicit opt-out and treats enum values as data', () => {
    expect(withPlainText({ type: 'string', plainText: false })).toEqual({
      type: 'string',
      plainText: false,
    });
    expect(withPlainText({ enum: [{ type: 'string' }] })).toEqual({ enum: [{ type: 'string' }] });
  });
});
