import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { CommitteeProjectEditorPage } from '~/features/committee/committee-project-editor'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_b2b/admin/projets/nouveau')({
  loader: async () => {
    const { getCommitteeProjectFn } = await import('~/features/committee/cofounder-projects.functions')
    const editor = await getCommitteeProjectFn({ data: {} })
    if (!editor) throw notFound()
    return editor
  },
  staleTime: 0,
  head: (context) => pageHead(context, { title: msg`Nouveau projet · Comité · Tremplin`, noindex: true }),
  component: () => <CommitteeProjectEditorPage {...Route.useLoaderData()} />,
})
