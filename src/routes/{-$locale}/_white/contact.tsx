import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { CONTACT_REPLY_HOURS } from '~/domain/constants'
import { CONTACT_SUBJECTS } from '~/domain/enums'
import { ContactPage } from '~/features/contact/contact-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_white/contact')({
  // `?subject=coFounder` preselects a subject (the co-founder pages link so); anything else is dropped.
  validateSearch: z.object({ subject: z.optional(z.catch(z.optional(z.enum(CONTACT_SUBJECTS)), undefined)) }),
  head: (context) =>
    pageHead(context, {
      title: msg`Contact · Tremplin`,
      description: msg`Une question, une idée, un partenariat ? Écrivez à l'équipe Tremplin : réponse sous ${CONTACT_REPLY_HOURS} heures.`,
    }),
  component: () => <ContactPage subject={Route.useSearch().subject ?? 'other'} />,
})
