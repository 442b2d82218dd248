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
 * How `label` matches what was typed. `search_text` (migration 0014) lowers case and drops
 * accents on both sides; a label matches when it contains the text, or is close to it by
 * trigrams (`%`, whole label, catches "Katta"), or holds a word close to it (`<%`, catches
 * "laguna prk"). The trigram indexes of 0014 serve all three on the original names. A label
 * that starts with the text ranks first.
 */
function matching(label: SQL, q: string): { matches: SQL; score: SQL } {
  const text = sql`search_text(${q})`;
  const labelText = sql`search_text(${label})`;
  const contains = sql`'%' || search_text(${escapeLike(q)}) || '%'`;
  const prefix = sql`search_text(${escapeLike(q)}) || '%'`;
  return {
    matches: sql`(${labelText} like ${contains} or ${text} % ${labelText} or ${text} <% ${labelText})`,
    score: sql`case when ${labelText} like ${prefix} then 1
        else greatest(similarity(${text}, ${labelText}), word_similarity(${text}, ${labelText}))
      end`,
  };
}

/** One kind's matches, best first. */
function kindQuery(
  kind: SearchSuggestion['kind'],
  label: SQL,
  detail: SQL,
  from: SQL,
  q: string,
  /** Rows that match whatever their label says (an area by its name in another language). */
  also: SQL = sql`false`,
): SQL {
  const matched = matching(label, q);
  const matches = sql`(${matched.matches} or ${also})`;
  const score = sql`case when ${also} then 1 else ${matched.score} end`;
  // The kind is one of the contract's constants, written as a literal so UNION ALL has a type.
  return sql`(select kind, id, label, detail, score from (
      select distinct on (id) ${sql.raw(`'${kind}'::text`)} as kind, id, ${label} as label,
        ${detail} as detail, ${score} as score
      ${from}
        and ${matches}
      order by id, score desc, length(${label})
    ) best
    order by score desc, length(label), id
    limit ${SUGGESTIONS_PER_KIND})`;
}

/**
 * Published listings by title in any language: a Russian buyer types the Russian
 * title its owner added. The originals as every kind (index-served); the translations of the
 * listings that have any, each listing's best-matching one; then one row per listing, labelled
 * with the title that matched best.
 */
function propertyQuery(q: string): SQL {
  const original = matching(sql`s.title`, q);
  const translated = matching(sql`t.value->>'title'`, q);
  const limit = SUGGESTIONS_PER_KIND;
  return sql`(select 'property'::text as kind, id, label,
      (select l.name from locations l where l.id = best.location_id) as detail, score
    from (select distinct on (m.id) m.id, m.location_id, m.label, m.score
      from ((select s.id, s.location_id, s.title as label, ${original.score} as score
          from listings s where s.status = 'published' and s.title is not null and ${original.matches}
          order by score desc, length(s.title), s.id limit ${limit})
        union all
        (select s.id, s.location_id, tr.label, tr.score
          from listings s cross join lateral (
            select t.value->>'title' as label, ${translated.score} as score
            from jsonb_each(s.translations) t
            where jsonb_typeof(t.value) = 'object' and t.value->>'title' is not null
              and ${translated.matches}
            order by score desc, length(t.value->>'title') limit 1) tr
          where s.status = 'published' and s.translations <> '{}'::jsonb
          order by tr.score desc, length(tr.label), s.id limit ${limit})) m
      order by m.id, m.score desc, length(m.label)) best
    order by score desc, length(label), id
    limit ${limit})`;
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
 * A published project's or developer's titles: the original and each translation's, so a
 * buyer finds it by the name in their language. Two branches rather than one
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
      propertyQuery(q),
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
