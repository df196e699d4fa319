import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CompanySelectionPage } from '~/features/legal/company-selection-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_white/selection-entreprise')({
  head: (context) =>
    pageHead(context, {
      title: msg`Notre sélection d'entreprises · Tremplin`,
      description: msg`Les organisations publiées sur Tremplin sont choisies par un comité, selon une charte fondée sur les 17 objectifs de développement durable.`,
    }),
  component: CompanySelectionPage,
})
