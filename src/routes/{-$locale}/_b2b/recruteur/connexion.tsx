import { msg } from '@lingui/core/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { RecruiterLoginPage } from '~/features/recruiter/recruiter-access'
import { pageHead } from '~/i18n/page-head'
import { internalPathFor } from '~/i18n/paths'

export const Route = createFileRoute('/{-$locale}/_b2b/recruteur/connexion')({
  beforeLoad: ({ context }) => {
    const role = context.authUser?.role
    if (role === 'recruiter' || role === 'admin')
      throw redirect({ href: internalPathFor(role === 'admin' ? 'admin' : 'recruiter', context.locale) })
  },
  head: (context) =>
    pageHead(context, { title: msg`Espace recruteur · Connexion · Tremplin`, noindex: true }),
  component: RecruiterLoginPage,
})
