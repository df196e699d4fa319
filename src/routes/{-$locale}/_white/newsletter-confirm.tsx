import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { searchParams, text } from '~/domain/search-params'
import { NewsletterConfirmPage } from '~/features/newsletter/newsletter-confirm-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_white/newsletter-confirm')({
  validateSearch: searchParams({ token: text(2000) }),
  head: (context) => pageHead(context, { title: msg`Newsletter · Tremplin`, noindex: true }),
  component: () => <NewsletterConfirmPage token={Route.useSearch().token ?? ''} />,
})
