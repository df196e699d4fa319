import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { themeFromSlug, themeSlug } from '~/features/media/podcast.model'
import { PodcastListPage } from '~/features/media/podcast-list-page'
import { podcastCategorySearchSchema } from '~/features/media/podcast-list-url'
import { PODCAST_THEME_LABELS } from '~/i18n/labels'
import { LOCALES } from '~/i18n/locales'
import { SearchLink } from '~/i18n/localized-link'
import { pageHead } from '~/i18n/page-head'
import { pathFor } from '~/i18n/paths'

/** A theme's episodes; the theme's slug is per language (a slug of another language redirects). */
export const Route = createFileRoute('/{-$locale}/_lists/media/podcast/categorie/$page')({
  validateSearch: podcastCategorySearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, params, deps, location }) => {
    const found = themeFromSlug(params.page, context.locale)
    if (!found) throw notFound()
    const { theme } = found
    if (!found.own) {
      throw redirect({
        href:
          pathFor('podcastCategory', context.locale, { page: themeSlug(theme, context.locale) }) +
          location.searchStr,
        statusCode: 301,
      })
    }
    const result = await (await import('~/features/media/podcast.functions')).searchPodcastFn({
      data: { ...deps.search, category: theme },
    })
    const alternates = Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        pathFor('podcastCategory', locale, { page: themeSlug(theme, locale) }),
      ]),
    )
    return { theme, result, alternates }
  },
  head: (context) =>
    context.loaderData ? pageHead(context, { title: PODCAST_THEME_LABELS[context.loaderData.theme] }) : {},
  component: PodcastCategoryRoute,
})

function PodcastCategoryRoute() {
  const navigate = Route.useNavigate()
  const { theme, result } = Route.useLoaderData()
  return (
    <PodcastListPage
      theme={theme}
      search={Route.useSearch()}
      result={result}
      onSearch={(next) => navigate({ search: next })}
      renderPageLink={(next, props) => <SearchLink search={next} {...props} />}
    />
  )
}
