import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PodcastListPage } from '~/features/media/podcast-list-page'
import { podcastListSearchSchema } from '~/features/media/podcast-list-url'
import { SearchLink } from '~/i18n/localized-link'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_lists/media/podcast/')({
  validateSearch: podcastListSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ deps }) =>
    (await import('~/features/media/podcast.functions')).searchPodcastFn({ data: deps.search }),
  head: (context) =>
    pageHead(context, {
      title: msg`Podcast des carrières à impact · Tremplin`,
      description: msg`Reconversions, échecs, burn-out, réussites : des personnes qui travaillent pour la société et l'environnement racontent leur parcours, en français, en néerlandais et en anglais.`,
    }),
  component: PodcastRoute,
})

function PodcastRoute() {
  const navigate = Route.useNavigate()
  return (
    <PodcastListPage
      theme={null}
      search={Route.useSearch()}
      result={Route.useLoaderData()}
      onSearch={(next) => navigate({ search: next })}
      renderPageLink={(next, props) => <SearchLink search={next} {...props} />}
    />
  )
}
