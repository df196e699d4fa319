/**
 * Co-founder projects (docs/product.md#pages, #data): the list with full-text search and "load more" pages, and the
 * project page with its company and similar projects. Each project is written in one language; every
 * published project is listed in every locale, the visitor's language first.
 */
import { and, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Region, Sector } from '~/domain/enums'
import { companyTranslationIn } from '~/features/companies/companies.server'
import type { Locale } from '~/i18n/locales'
import type { Database } from '~/server/db/client'
import { cofounderProjects, companies, companyTranslations } from '~/server/db/schema'
import { richTextToPlain, sanitizeRichText } from '~/server/html/sanitize'
import {
  COFOUNDER_SECTIONS,
  type CofounderCard,
  type CofounderListPage,
  type CofounderProjectPage,
} from './cofounder.model'
import { isPublicProject } from './project-visibility.server'

const SIMILAR_PROJECTS = 3

const p = cofounderProjects

const isPublished = isPublicProject('cofounder_projects')

const cardColumns = {
  id: p.id,
  slug: p.slug,
  language: p.language,
  title: p.title,
  founderName: p.founderName,
  imageUrl: p.imageUrl,
  region: p.region,
  sectors: p.sectors,
  maturity: p.maturity,
  publishedAt: p.publishedAt,
}

type CardRow = Pick<typeof cofounderProjects.$inferSelect, keyof typeof cardColumns>

function cardFromRow(row: CardRow): CofounderCard {
  return {
    ...row,
    region: row.region as Region | null,
    sectors: row.sectors as Sector[],
    publishedAt: row.publishedAt?.toISOString() ?? null,
  }
}

/** The visitor's language first (each project is in one language), then the newest. */
const languageFirst = (locale: Locale) => sql`(${p.language} = ${locale}) desc`

/**
 * One page of published projects from `offset`: searched in the project's own language (accents ignored,
 * quotes for an exact phrase), the visitor's language first, then by relevance and freshness.
 */
export async function listCofounderProjects(
  db: Database,
  locale: Locale,
  { query, offset, limit }: { query: string; offset: number; limit: number },
): Promise<CofounderListPage> {
  const tsQuery = query ? sql`websearch_to_tsquery(tremplin_ts_config(${p.language}), ${query})` : null
  const where = tsQuery ? and(isPublished, sql`${p.searchVector} @@ ${tsQuery}`) : isPublished
  const order: SQL[] = [languageFirst(locale)]
  if (tsQuery) order.push(sql`ts_rank(${p.searchVector}, ${tsQuery}) desc`)
  order.push(desc(p.publishedAt), sql`${p.id}`)
  const [rows, [count]] = await Promise.all([
    db
      .select(cardColumns)
      .from(p)
      .where(where)
      .orderBy(...order)
      .offset(offset)
      .limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(p).where(where),
  ])
  return { projects: rows.map(cardFromRow), total: Number(count?.total ?? 0), offset }
}

export type CofounderLookup = { kind: 'found'; page: CofounderProjectPage } | { kind: 'missing' }

/** A published project by its slug (one slug, whatever the locale); drafts and unknown slugs are missing. */
export async function findCofounderProject(
  db: Database,
  locale: Locale,
  slug: string,
): Promise<CofounderLookup> {
  const [row] = await db
    .select({
      project: p,
      company: {
        name: companies.name,
        logoUrl: companies.logoUrl,
        slug: companyTranslations.slug,
        slogan: companyTranslations.slogan,
      },
    })
    .from(p)
    .leftJoin(companies, eq(companies.id, p.companyId))
    .leftJoin(companyTranslations, companyTranslationIn(locale))
    .where(and(eq(p.slug, slug), isPublished))
    .limit(1)
  if (!row) return { kind: 'missing' }
  const { project, company } = row

  // Shared sectors count double, the same maturity once; then the visitor's language and freshness.
  const target = alias(cofounderProjects, 'target')
  const sharedSectors = sql`cardinality(array(select unnest(${p.sectors}) intersect select unnest(${target.sectors})))`
  const similarRows = await db
    .select(cardColumns)
    .from(p)
    .innerJoin(target, eq(target.id, project.id))
    .where(
      and(
        isPublished,
        ne(p.id, project.id),
        or(sql`${p.sectors} && ${target.sectors}`, eq(p.maturity, target.maturity)),
      ),
    )
    .orderBy(
      sql`${sharedSectors} * 2 + (${p.maturity} = ${target.maturity})::int desc`,
      languageFirst(locale),
      desc(p.publishedAt),
      p.id,
    )
    .limit(SIMILAR_PROJECTS)

  const sections = COFOUNDER_SECTIONS.map((key) => ({ key, html: sanitizeRichText(project[key]) })).filter(
    (section) => section.html.trim() !== '',
  )
  return {
    kind: 'found',
    page: {
      project: {
        ...cardFromRow(project),
        plan: project.plan,
        sections,
        summary: richTextToPlain(project.projectDescription || project.theProject, 160),
      },
      company: company?.name && company.slug ? { ...company, name: company.name, slug: company.slug } : null,
      similar: similarRows.map(cardFromRow),
    },
  }
}
