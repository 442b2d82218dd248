import { sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_SUGGESTION_KINDS,
  SUGGESTIONS_PER_KIND,
  isOneOf,
  type SearchSuggestion,
} from '@phuket/shared/contract';
import type { Db } from '../db/client';
import { areasNamedIn, siteAreaNames } from './area-names';
import { int, num, resultRows, str } from './raw-rows';

/** `%`, `_` and `\` typed by a visitor are searched for literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * One kind's matches. `search_text` (migration 0014) lowers case and drops accents on both
 * sides; a label matches when it contains the text, or is close to it by trigrams (`%`, whole
 * label, catches "Katta"), or holds a word close to it (`<%`, catches "laguna prk"). The
 * trigram indexes of 0014 serve all three. A label that starts with the text ranks first.
 */
function kindQuery(
  kind: SearchSuggestion['kind'],
  label: SQL,
  detail: SQL,
  from: SQL,
  q: string,
  /** Rows that match whatever their label says (an area by its name in another language). */
  also: SQL = sql`false`,
): SQL {
  const text = sql`search_text(${q})`;
  const labelText = sql`search_text(${label})`;
  const contains = sql`'%' || search_text(${escapeLike(q)}) || '%'`;
  const prefix = sql`search_text(${escapeLike(q)}) || '%'`;
  // The kind is one of the contract's constants, written as a literal so UNION ALL has a type.
  return sql`(select ${sql.raw(`'${kind}'::text`)} as kind, id, ${label} as label, ${detail} as detail,
      case when ${labelText} like ${prefix} or ${also} then 1
        else greatest(similarity(${text}, ${labelText}), word_similarity(${text}, ${labelText}))
      end as score
    ${from}
      and (${labelText} like ${contains} or ${text} % ${labelText} or ${text} <% ${labelText}
        or ${also})
    order by score desc, length(${label}), id
    limit ${SUGGESTIONS_PER_KIND})`;
}

/** `name` is one of `names` (none: false). */
function namedIn(names: string[]): SQL {
  return names.length === 0
    ? sql`false`
    : sql`name in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})`;
}

/**
 * Suggestions of the hero's location search: areas, published projects, published developers
 * and published listings whose name matches `text`, grouped by kind (SEARCH_SUGGESTION_KINDS
 * order), best first within a kind. The same SQL on PGlite and PostgreSQL.
 */
export async function searchSuggestions(db: Db, text: string): Promise<SearchSuggestion[]> {
  const q = text.trim();
  if (q === '') return [];
  const statement = sql.join(
    [
      kindQuery(
        'area',
        sql`name`,
        sql`null::text`,
        sql`from locations where true`,
        q,
        namedIn(areasNamedIn(siteAreaNames(), q)),
      ),
      kindQuery(
        'project',
        sql`p.title`,
        sql`(select l.name from locations l where l.id = p.location_id)`,
        sql`from projects p where p.status = 'published'`,
        q,
      ),
      kindQuery(
        'developer',
        sql`d.title`,
        sql`null::text`,
        sql`from developers d where d.status = 'published'`,
        q,
      ),
      kindQuery(
        'property',
        sql`s.title`,
        sql`(select l.name from locations l where l.id = s.location_id)`,
        sql`from listings s where s.status = 'published' and s.title is not null`,
        q,
      ),
    ],
    sql` union all `,
  );
  const rows = resultRows(await db.execute(statement));
  const out: SearchSuggestion[] = [];
  for (const row of rows) {
    const kind = row.kind;
    const id = int(row.id);
    const label = str(row.label);
    if (!isOneOf(SEARCH_SUGGESTION_KINDS, kind) || id === null || label === null) continue;
    out.push({ kind, id, label, detail: str(row.detail), score: num(row.score) ?? 0 });
  }
  // UNION ALL promises no order, so the ranking is repeated here.
  const rank = (kind: SearchSuggestion['kind']) => SEARCH_SUGGESTION_KINDS.indexOf(kind);
  return out.sort(
    (a, b) =>
      rank(a.kind) - rank(b.kind) ||
      b.score - a.score ||
      a.label.length - b.label.length ||
      a.id - b.id,
  );
}
