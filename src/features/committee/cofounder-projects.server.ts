/**
 * The committee publishes co-founder projects for their founders (docs/product.md#audience: owners contact the team): it
 * writes a project as a draft, publishes it (its page, the list, the search and the sitemaps show it at
 * once: `isPublicProject`), edits it while online, and archives it (its page then leaves the site). The
 * project's picture is an upload of the admin's, adopted on save like an organisation's. A project's
 * address follows its title while it is a draft and stays once published.
 */
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm'
import {
  COFOUNDER_SECTIONS,
  type CofounderProjectValues,
  cofounderProjectSchema,
  PROJECT_STATUS_MOVES,
  type ProjectStatusAction,
} from '~/domain/cofounder-project-form'
import { firstFreeSlug, slugBase } from '~/domain/slugs'
import { adoptUploads, deleteOwnerlessUploads, ownUpload } from '~/features/uploads/uploads.server'
import type { Database } from '~/server/db/client'
import { rowExists } from '~/server/db/row-exists'
import { cofounderProjects, companies } from '~/server/db/schema'
import { sanitizeRichText } from '~/server/html/sanitize'
import type { AdminProject, AdminProjectRow } from './committee.model'

const PICTURE_KINDS = ['image'] as const
const version = sql<string>`(extract(epoch from ${cofounderProjects.updatedAt}) * 1000000)::bigint::text`

export type ProjectWriteOutcome =
  | { ok: true; id: string }
  | { ok: false; error: 'invalid' | 'not-found' | 'conflict' }

/** Every project, newest first, for the committee's list. */
export async function projectsForCommittee(db: Database): Promise<AdminProjectRow[]> {
  const rows = await db
    .select({
      id: cofounderProjects.id,
      slug: cofounderProjects.slug,
      title: cofounderProjects.title,
      founderName: cofounderProjects.founderName,
      language: cofounderProjects.language,
      status: cofounderProjects.status,
      publishedAt: cofounderProjects.publishedAt,
    })
    .from(cofounderProjects)
    .orderBy(desc(cofounderProjects.createdAt))
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt?.toISOString() ?? null }))
}

/** The organisations a project can be tied to, by name. */
export async function projectOrganisations(db: Database) {
  return db.select({ id: companies.id, name: companies.name }).from(companies).orderBy(asc(companies.name))
}

export async function projectForCommittee(db: Database, projectId: string): Promise<AdminProject | null> {
  const [row] = await db
    .select({ project: cofounderProjects, version })
    .from(cofounderProjects)
    .where(eq(cofounderProjects.id, projectId))
  if (!row) return null
  const p = row.project
  return {
    id: p.id,
    slug: p.slug,
    status: p.status,
    version: row.version,
    values: {
      language: p.language,
      title: p.title,
      founderName: p.founderName,
      companyId: p.companyId ?? '',
      region: p.region ?? '',
      sectors: p.sectors as CofounderProjectValues['sectors'],
      maturity: p.maturity,
      plan: p.plan,
      image: p.imageUrl || null,
      sections: Object.fromEntries(
        COFOUNDER_SECTIONS.map((key) => [key, p[key]]),
      ) as CofounderProjectValues['sections'],
    },
  }
}

async function freeSlug(db: Database, title: string, projectId?: string) {
  const base = slugBase(title, 'projet')
  const taken = await db
    .select({ slug: cofounderProjects.slug })
    .from(cofounderProjects)
    .where(
      and(
        sql`${cofounderProjects.slug} like ${`${base}%`}`,
        projectId ? ne(cofounderProjects.id, projectId) : undefined,
      ),
    )
  return firstFreeSlug(base, new Set(taken.map((row) => row.slug)))
}

function columnsOf(values: CofounderProjectValues) {
  return {
    language: values.language,
    title: values.title,
    founderName: values.founderName,
    companyId: values.companyId || null,
    region: values.region || null,
    sectors: [...new Set(values.sectors)],
    maturity: values.maturity,
    plan: values.plan,
    imageUrl: values.image,
    ...Object.fromEntries(COFOUNDER_SECTIONS.map((key) => [key, sanitizeRichText(values.sections[key])])),
  }
}

/** The picture must be the current one or the admin's own upload; gives false otherwise. */
async function pictureAllowed(db: Database, adminId: string, image: string | null, current: string | null) {
  return image === null || image === current || Boolean(await ownUpload(db, adminId, image, PICTURE_KINDS))
}

async function organisationExists(db: Database, companyId: string) {
  return !companyId || (await rowExists(db, companies, companyId))
}

export async function createProject(
  db: Database,
  adminId: string,
  input: unknown,
): Promise<ProjectWriteOutcome> {
  const parsed = cofounderProjectSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: 'invalid' }
  const values = parsed.data
  if (
    !(await pictureAllowed(db, adminId, values.image, null)) ||
    !(await organisationExists(db, values.companyId))
  )
    return { ok: false, error: 'invalid' }
  const [created] = await db
    .insert(cofounderProjects)
    .values({
      ...columnsOf(values),
      slug: await freeSlug(db, values.title),
      status: 'draft',
      publishedAt: null,
    })
    .returning({ id: cofounderProjects.id })
  if (values.image) await adoptUploads(db, adminId, [values.image], PICTURE_KINDS)
  return { ok: true, id: created!.id }
}

export async function updateProject(
  db: Database,
  adminId: string,
  projectId: string,
  expected: string,
  input: unknown,
): Promise<ProjectWriteOutcome> {
  const parsed = cofounderProjectSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: 'invalid' }
  const values = parsed.data
  const current = await projectForCommittee(db, projectId)
  if (!current) return { ok: false, error: 'not-found' }
  if (
    !(await pictureAllowed(db, adminId, values.image, current.values.image)) ||
    !(await organisationExists(db, values.companyId))
  )
    return { ok: false, error: 'invalid' }
  const slug = await freeSlug(db, values.title, projectId)
  const [saved] = await db
    .update(cofounderProjects)
    .set({
      ...columnsOf(values),
      slug: sql`case when ${cofounderProjects.status} = 'draft' then ${slug} else ${cofounderProjects.slug} end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(cofounderProjects.id, projectId), sql`${version} = ${expected}`))
    .returning({ id: cofounderProjects.id })
  if (!saved) return { ok: false, error: 'conflict' }
  if (values.image && values.image !== current.values.image)
    await adoptUploads(db, adminId, [values.image], PICTURE_KINDS)
  if (current.values.image && current.values.image !== values.image)
    await deleteOwnerlessUploads(db, [current.values.image], PICTURE_KINDS)
  return { ok: true, id: projectId }
}

/** Publishes (now) or archives a project; `conflict` when it is not in a status the move starts from. */
export async function setProjectStatus(
  db: Database,
  projectId: string,
  action: ProjectStatusAction,
): Promise<ProjectWriteOutcome> {
  const { from, to } = PROJECT_STATUS_MOVES[action]
  const [moved] = await db
    .update(cofounderProjects)
    .set(
      action === 'publish'
        ? { status: to, publishedAt: sql`now()`, updatedAt: sql`now()` }
        : { status: to, updatedAt: sql`now()` },
    )
    .where(
      and(
        eq(cofounderProjects.id, projectId),
        sql`${cofounderProjects.status} in (${sql.join(
          from.map((status) => sql`${status}`),
          sql`, `,
        )})`,
      ),
    )
    .returning({ id: cofounderProjects.id })
  if (moved) return { ok: true, id: moved.id }
  const [exists] = await db
    .select({ id: cofounderProjects.id })
    .from(cofounderProjects)
    .where(eq(cofounderProjects.id, projectId))
  return { ok: false, error: exists ? 'conflict' : 'not-found' }
}
