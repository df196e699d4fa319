import { createServerFn } from '@tanstack/react-start'
import { podcastParamsFromUrl } from './podcast.search'

const SLUG = /^[a-z0-9][a-z0-9-]{0,160}$/

/** The podcast list: one page, the total and every filter's counts (inputs re-validated on the server). */
export const searchPodcastFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => podcastParamsFromUrl(input))
  .handler(async ({ data }) => {
    const [{ getDb }, { searchEpisodes }] = await Promise.all([
      import('~/server/db'),
      import('./podcast.server'),
    ])
    return searchEpisodes(await getDb(), data)
  })

export const getEpisodeFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const slug = (input as { slug?: unknown } | null)?.slug
    return { slug: typeof slug === 'string' ? slug : '' }
  })
  .handler(async ({ data }) => {
    if (!SLUG.test(data.slug)) return null
    const [{ getDb }, { findEpisode }] = await Promise.all([
      import('~/server/db'),
      import('./podcast.server'),
    ])
    return findEpisode(await getDb(), data.slug)
  })
