import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { DevMailboxPage } from '~/features/dev-mailbox/dev-mailbox-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_white/dev/mailbox')({
  loader: async () => {
    const mails = await (await import('~/features/dev-mailbox/dev-mailbox.functions')).listDevMailboxFn()
    if (!mails) throw notFound()
    return { mails }
  },
  staleTime: 0,
  head: (context) => pageHead(context, { title: msg`Boîte mail de démonstration · Tremplin`, noindex: true }),
  component: () => <DevMailboxPage mails={Route.useLoaderData().mails} />,
})
