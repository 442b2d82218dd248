/**
 * Control characters have no place in anything a person types into a form or a URL, and
 * PostgreSQL refuses NUL in text outright (which once surfaced as a 500). Tab, line feed and
 * carriage return are kept: descriptions and messages are multi-line.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Half of a UTF-16 pair without its other half (`"\ud800"` in JSON): no character at all.
 * Text columns would store U+FFFD in its place and a JSON column refuses it (once a 500).
 */
export const LONE_SURROGATE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The ajv keyword every string of a request carries (added by `withPlainText`). */
export const PLAIN_TEXT_KEYWORD = 'plainText';

/** What is wrong with a text (for its message), or null when it is plain text. */
export function textProblem(value: string): 'control' | 'unicode' | null {
  if (CONTROL_CHARACTERS.test(value)) return 'control';
  if (LONE_SURROGATE.test(value)) return 'unicode';
  return null;
}

export const isPlainText = (value: string): boolean => textProblem(value) === null;

type JsonSchema = Record<string, unknown>;

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A copy of a request schema in which every string schema also requires plain text, so the
 * rule holds for every route, field, query parameter and path parameter without each schema
 * having to remember it. The route's own schema object is left as it is (the OpenAPI
 * document is built from it). A string schema opts out with `plainText: false`.
 */
export function withPlainText(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withPlainText);
  if (!isObject(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    // `enum`, `const`, `default` and `examples` are data, not schemas.
    out[key] =
      key === 'enum' || key === 'const' || key === 'default' || key === 'examples'
        ? value
        : withPlainText(value);
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string') && !(PLAIN_TEXT_KEYWORD in schema)) out[PLAIN_TEXT_KEYWORD] = true;
  return out;
}
