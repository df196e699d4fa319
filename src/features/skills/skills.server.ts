/**
 * The skills catalogue read by the autocomplete (docs/product.md#input-rules, #api): labels in the reader's language, matched
 * without accents or case. How a query matches, best first:
 *   1. the label starts with it ("gest" → "Gestion de projet"), shorter labels first (an exact match leads);
 *   2. a word of the label starts with it ("dev" → "Web development", "projet" → "Gestion de projet");
 *   3. typo-tolerant: trigram similarity of the whole label or of its closest word ("javscript" →
 *      "JavaScript"), most similar first. Only for queries of 3 characters or more, where trigrams mean
 *      something; shorter ones match by prefix only.
 * Words are split on anything that is not a letter or digit, so "l’organisation" and "CSRD-rapportering"
 * have word starts too.
 */
import { sql } from 'drizzle-orm'
import type { SkillType } from '~/domain/enums'
import { SKILLS_QUERY_MAX_LENGTH } from '~/domain/skills'
import type { Locale } from '~/i18n/locales'
import { type Database, queryRows } from '~/server/db/client'

/** A skill of the catalogue in one language. */
export type CatalogueSkill = { id: string; label: string; type: SkillType; value: string }

/** Below this many characters a query matches by prefix only. */
const TYPO_MIN_LENGTH = 3

/** The suggested skills (docs/product.md#api `/api/skills/default`), in the reader's language, alphabetically. */
export async function suggestedSkills(db: Database, locale: Locale): Promise<CatalogueSkill[]> {
  return queryRows<CatalogueSkill>(
    db,
    sql`select s.id, t.label, s.type, s.value
        from skills s join skill_translations t on t.skill_id = s.id and t.locale = ${locale}
        where s.suggested
        order by t.search_label, s.value`,
  )
}

/**
 * The skills matching `query` (see the module comment), at most `limit`. An empty query browses the
 * catalogue: the suggested skills first, then the others, alphabetically.
 */
export async function searchSkills(
  db: Database,
  locale: Locale,
  query: string,
  limit: number,
): Promise<CatalogueSkill[]> {
  const text = query.trim().slice(0, SKILLS_QUERY_MAX_LENGTH)
  if (!/[\p{L}\p{N}]/u.test(text)) {
    if (text.length > 0) return []
    return queryRows<CatalogueSkill>(
      db,
      sql`select s.id, t.label, s.type, s.value
          from skills s join skill_translations t on t.skill_id = s.id and t.locale = ${locale}
          order by s.suggested desc, t.search_label, s.value
          limit ${limit}`,
    )
  }
  const typos = [...text].length >= TYPO_MIN_LENGTH
  // `term` is the query as the labels are stored (lower case, unaccented); `words` both with their
  // separators turned into single spaces, so " " || term marks the start of a word.
  return queryRows<CatalogueSkill>(
    db,
    sql`with q as (
          select lower(tremplin_unaccent(${text})) as term,
                 trim(regexp_replace(lower(tremplin_unaccent(${text})), '[^[:alnum:]]+', ' ', 'g')) as words
        ),
        candidates as (
          select s.id, t.label, s.type, s.value, t.search_label,
                 case
                   when starts_with(t.search_label, q.term) then 0
                   when strpos(' ' || regexp_replace(t.search_label, '[^[:alnum:]]+', ' ', 'g'), ' ' || q.words) > 0
                     then 1
                   else 2
                 end as tier,
                 greatest(similarity(t.search_label, q.term), word_similarity(q.term, t.search_label)) as likeness
          from skills s
            join skill_translations t on t.skill_id = s.id and t.locale = ${locale}
            cross join q
          where starts_with(t.search_label, q.term)
             or strpos(' ' || regexp_replace(t.search_label, '[^[:alnum:]]+', ' ', 'g'), ' ' || q.words) > 0
             or (${typos} and (t.search_label % q.term or q.term <% t.search_label))
        )
        select id, label, type, value from candidates
        order by tier,
                 case when tier < 2 then length(search_label) end,
                 likeness desc,
                 search_label,
                 value
        limit ${limit}`,
  )
}

/**
 * The catalogue skills named exactly by `labels` in any language (accents and case ignored), labelled in
 * the reader's language: how a CV's "Gestion de projet" or "Projectbeheer" becomes a known skill.
 */
export async function skillsNamed(
  db: Database,
  locale: Locale,
  labels: readonly string[],
): Promise<(CatalogueSkill & { named: string })[]> {
  if (labels.length === 0) return []
  const keys = labels.map((label) => label.trim().toLowerCase())
  return queryRows<CatalogueSkill & { named: string }>(
    db,
    sql`select distinct on (named.search_label) s.id, shown.label, s.type, s.value, named.search_label as named
        from skill_translations named
        join skills s on s.id = named.skill_id
        join skill_translations shown on shown.skill_id = s.id and shown.locale = ${locale}
        where named.search_label in (${sql.join(
          keys.map((key) => sql`lower(tremplin_unaccent(${key}))`),
          sql`, `,
        )})
        order by named.search_label, s.value`,
  )
}
