import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { searchParams, text } from '~/domain/search-params'
import { MarketingMailUpdatePage } from '~/features/auth/marketing-mail-update-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_white/marketing-mail-update')({
  validateSearch: searchParams({ user: text(200), signature: text(200) }),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    if (!deps.user || !deps.signature) return { done: false }
    const { marketingMailUpdateFn } = await import('~/features/auth/account-settings.functions')
    return { done: await marketingMailUpdateFn({ data: { user: deps.user, signature: deps.signature } }) }
  },
  head: (context) => pageHead(context, { title: msg`E-mails marketing · Tremplin`, noindex: true }),
  component: () => <MarketingMailUpdatePage done={Route.useLoaderData().done} />,
})
