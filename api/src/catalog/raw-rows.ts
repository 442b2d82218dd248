/** Reading rows of raw `db.execute` statements, the same with PGlite and node-postgres. */

/** Both drivers answer `execute` with `{ rows }`; the rows' values are checked one by one. */
export function resultRows(result: unknown): Record<string, unknown>[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
}

export function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** int columns arrive as numbers; numeric ones as strings (node-postgres) or numbers. */
export function num(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

export function int(value: unknown): number | null {
  const n = num(value);
  return n !== null && Number.isInteger(n) ? n : null;
}
