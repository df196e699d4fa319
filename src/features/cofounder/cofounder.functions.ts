import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { PAGE_SIZE } from '~/domain/constants'
import { LOCALES } from '~/i18n/locales'
import { cofounderListInputSchema, cofounderSlugSchema } from './cofounder.search'

/** Projects on the landing page. */
const LANDING_PROJECTS = 3

/** One page of the project list (PAGE_SIZE projects from `offset`) and the total. */
export const listCofounderProjectsFn = createServerFn({ method: 'GET' })
  .validator(cofounderListInputSchema)
  .handler(async ({ data }) => {
    const [{ getDb }, { listCofounderProjects }] = await Promise.all([
      import('~/server/db'),
      import('./cofounder.server'),
    ])
    return listCofounderProjects(await getDb(), data.locale, {
      query: data.query,
      offset: data.offset,
      limit: PAGE_SIZE,
    })
  })

/** The landing page's latest projects (the visitor's language first) and how many are published. */
export const getCofounderLandingFn = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: z.enum(LOCALES) }))
  .handler(async ({ data }) => {
    const [{ getDb }, { listCofounderProjects }] = await Promise.all([
      import('~/server/db'),
      import('./cofounder.server'),
    ])
    const { projects, total } = await listCofounderProjects(await getDb(), data.locale, {
      query: '',
      offset: 0,
      limit: LANDING_PROJECTS,
    })
    return { projects, total }
  })

/** A project page's data, or `missing` (unknown or malformed slug, not published). */
export const getCofounderProjectFn = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: z.enum(LOCALES), slug: z.string() }))
  .handler(async ({ data }) => {
    if (!cofounderSlugSchema.safeParse(data.slug).success) return { kind: 'missing' as const }
    const [{ getDb }, { findCofounderProject }] = await Promise.all([
      import('~/server/db'),
      import('./cofounder.server'),
    ])
    return findCofounderProject(await getDb(), data.locale, data.slug)
  })
