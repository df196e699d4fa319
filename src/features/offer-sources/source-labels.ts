/** The words of the sources page: refusal reasons, kinds and choices, translated. */

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RefusalReason, SourceApplyOn, SourceKind } from '~/domain/offer-sources'

export const REFUSAL_LABELS: Record<RefusalReason | 'exists' | 'invalid', MessageDescriptor> = {
  'no-id': msg`l'offre n'a ni identifiant ni adresse`,
  'no-title': msg`l'offre n'a pas de titre`,
  'title-too-long': msg`le titre dépasse 120 caractères`,
  'no-description': msg`l'offre n'a pas de description`,
  'description-too-long': msg`la description est trop longue`,
  'bad-date': msg`la date de clôture n'est pas une date`,
  expired: msg`la date de clôture est passée`,
  duplicate: msg`la même offre figure deux fois`,
  'not-url': msg`ce n'est pas une adresse web (elle commence par https://)`,
  scheme: msg`seules les adresses http:// et https:// sont lues`,
  'private-address': msg`l'adresse mène à un réseau privé : seules les adresses publiques sont lues`,
  unreachable: msg`le site ne répond pas à cette adresse`,
  timeout: msg`le site a mis trop de temps à répondre`,
  'too-large': msg`la page est trop lourde (plus de 5 Mo, 20 Mo pour un flux)`,
  'http-error': msg`le site a répondu par une erreur`,
  'too-many-redirects': msg`l'adresse redirige trop de fois`,
  robots: msg`le fichier robots.txt du site interdit de lire cette page`,
  'invalid-json-ld': msg`les données JobPosting (JSON-LD) de la page sont mal formées`,
  'no-postings': msg`aucune offre (JobPosting) trouvée à cette adresse`,
  'invalid-feed': msg`ce n'est pas un flux d'offres lisible (XML <source><job> ou JSON de JobPosting)`,
  'too-many-items': msg`la source compte plus de 2 000 offres : rien n'est importé`,
  'too-many-sources': msg`une organisation connecte au plus 5 sources`,
  exists: msg`cette source est déjà connectée`,
  invalid: msg`certains réglages sont à corriger`,
}

export const KIND_LABELS: Record<SourceKind, MessageDescriptor> = {
  careers_page: msg`Page carrières (offres JobPosting en JSON-LD ou microdonnées)`,
  feed: msg`Flux d'offres (XML ou JSON)`,
}

export const APPLY_ON_LABELS: Record<SourceApplyOn, MessageDescriptor> = {
  tremplin: msg`Sur Tremplin`,
  source: msg`Sur notre site (le lien de l'offre)`,
}
