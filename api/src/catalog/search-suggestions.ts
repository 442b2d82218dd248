import { sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_SUGGESTION_KINDS,
  SUGGESTIONS_PER_KIND,
  isOneOf,
  type SearchSuggestion,
} from '@phuket/shared/contract';
import type { Db } from '../db/client';
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
 * `from` may give a record more than one label (a title and its translations): the record is
 * suggested once, under its best-matching label.
 */
function kindQuery(
  kind: SearchSuggestion['kind'],
  label: SQL,
  detail: SQL,
  from: SQL,
  q: string,
): SQL {
  const text = sql`search_text(${q})`;
  const labelText = sql`search_text(${label})`;
  const contains = sql`'%' || search_text(${escapeLike(q)}) || '%'`;
  const prefix = sql`search_text(${escapeLike(q)}) || '%'`;
  // The kind is one of the contract's constants, written as a literal so UNION ALL has a type.
  return sql`(select kind, id, label, detail, score from (
      select distinct on (id) ${sql.raw(`'${kind}'::text`)} as kind, id, ${label} as label,
        ${detail} as detail,
        case when ${labelText} like ${prefix} then 1
          else greatest(similarity(${text}, ${labelText}), word_similarity(${text}, ${labelText}))
        end as score
      ${from}
        and (${labelText} like ${contains} or ${text} % ${labelText} or ${text} <% ${labelText})
      order by id, score desc, length(${label})
    ) best
    order by score desc, length(label), id
    limit ${SUGGESTIONS_PER_KIND})`;
}

/**
 * A published project's or developer's titles: the original and each translation's (issue
 * 28), so a buyer finds it by the name in their language. Two branches rather than one
 * lateral list, so the original title's search keeps its trigram index.
 */
function publishedTitles(table: 'projects' | 'developers', extra: SQL): SQL {
  const from = sql.raw(table);
  return sql`from (
      select r.id, r.title as label${extra} from ${from} r where r.status = 'published'
      union all
      select r.id, tr.value->>'title' as label${extra}
        from ${from} r cross join lateral jsonb_each(r.translations) as tr(code, value)
        where r.status = 'published' and r.translations <> '{}'::jsonb
    ) c where c.label is not null`;
}

/**
 * Suggestions of the hero's location search: areas, published projects, published developers
 * and published listings whose name (a project's or developer's in any of its languages)
 * matches `text`, grouped by kind (SEARCH_SUGGESTION_KINDS
 * order), best first within a kind. The same SQL on PGlite and PostgreSQL.
 */
export async function searchSuggestions(db: Db, text: string): Promise<SearchSuggestion[]> {
  const q = text.trim();
  if (q === '') return [];
  const statement = sql.join(
    [
      kindQuery('area', sql`name`, sql`null::text`, sql`from locations where true`, q),
      kindQuery(
        'project',
        sql`c.label`,
        sql`(select l.name from locations l where l.id = c.location_id)`,
        publishedTitles('projects', sql`, r.location_id`),
        q,
      ),
      kindQuery(
        'developer',
        sql`c.label`,
        sql`null::text`,
        publishedTitles('developers', sql``),
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
