import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { CommitteeProjectsPage } from '~/features/committee/committee-projects-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_b2b/admin/projets/')({
  loader: async () => {
    const { getCommitteeProjectsFn } = await import('~/features/committee/cofounder-projects.functions')
    const projects = await getCommitteeProjectsFn()
    if (!projects) throw notFound()
    return projects
  },
  staleTime: 0,
  head: (context) =>
    pageHead(context, { title: msg`Projets cofondateur · Comité · Tremplin`, noindex: true }),
  component: () => <CommitteeProjectsPage projects={Route.useLoaderData()} />,
})
