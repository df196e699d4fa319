import { createFileRoute, notFound } from '@tanstack/react-router'
import { EpisodePage } from '~/features/media/episode-page'

export const Route = createFileRoute('/{-$locale}/_project/media/podcast/$slug')({
  loader: async ({ params }) => {
    const episode = await (await import('~/features/media/podcast.functions')).getEpisodeFn({
      data: { slug: params.slug },
    })
    if (!episode) throw notFound()
    return { episode }
  },
  head: ({ loaderData }) =>
    loaderData
      ? {
          meta: [
            { title: `${loaderData.episode.title} · Podcast Tremplin` },
            { name: 'description', content: loaderData.episode.excerpt },
            { property: 'og:title', content: loaderData.episode.title },
            { property: 'og:description', content: loaderData.episode.excerpt },
            { property: 'og:type', content: 'website' },
          ],
        }
      : {},
  component: () => <EpisodePage episode={Route.useLoaderData().episode} />,
})
