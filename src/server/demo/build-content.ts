/** Rows of the editorial content: articles, podcast, co-founder projects, popular pages, skills (pure). */
import { CONTENT_LANGUAGES, type PopularPageType, SECTOR_GROUPS } from '~/domain/enums'
import type {
  articles,
  articleTranslations,
  cofounderProjects,
  podcastEpisodes,
  popularPages,
  popularPageTranslations,
  skills,
  skillTranslations,
} from '../db/schema'
import { ARTICLE_CATEGORY_PARAGRAPHS, ARTICLES } from './articles'
import type { SeededCompany } from './build-companies'
import {
  COFOUNDER_COMMITMENTS,
  COFOUNDER_EXTRAS,
  COFOUNDER_PROJECTS,
  COFOUNDER_REMUNERATION,
} from './cofounders'
import { demoImageUrl, demoPictures } from './demo-images'
import { PODCASTS } from './podcasts'
import {
  GEOLOC_PAGES,
  INTERNSHIP_PAGES_PER_TYPE,
  JOB_PAGES,
  PAGE_INTROS,
  PAGE_SLUG_PREFIX,
  PAGE_TITLE_PREFIX,
  type PageTopic,
  SECTOR_PAGES,
} from './popular-pages'
import { createUuidStream, streamFor } from './random'
import { SKILLS } from './skills'
import { fill, type Localized, paragraphs, slugify } from './text'
import { daysBefore, minutesBefore } from './time'

export type ArticleRows = {
  articles: (typeof articles.$inferInsert)[]
  translations: (typeof articleTranslations.$inferInsert)[]
}

export function buildArticles(seed: number): ArticleRows {
  const rng = streamFor(seed, 'articles')
  const nextId = createUuidStream(seed, 'articles')
  const rows: ArticleRows = { articles: [], translations: [] }
  ARTICLES.forEach((article, index) => {
    const id = nextId()
    const publishedAt = minutesBefore(rng.int(7 * 60, 11 * 60), daysBefore(index * 9 + rng.int(0, 6)))
    rows.articles.push({
      id,
      category: article.category,
      thumbnailUrl: demoImageUrl(demoPictures.articleThumbnail(article.text.fr.title).key),
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    })
    const more = rng.sample(ARTICLE_CATEGORY_PARAGRAPHS[article.category], 2)
    for (const locale of CONTENT_LANGUAGES) {
      const text = article.text[locale]
      rows.translations.push({
        articleId: id,
        locale,
        slug: slugify(text.title),
        title: text.title,
        excerpt: text.excerpt,
        body: paragraphs(text.lead, ...more.map((paragraph) => paragraph[locale])),
      })
    }
  })
  return rows
}

export type PodcastRow = typeof podcastEpisodes.$inferInsert

export function buildPodcastEpisodes(seed: number): PodcastRow[] {
  const rng = streamFor(seed, 'podcast')
  const nextId = createUuidStream(seed, 'podcast')
  return PODCASTS.map((episode, index) => {
    const slug = slugify(episode.title)
    return {
      id: nextId(),
      slug,
      language: episode.language,
      theme: episode.theme,
      title: episode.title,
      guest: episode.guest,
      description: paragraphs(episode.description),
      durationSeconds: episode.minutes * 60 + rng.int(0, 59),
      audioUrl: `https://media.tremplin.be/podcast/${slug}.mp3`,
      thumbnailUrl: demoImageUrl(demoPictures.podcastThumbnail(episode.title).key),
      publishedAt: minutesBefore(rng.int(6 * 60, 10 * 60), daysBefore(index * 8 + rng.int(0, 4))),
    }
  })
}

export type CofounderRow = typeof cofounderProjects.$inferInsert

export function buildCofounderProjects(seed: number, companies: readonly SeededCompany[]): CofounderRow[] {
  const rng = streamFor(seed, 'cofounders')
  const nextId = createUuidStream(seed, 'cofounders')
  const companyIds = new Map(companies.map((company) => [company.data.name, company.id]))
  return COFOUNDER_PROJECTS.map((project, index) => {
    const { language } = project
    const publishedAt = minutesBefore(rng.int(8 * 60, 18 * 60), daysBefore(index * 10 + rng.int(0, 8)))
    const companyId = project.companyName === undefined ? null : companyIds.get(project.companyName)
    if (companyId === undefined)
      throw new Error(`Co-founder project names an unknown company: ${project.companyName}`)
    return {
      id: nextId(),
      slug: slugify(project.title),
      companyId,
      language,
      title: project.title,
      founderName: project.founderName,
      imageUrl: demoImageUrl(demoPictures.cofounderPicture(project.title).key),
      region: project.region,
      sectors: [...project.sectors],
      maturity: project.maturity,
      plan: project.plan,
      projectDescription: paragraphs(project.projectDescription),
      whyThisProject: paragraphs(project.whyThisProject),
      theProject: paragraphs(project.theProject),
      aboutFounder: paragraphs(project.aboutFounder),
      researchedProfile: paragraphs(project.researchedProfile),
      remuneration: paragraphs(COFOUNDER_REMUNERATION[project.plan][language]),
      extras: paragraphs(rng.pick(COFOUNDER_EXTRAS)[language]),
      inspiringPerson: project.inspiringPerson,
      dreamedSuperpower: project.dreamedSuperpower,
      passion: project.passion,
      sustainabilityCommitments: paragraphs(rng.pick(COFOUNDER_COMMITMENTS)[language]),
      status: 'published' as const,
      publishedAt,
      createdAt: publishedAt,
    }
  })
}

export type PopularPageRows = {
  pages: (typeof popularPages.$inferInsert)[]
  translations: (typeof popularPageTranslations.$inferInsert)[]
}

type PageKind = keyof typeof PAGE_SLUG_PREFIX

/** Slug of a page: French `emploi-secteur-energie`, Dutch `vacatures-sector-energie`, English `jobs-energy-sector`. */
function pageSlugs(type: PopularPageType, kind: PageKind, topic: PageTopic): Localized {
  const prefix = PAGE_SLUG_PREFIX[kind]
  if (type === 'secteur') {
    return {
      fr: `${prefix.fr}-secteur-${topic.slug.fr}`,
      nl: `${prefix.nl}-sector-${topic.slug.nl}`,
      en: `${prefix.en}-${topic.slug.en}-sector`,
    }
  }
  return {
    fr: `${prefix.fr}-${topic.slug.fr}`,
    nl: `${prefix.nl}-${topic.slug.nl}`,
    en: `${prefix.en}-${topic.slug.en}`,
  }
}

type PageSource = { type: PopularPageType; topic: PageTopic; filters: Record<string, string[]> }

function pageSources(): PageSource[] {
  return [
    ...SECTOR_PAGES.map(
      (page): PageSource => ({
        type: 'secteur',
        topic: page,
        filters: { sector_activity: [...SECTOR_GROUPS[page.group]] },
      }),
    ),
    ...GEOLOC_PAGES.map(
      (page): PageSource => ({ type: 'geoloc', topic: page, filters: { zones: [page.region] } }),
    ),
    ...JOB_PAGES.map(
      (page): PageSource => ({ type: 'metier', topic: page, filters: { category_metier: [page.category] } }),
    ),
  ]
}

export function buildPopularPages(seed: number): PopularPageRows {
  const nextId = createUuidStream(seed, 'popular-pages')
  const rows: PopularPageRows = { pages: [], translations: [] }
  const positions = new Map<string, number>()
  for (const kind of ['emploi', 'stage'] as const) {
    for (const source of pageSources()) {
      const key = `${source.type}:${kind}`
      const position = positions.get(key) ?? 0
      if (kind === 'stage' && position >= INTERNSHIP_PAGES_PER_TYPE) continue
      positions.set(key, position + 1)
      const id = nextId()
      const filters = kind === 'stage' ? { ...source.filters, contrat_type: ['stage'] } : source.filters
      rows.pages.push({ id, type: source.type, kind, filters, position })
      const slugs = pageSlugs(source.type, kind, source.topic)
      for (const locale of CONTENT_LANGUAGES) {
        const phrase = source.topic.phrase[locale]
        rows.translations.push({
          pageId: id,
          locale,
          slug: slugs[locale],
          title: `${PAGE_TITLE_PREFIX[kind][locale]} ${phrase}`,
          intro: fill(PAGE_INTROS[kind][locale], { phrase }),
        })
      }
    }
  }
  return rows
}

export type SkillRows = {
  skills: (typeof skills.$inferInsert)[]
  translations: (typeof skillTranslations.$inferInsert)[]
}

export function buildSkills(seed: number): SkillRows {
  const nextId = createUuidStream(seed, 'skills')
  const rows: SkillRows = { skills: [], translations: [] }
  for (const skill of SKILLS) {
    const id = nextId()
    rows.skills.push({ id, value: skill.value, type: skill.type, suggested: skill.suggested })
    for (const locale of CONTENT_LANGUAGES)
      rows.translations.push({ skillId: id, locale, label: skill.label[locale] })
  }
  return rows
}
