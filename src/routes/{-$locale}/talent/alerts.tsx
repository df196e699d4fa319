import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { TalentEmptyPage } from '~/features/talent/talent-pages'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/talent/alerts')({
  head: (context) => pageHead(context, { title: msg`Mes alertes · Tremplin`, noindex: true }),
  component: Page,
})

function Page() {
  const { t } = useLingui()
  return (
    <TalentEmptyPage
      title={t`Mes alertes`}
      text={t`Vos recherches sauvegardées et entreprises suivies apparaîtront ici.`}
    />
  )
}
