import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { PAGE_SIZE } from '~/domain/constants'
import { slugInput } from '~/domain/url-input'
import { dbMiddleware } from '~/server/server-functions'
import { findCofounderProject, listCofounderProjects } from './cofounder.server'
import { cofounderListInputSchema } from './project-list-input'

/** Projects on the landing page. */
const LANDING_PROJECTS = 3

/** One page of the project list (PAGE_SIZE projects from `offset`) and the total. */
export const listCofounderProjectsFn = createServerFn({ method: 'GET' })
  .middleware([dbMiddleware])
  .validator(cofounderListInputSchema)
  .handler(({ data, context }) =>
    listCofounderProjects(context.db, context.locale, {
      query: data.query,
      offset: data.offset,
      limit: PAGE_SIZE,
    }),
  )

/** The landing page's latest projects (the visitor's language first) and how many are published. */
export const getCofounderLandingFn = createServerFn({ method: 'GET' })
  .middleware([dbMiddleware])
  .handler(async ({ context }) => {
    const { projects, total } = await listCofounderProjects(context.db, context.locale, {
      query: '',
      offset: 0,
      limit: LANDING_PROJECTS,
    })
    return { projects, total }
  })

/** A project page's data, or `missing` (unknown or malformed slug, not published). */
export const getCofounderProjectFn = createServerFn({ method: 'GET' })
  .middleware([dbMiddleware])
  .validator(z.object({ slug: slugInput }))
  .handler(async ({ data, context }) =>
    data.slug ? findCofounderProject(context.db, context.locale, data.slug) : { kind: 'missing' as const },
  )
