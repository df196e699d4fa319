import { createServerFn } from '@tanstack/react-start'
import { isSlug } from '~/domain/slugs'
import { podcastParamsFromUrl } from './podcast.search'

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
    if (!isSlug(data.slug)) return null
    const [{ getDb }, { findEpisode }] = await Promise.all([
      import('~/server/db'),
      import('./podcast.server'),
    ])
    return findEpisode(await getDb(), data.slug)
  })
