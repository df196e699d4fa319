import { createFileRoute, notFound } from '@tanstack/react-router'
import { CofounderProjectPage } from '~/features/cofounder/cofounder-project-page'

export const Route = createFileRoute('/{-$locale}/_project/cofondateur/$slug')({
  // The page data travels once, as loader data (head() needs it too).
  loader: async ({ params }) => {
    const result = await (await import('~/features/cofounder/cofounder.functions')).getCofounderProjectFn({
      data: { slug: params.slug },
    })
    if (result.kind === 'missing') throw notFound()
    return { page: result.page }
  },
  head: ({ loaderData }) => {
    if (!loaderData) return {}
    const { project } = loaderData.page
    return {
      meta: [
        { title: `${project.title} · Tremplin` },
        { name: 'description', content: project.summary },
        { property: 'og:title', content: project.title },
        { property: 'og:description', content: project.summary },
        { property: 'og:type', content: 'website' },
      ],
    }
  },
  component: () => <CofounderProjectPage page={Route.useLoaderData().page} />,
})
