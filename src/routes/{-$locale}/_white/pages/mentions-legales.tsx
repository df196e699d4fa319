import { createFileRoute } from '@tanstack/react-router'
import { LEGAL_HEADS } from '~/features/legal/legal-heads'
import { LegalPage } from '~/features/legal/legal-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_white/pages/mentions-legales')({
  head: (context) =>
    pageHead(context, {
      title: LEGAL_HEADS.legalNotice.title,
      description: LEGAL_HEADS.legalNotice.intro,
    }),
  component: () => <LegalPage name="legalNotice" />,
})
