import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { UUID_PATTERN } from '~/domain/patterns'
import { AnswersSettingsPage } from '~/features/recruiter/answers-settings-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_b2b/recruteur/_space/organisations/$company/reponses')({
  loader: async ({ params }) => {
    if (!UUID_PATTERN.test(params.company)) throw notFound()
    const { getAnswerSettingsFn } = await import('~/features/recruiter/answers.functions')
    const settings = await getAnswerSettingsFn({ data: { companyId: params.company } })
    if (!settings) throw notFound()
    return settings
  },
  staleTime: 0,
  head: (context) => pageHead(context, { title: msg`Réponses · Espace recruteur · Tremplin`, noindex: true }),
  component: () => <AnswersSettingsPage settings={Route.useLoaderData()} />,
})
