import { msg } from '@lingui/core/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { CvImportBanner } from '~/features/cv/cv-import-banner'
import { CvSectionNotice } from '~/features/cv/cv-section-notice'
import { profileQuery } from '~/features/profile/profile.queries'
import { ProfileEditPage } from '~/features/profile/profile-edit-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/talent/settings/edit')({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQuery(context.locale)),
  head: (context) => pageHead(context, { title: msg`Mon profil · Tremplin`, noindex: true }),
  component: EditRoute,
})

function EditRoute() {
  const { data: profile } = useSuspenseQuery(profileQuery(Route.useRouteContext().locale))
  if (!profile) throw notFound()
  return (
    <ProfileEditPage
      profile={profile}
      banner={<CvImportBanner profile={profile} />}
      SectionNotice={CvSectionNotice}
    />
  )
}
