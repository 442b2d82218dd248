import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { acceptedValues, envEntries, type EnvEntry } from './env';

/**
 * docs/deploy.md's table of environment variables, written from ENV_SCHEMA between two markers
 * (`pnpm --filter @phuket/api docs:env`); env.test.ts fails when the doc and the schema differ.
 */
export const ENV_DOC = path.resolve(__dirname, '..', '..', 'docs', 'deploy.md');
const BEGIN =
  '<!-- env-table: written from api/src/env.ts by `pnpm --filter @phuket/api docs:env`; edit there -->';
const END = '<!-- /env-table -->';

const code = (value: unknown) => `\`${String(value)}\``;

function cells(name: string, entry: EnvEntry): string[] {
  const production =
    entry.production === undefined
      ? ''
      : entry.production === true
        ? ' ●'
        : ` ● (${entry.production})`;
  const byDefault = [
    entry.default === undefined ? '' : code(entry.default),
    entry.defaultNote ?? '',
  ].join(' ');
  return [production, byDefault.trim() || '—', acceptedValues(name, entry), entry.description].map(
    (cell) => cell.replaceAll('|', '\\|'),
  );
}

/** The table: one row per variable, or per run of variables that differ only by name. */
export function renderEnvTable(): string {
  const rows: { names: string[]; cells: string[] }[] = [];
  for (const [name, entry] of envEntries()) {
    const row = cells(name, entry);
    const last = rows.at(-1);
    if (last && last.cells.join('|') === row.join('|')) last.names.push(name);
    else rows.push({ names: [name], cells: row });
  }
  return [
    '| variable | default | accepts | meaning |',
    '|---|---|---|---|',
    ...rows.map(
      ({ names, cells: [production, ...rest] }) =>
        `| ${names.map(code).join(', ')}${production} | ${rest.join(' | ')} |`,
    ),
  ].join('\n');
}

function markers(doc: string): [number, number] {
  const begin = doc.indexOf(BEGIN);
  const end = doc.indexOf(END, begin);
  if (begin === -1 || end === -1) {
    throw new Error(`${path.basename(ENV_DOC)} has lost its env-table markers:\n${BEGIN}\n${END}`);
  }
  return [begin + BEGIN.length, end];
}

/** The table the doc holds now, between its markers. */
export function envTableIn(doc: string): string {
  const [begin, end] = markers(doc);
  return doc.slice(begin, end).trim();
}

/** The doc with the table between its markers written afresh; the rest is left as it is. */
export function withEnvTable(doc: string): string {
  const [begin, end] = markers(doc);
  return `${doc.slice(0, begin)}\n\n${renderEnvTable()}\n\n${doc.slice(end)}`;
}

if (require.main === module) {
  const doc = readFileSync(ENV_DOC, 'utf8');
  const written = withEnvTable(doc);
  writeFileSync(ENV_DOC, written);
  console.log(
    `${path.relative(process.cwd(), ENV_DOC)}: environment table ${written === doc ? 'already up to date' : 'written'}`,
  );
}
