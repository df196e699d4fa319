import { msg } from '@lingui/core/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ensureCofounderListPages } from '~/features/cofounder/cofounder.queries'
import { CofounderListPage } from '~/features/cofounder/cofounder-list-page'
import { cofounderListSearchSchema } from '~/features/cofounder/project-list-url'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_lists/cofondateur/projets')({
  validateSearch: cofounderListSearchSchema,
  loaderDeps: ({ search }) => ({ query: search.query ?? '', page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    ensureCofounderListPages(context.queryClient, context.locale, deps.query, deps.page),
  head: (context) =>
    pageHead(context, {
      title: msg`Projets à impact à rejoindre comme cofondateur · Tremplin`,
      description: msg`Des projets sociaux et environnementaux cherchent leur associé ou leur associée en Belgique : découvrez-les, de l'idée à la scale-up, et proposez-vous.`,
    }),
  component: CofounderProjectsRoute,
})

function CofounderProjectsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <CofounderListPage
      search={search}
      onSearch={(next) => navigate({ search: next })}
      renderMoreLink={(next, props) => (
        // Loading more keeps the place on the page and replaces the URL (no history entry per page).
        <Link to="." search={next} replace resetScroll={false} {...props} />
      )}
    />
  )
}
