import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { TalentEmptyPage } from '~/features/talent/talent-pages'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/talent/applications/{-$tag}')({
  head: (context) => pageHead(context, { title: msg`Mes candidatures · Tremplin`, noindex: true }),
  component: Page,
})

function Page() {
  const { t } = useLingui()
  return (
    <TalentEmptyPage
      title={t`Mes candidatures`}
      text={t`Vos candidatures apparaîtront ici dès que vous aurez postulé à une offre.`}
    />
  )
}
