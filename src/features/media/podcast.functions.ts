import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { slugInput } from '~/domain/url-input'
import { dbMiddleware } from '~/server/server-functions'
import { findEpisode, searchEpisodes } from './podcast.server'
import { podcastParamsFromUrl } from './podcast-list-url'

/** The list state as the list's server function receives it: never failing, bad values dropped. */
const podcastParamsSchema = z.pipe(z.unknown(), z.transform(podcastParamsFromUrl))

/** The podcast list: one page, the total and every filter's counts (inputs re-validated on the server). */
export const searchPodcastFn = createServerFn({ method: 'GET' })
  .middleware([dbMiddleware])
  .validator(podcastParamsSchema)
  .handler(({ data, context }) => searchEpisodes(context.db, data))

export const getEpisodeFn = createServerFn({ method: 'GET' })
  .middleware([dbMiddleware])
  .validator(z.object({ slug: slugInput }))
  .handler(({ data, context }) => (data.slug ? findEpisode(context.db, data.slug) : null))
