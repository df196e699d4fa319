import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CONTACT_REPLY_HOURS } from '~/domain/constants'
import { CONTACT_SUBJECTS } from '~/domain/enums'
import { oneOf, searchParams } from '~/domain/search-params'
import { ContactPage } from '~/features/contact/contact-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_white/contact')({
  // `?subject=coFounder` preselects a subject (the co-founder pages link so); anything else is dropped.
  validateSearch: searchParams({ subject: oneOf(CONTACT_SUBJECTS) }),
  head: (context) =>
    pageHead(context, {
      title: msg`Contact · Tremplin`,
      description: msg`Une question, une idée, un partenariat ? Écrivez à l'équipe Tremplin : réponse sous ${CONTACT_REPLY_HOURS} heures.`,
    }),
  component: () => <ContactPage subject={Route.useSearch().subject ?? 'other'} />,
})
