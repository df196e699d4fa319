import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { TalentEmptyPage } from '~/features/talent/talent-pages'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/talent/media')({
  head: (context) => pageHead(context, { title: msg`Mes médias · Tremplin`, noindex: true }),
  component: Page,
})

function Page() {
  const { t } = useLingui()
  return (
    <TalentEmptyPage title={t`Mes médias`} text={t`Les articles que vous sauvegardez apparaîtront ici.`} />
  )
}
