import { createServerFn } from '@tanstack/react-start'
import { listParamsSchema } from '~/domain/list-search'
import { dbMiddleware } from '~/server/server-functions'
import { searchJobs } from './job-search.server'
import { JOB_FILTER_VALUES } from './jobs.search'

/** The job list's data: one page, the total and every facet count (inputs re-validated on the server). */
export const searchJobsFn = createServerFn({ method: 'GET' })
  .middleware([dbMiddleware])
  .validator(listParamsSchema(JOB_FILTER_VALUES))
  .handler(({ data, context }) => searchJobs(context.db, context.locale, data))
