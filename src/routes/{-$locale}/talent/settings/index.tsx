import { createFileRoute, redirect } from '@tanstack/react-router'
import { internalPathFor } from '~/i18n/paths'

/** The bare settings path leads to the account page (docs/product.md#pages). */
export const Route = createFileRoute('/{-$locale}/talent/settings/')({
  beforeLoad: ({ context }) => {
    throw redirect({ href: internalPathFor('talentAccount', context.locale) })
  },
})
