import { msg } from '@lingui/core/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { CvImportBanner } from '~/features/cv/cv-import-banner'
import { profileQuery } from '~/features/profile/profile.queries'
import { ProfileOverviewPage } from '~/features/profile/profile-overview-page'
import { PickedOffersPanel } from '~/features/recommendations/picked-offers-panel'
import { pageHead } from '~/i18n/page-head'

/** My account; the optional uuid (docs/product.md#pages) may only be one's own. */
export const Route = createFileRoute('/{-$locale}/talent/settings/account/{-$user}')({
  beforeLoad: ({ context, params }) => {
    if (params.user !== undefined && params.user !== context.authUser.uuid) throw notFound()
  },
  loader: async ({ context }) => {
    const [, picks] = await Promise.all([
      context.queryClient.ensureQueryData(profileQuery(context.locale)),
      import('~/features/recommendations/offer-picks.functions').then(({ getOfferPicksFn }) =>
        getOfferPicksFn(),
      ),
    ])
    return { picks }
  },
  staleTime: 0,
  head: (context) => pageHead(context, { title: msg`Mon compte · Tremplin`, noindex: true }),
  component: AccountRoute,
})

function AccountRoute() {
  const { authUser, locale } = Route.useRouteContext()
  const { data: profile } = useSuspenseQuery(profileQuery(locale))
  const { picks } = Route.useLoaderData()
  if (!profile) throw notFound()
  return (
    <ProfileOverviewPage
      user={authUser}
      profile={profile}
      banner={<CvImportBanner profile={profile} />}
      picks={picks && <PickedOffersPanel data={picks} />}
    />
  )
}
