import { createFileRoute } from '@tanstack/react-router'
import { LEGAL_HEADS } from '~/features/legal/legal-heads'
import { LegalPage } from '~/features/legal/legal-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_white/pages/privacy-policy')({
  head: (context) =>
    pageHead(context, { title: LEGAL_HEADS.privacy.title, description: LEGAL_HEADS.privacy.intro }),
  component: () => <LegalPage name="privacy" />,
})
