import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { PAGE_SIZE } from '~/domain/constants'
import { searchOrganisations } from '~/features/search/site-search.server'
import { queryRows } from '~/server/db/client'
import { cofounderProjects } from '~/server/db/schema'
import { engines } from '../../../tests/databases'
import { suiteDatabase } from '../../../tests/suite-database'
import { COFOUNDER_SECTIONS } from './cofounder.model'
import { findCofounderProject, listCofounderProjects } from './cofounder.server'

type ProjectRow = { id: string; slug: string; language: string; title: string; company_id: string | null }

describe.each(engines())('co-founder projects on $name', ({ open }) => {
  const database = suiteDatabase(open, { offers: 20 })
  let published: ProjectRow[]
  const bySlug = (slug: string) => published.find((project) => project.slug === slug)!

  beforeAll(async () => {
    published = await queryRows<ProjectRow>(
      database.db,
      sql`select id, slug, language::text as language, title, company_id from cofounder_projects
          where status = 'published' and published_at <= now()`,
    )
  })

  const list = (locale: 'fr' | 'nl' | 'en', query = '', offset = 0, limit = PAGE_SIZE) =>
    listCofounderProjects(database.db, locale, { query, offset, limit })

  it('lists every published project in every locale, the visitor’s language first, then the newest', async () => {
    for (const locale of ['fr', 'nl', 'en'] as const) {
      const all = await list(locale, '', 0, 100)
      expect(all.total).toBe(published.length)
      expect(all.projects).toHaveLength(published.length)
      const languages = all.projects.map((project) => project.language === locale)
      // Once a project in another language appears, no project in the visitor's language follows.
      expect(languages.indexOf(false)).toBe(languages.lastIndexOf(true) + 1)
      const own = all.projects.filter((project) => project.language === locale)
      const dates = own.map((project) => project.publishedAt!)
      expect(dates).toEqual([...dates].sort().reverse())
    }
  })

  it('pages with offsets: the pages join into the whole list without gaps or repeats', async () => {
    expect(published.length).toBeGreaterThan(PAGE_SIZE)
    const whole = await list('en', '', 0, 100)
    const first = await list('en')
    const second = await list('en', '', PAGE_SIZE)
    expect(first.projects).toHaveLength(PAGE_SIZE)
    expect(first.offset).toBe(0)
    expect(second.offset).toBe(PAGE_SIZE)
    expect(second.projects).toHaveLength(published.length - PAGE_SIZE)
    expect([...first.projects, ...second.projects].map((p) => p.id)).toEqual(whole.projects.map((p) => p.id))
    const beyond = await list('en', '', published.length + 5)
    expect(beyond.projects).toEqual([])
    expect(beyond.total).toBe(published.length)
  })

  it('searches titles and texts in each project’s language, accents and case ignored, quotes for phrases', async () => {
    const cargo = await list('fr', 'velos cargo')
    expect(cargo.projects.map((p) => p.slug)).toContain('un-reseau-de-velos-cargo-partages-entre-voisins')
    expect(cargo.total).toBe(cargo.projects.length)

    // A word of the texts only (the researched profile), in a Dutch project, found from the French page.
    const dutch = await list('fr', 'overheidsopdrachten')
    expect(dutch.projects.map((p) => p.slug)).toEqual(['een-open-platform-voor-burgerbegrotingen'])

    const english = await list('nl', 'Repair')
    expect(english.projects.map((p) => p.slug)).toContain('a-repair-cafe-network-app')

    const phrase = await list('fr', '"toits de Charleroi"')
    expect(phrase.projects.map((p) => p.slug)).toEqual(['une-ferme-urbaine-sur-les-toits-de-charleroi'])

    const none = await list('fr', 'zzzxq introuvable')
    expect(none).toEqual({ projects: [], total: 0, offset: 0 })
  })

  it('finds a project with its sections in order (empty ones left out, HTML sanitised), its company and similar projects', async () => {
    const target = bySlug('des-toitures-solaires-pour-les-ecoles-namuroises')
    await database.db
      .update(cofounderProjects)
      .set({ passion: '', extras: '<p>Coworking<script>alert(1)</script><img src=x onerror=alert(1)></p>' })
      .where(eq(cofounderProjects.id, target.id))
    const result = await findCofounderProject(database.db, 'nl', target.slug)
    expect(result.kind).toBe('found')
    if (result.kind !== 'found') return
    const { project, company, similar } = result.page
    expect(project.title).toBe(target.title)
    expect(project.language).toBe('fr')
    const keys = project.sections.map((section) => section.key)
    expect(keys).not.toContain('passion')
    expect(keys).toEqual(COFOUNDER_SECTIONS.filter((key) => key !== 'passion'))
    expect(project.sections.find((section) => section.key === 'extras')?.html).toBe('<p>Coworking</p>')
    expect(project.summary.length).toBeGreaterThan(0)

    expect(company?.name).toBe('Coopérative Énergie Citoyenne')
    const [dutchSlug] = await queryRows<{ slug: string }>(
      database.db,
      sql`select slug from company_translations where company_id = ${target.company_id}::uuid and locale = 'nl'`,
    )
    expect(company?.slug).toBe(dutchSlug!.slug)

    expect(similar.length).toBeGreaterThan(0)
    expect(similar.length).toBeLessThanOrEqual(3)
    for (const other of similar) {
      expect(other.id).not.toBe(target.id)
      expect(
        other.maturity === project.maturity || other.sectors.some((s) => project.sectors.includes(s)),
      ).toBe(true)
    }
  })

  it('is missing for unknown slugs, drafts and projects not published yet; those leave the list and search', async () => {
    expect((await findCofounderProject(database.db, 'fr', 'inconnu')).kind).toBe('missing')
    const draft = bySlug('une-ecole-de-code-pour-les-femmes-en-reconversion')
    const later = bySlug('a-climate-skills-academy-for-smes')
    await database.db
      .update(cofounderProjects)
      .set({ status: 'draft' })
      .where(eq(cofounderProjects.id, draft.id))
    await database.db
      .update(cofounderProjects)
      .set({ publishedAt: sql`now() + interval '1 day'` })
      .where(eq(cofounderProjects.id, later.id))
    expect((await findCofounderProject(database.db, 'fr', draft.slug)).kind).toBe('missing')
    expect((await findCofounderProject(database.db, 'en', later.slug)).kind).toBe('missing')
    const all = await list('fr', '', 0, 100)
    expect(all.total).toBe(published.length - 2)
    expect(all.projects.map((p) => p.id)).not.toContain(draft.id)
    expect((await list('fr', 'reconversion')).projects.map((p) => p.id)).not.toContain(draft.id)
    // The global search's organisation no longer links to a project that is not published.
    const [hits] = await searchOrganisations(database.db, 'fr', 'Codeurs Solidaires', 4)
    const codeurs = hits.find((hit) => hit.name === 'Codeurs Solidaires')
    expect(codeurs?.coFounder).toBe(true)
    expect(codeurs?.cofounder_slug).toBeNull()
  })

  it('links organisations flagged co-founder in the global search to their published project', async () => {
    const [hits] = await searchOrganisations(database.db, 'nl', 'Rayon Vert', 4)
    const rayon = hits.find((hit) => hit.name === 'Rayon Vert Mobilité')
    expect(rayon?.coFounder).toBe(true)
    expect(rayon?.cofounder_slug).toBe('un-reseau-de-velos-cargo-partages-entre-voisins')
    const lookup = await findCofounderProject(database.db, 'nl', rayon!.cofounder_slug!)
    expect(lookup.kind).toBe('found')
  })
})
