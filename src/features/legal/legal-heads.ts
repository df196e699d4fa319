import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { pageHead } from '~/i18n/page-head'

export type LegalPageName = 'terms' | 'termsOfSale' | 'legalNotice' | 'privacy'
export type LegalHead = { title: MessageDescriptor; intro: MessageDescriptor }

/**
 * Each legal page's title and introduction, apart from its sections (legal-content.ts): the routes' heads
 * need these two, and the route tree is in every page's first JavaScript, the sections only on their page.
 */
export const LEGAL_HEADS: Record<LegalPageName, LegalHead> = {
  terms: {
    title: msg`Conditions d'utilisation`,
    intro: msg`Ces conditions règlent l'utilisation de Tremplin, le site d'emploi des organisations à impact en Belgique, par les visiteurs et les membres.`,
  },
  termsOfSale: {
    title: msg`Conditions de vente`,
    intro: msg`Ces conditions s'appliquent aux services payants de Tremplin, proposés aux organisations et aux porteurs de projets.`,
  },
  legalNotice: {
    title: msg`Mentions légales`,
    intro: msg`Informations sur l'éditeur et l'hébergement du site Tremplin.`,
  },
  privacy: {
    title: msg`Politique de confidentialité`,
    intro: msg`Comment Tremplin traite vos données personnelles, pourquoi, combien de temps, et comment exercer vos droits (RGPD).`,
  },
}

/** A legal page's head: its title, and its introduction as the description. */
export function legalPageHead(context: Parameters<typeof pageHead>[0], name: LegalPageName) {
  const { title, intro } = LEGAL_HEADS[name]
  return pageHead(context, { title, description: intro })
}
