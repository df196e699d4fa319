import { createFileRoute } from '@tanstack/react-router'
import { LEGAL_DOCUMENTS } from '~/features/legal/legal-content'
import { LegalPage } from '~/features/legal/legal-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_white/pages/cgv')({
  head: (context) =>
    pageHead(context, {
      title: LEGAL_DOCUMENTS.termsOfSale.title,
      description: LEGAL_DOCUMENTS.termsOfSale.intro,
    }),
  component: () => <LegalPage name="termsOfSale" />,
})
