import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { UUID_PATTERN } from '~/domain/patterns'
import { CommitteeProjectEditorPage } from '~/features/committee/committee-project-editor'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_b2b/admin/projets/$project')({
  loader: async ({ params }) => {
    if (!UUID_PATTERN.test(params.project)) throw notFound()
    const { getCommitteeProjectFn } = await import('~/features/committee/cofounder-projects.functions')
    const editor = await getCommitteeProjectFn({ data: { projectId: params.project } })
    if (!editor) throw notFound()
    return editor
  },
  staleTime: 0,
  head: (context) => pageHead(context, { title: msg`Projet cofondateur · Comité · Tremplin`, noindex: true }),
  component: () => {
    const editor = Route.useLoaderData()
    // A fresh editor per project (its form keeps the values it was opened with).
    return <CommitteeProjectEditorPage key={editor.project?.id} {...editor} />
  },
})
