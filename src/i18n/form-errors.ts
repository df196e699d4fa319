import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RuleId } from '~/domain/validation'

/** Translated messages of the form rules of docs/product.md#input-rules. */
export const RULE_MESSAGES: Record<RuleId, MessageDescriptor> = {
  required: msg`Ce champ est obligatoire.`,
  emailFormat: msg`Cette adresse e-mail n'est pas valide.`,
  passwordMin: msg`Le mot de passe doit contenir au moins 8 caractères.`,
  phone: msg`Le numéro de téléphone doit contenir de 8 à 30 chiffres, sans espaces (le + initial est permis).`,
  correctDate: msg`La date doit avoir le format AAAA-MM.`,
  correctUrlRequired: msg`Le lien doit commencer par https://.`,
  mustBeTrue: msg`Cette case doit être cochée.`,
  gdpr: msg`Vous devez accepter le traitement de vos données.`,
  confirmed: msg`Les mots de passe doivent correspondre`,
  tooLong: msg`Ce texte est trop long.`,
  birthdate: msg`Indiquez une date de naissance valide.`,
  endDateOrCurrentlyWorking: msg`Indiquez une date de fin, ou cochez la case si c'est toujours en cours.`,
  endAfterStart: msg`La date de fin ne peut pas précéder la date de début.`,
  richTextRequired: msg`Ce champ est obligatoire.`,
  linkUrl: msg`Le lien doit commencer par http:// ou https://.`,
  tooMany: msg`Cette liste est trop longue.`,
  alertNeedsFilter: msg`Choisissez au moins un filtre ou un mot-clé pour créer une alerte.`,
  unknownFilter: msg`Un des filtres de cette recherche n'existe pas.`,
  wholeNumber: msg`Indiquez un nombre entier, sans décimales ni espaces.`,
  tooLarge: msg`Ce nombre est trop grand.`,
  rangeOrder: msg`Le maximum doit être plus grand que le minimum.`,
  correctDay: msg`La date doit avoir le format AAAA-MM-JJ.`,
  dayInPast: msg`Cette date est déjà passée.`,
  chooseOne: msg`Choisissez-en au moins un.`,
  reasonTooShort: msg`Expliquez en quelques mots (10 caractères au moins).`,
  messageTooShort: msg`Présentez-vous et dites pourquoi vous écrivez (30 caractères au moins).`,
  slugFormat: msg`Seulement des lettres minuscules sans accents, des chiffres et des tirets simples.`,
  slugTaken: msg`Cette adresse est déjà prise par une autre organisation.`,
}

export function ruleMessage(rule: string | undefined): MessageDescriptor {
  return RULE_MESSAGES[(rule ?? 'required') as RuleId] ?? RULE_MESSAGES.required
}

/** The translated first error of a TanStack Form field (its errors are the zod rule ids). */
export function fieldError(i18n: I18n, errors: readonly unknown[]): string | undefined {
  const first = errors[0] as { message?: string } | string | undefined
  if (first === undefined) return undefined
  return i18n._(ruleMessage(typeof first === 'string' ? first : first.message))
}
