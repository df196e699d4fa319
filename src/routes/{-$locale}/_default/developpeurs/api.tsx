import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ApiReferencePage } from '~/features/api-docs/api-reference-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_default/developpeurs/api')({
  loader: async () => (await import('~/features/api-docs/api-docs.functions')).getApiReferenceFn(),
  head: (context) =>
    pageHead(context, {
      title: msg`API publique · Tremplin`,
      description: msg`La référence de l’API HTTP de Tremplin : chaque point d’accès, ses paramètres, ses réponses et ses erreurs, et le document OpenAPI 3.1.`,
    }),
  component: () => <ApiReferencePage reference={Route.useLoaderData()} />,
})
