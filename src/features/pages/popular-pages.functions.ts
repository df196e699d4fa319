import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { dbMiddleware } from '~/server/server-functions'
import { findPopularPage, listAllPopularPages } from './popular-pages.server'

/** A popular page by its slug in the visitor's language (a slug of the URL: anything else is not found). */
export const getPopularPageFn = createServerFn({ method: 'GET' })
  .middleware([dbMiddleware])
  .validator(z.object({ slug: z.catch(z.string().check(z.maxLength(160)), '') }))
  .handler(({ data, context }) => findPopularPage(context.db, context.locale, data.slug))

export const listAllPopularPagesFn = createServerFn({ method: 'GET' })
  .middleware([dbMiddleware])
  .handler(({ context }) => listAllPopularPages(context.db, context.locale))
