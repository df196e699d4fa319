import { createFileRoute } from '@tanstack/react-router'
import { legalPageHead } from '~/features/legal/legal-heads'
import { LegalPage } from '~/features/legal/legal-page'

export const Route = createFileRoute('/{-$locale}/_white/pages/cgu')({
  head: (context) => legalPageHead(context, 'terms'),
  component: () => <LegalPage name="terms" />,
})
