import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { COFOUNDER_COMMISSION_EUR } from '~/domain/constants'
import { CofounderPricingPage } from '~/features/cofounder/cofounder-pricing-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_white/cofounder-pricing')({
  head: (context) =>
    pageHead(context, {
      title: msg`Tarifs cofondateur · Tremplin`,
      description: msg`Publiez votre projet à impact gratuitement, ou choisissez l'offre accompagnée : ${COFOUNDER_COMMISSION_EUR} € de commission, uniquement si vous trouvez votre associé. Options de visibilité sur devis.`,
    }),
  component: CofounderPricingPage,
})
