import { createFileRoute } from '@tanstack/react-router'
import { legalPageHead } from '~/features/legal/legal-heads'
import { LegalPage } from '~/features/legal/legal-page'

export const Route = createFileRoute('/{-$locale}/_white/pages/privacy-policy')({
  head: (context) => legalPageHead(context, 'privacy'),
  component: () => <LegalPage name="privacy" />,
})
