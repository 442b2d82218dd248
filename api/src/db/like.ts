/**
 * A `LIKE`/`ILIKE` pattern that finds `text` anywhere in a value, with what the person typed
 * taken literally: `%`, `_` and the escape character `\` itself (PostgreSQL's default escape)
 * are escaped, so a search for "50%" or "a_b" is not a wildcard search.
 */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
