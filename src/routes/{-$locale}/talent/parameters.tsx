import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { TalentParametersPage } from '~/features/talent/parameters-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/talent/parameters')({
  loader: async () => {
    const { getAccountSettingsFn } = await import('~/features/auth/account-settings.functions')
    return (await getAccountSettingsFn()) ?? { marketing: false }
  },
  staleTime: 0,
  head: (context) => pageHead(context, { title: msg`Paramètres · Tremplin`, noindex: true }),
  component: () => <TalentParametersPage marketing={Route.useLoaderData().marketing} />,
})
