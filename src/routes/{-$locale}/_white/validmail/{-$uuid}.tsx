import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { authUserQuery } from '~/features/auth/auth.queries'
import { EmailValidationPage } from '~/features/auth/email-validation-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_white/validmail/{-$uuid}')({
  loader: async ({ params, context }) => {
    if (!params.uuid) return { outcome: 'invalid' as const }
    const { validateEmailFn } = await import('~/features/auth/auth.functions')
    const outcome = await validateEmailFn({ data: { token: params.uuid } })
    if (outcome === 'validated')
      await context.queryClient.invalidateQueries({ queryKey: authUserQuery.queryKey })
    return { outcome }
  },
  // The link is spent by the visit: never reused from cache or preloaded.
  staleTime: Number.POSITIVE_INFINITY,
  head: (context) =>
    pageHead(context, { title: msg`Validation de l'adresse e-mail · Tremplin`, noindex: true }),
  component: () => <EmailValidationPage outcome={Route.useLoaderData().outcome} />,
})
