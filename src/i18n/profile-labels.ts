/** Translated labels of the talent profile's enums (docs/product.md#data). */

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ImportedInformationField } from '~/domain/cv-import'
import type {
  Atmosphere,
  Availability,
  DiplomaType,
  DreamCompany,
  ExperienceLevel,
  Gender,
  ImpactMeaning,
  ProfileSection,
  TeamBuilding,
} from '~/domain/enums'

export const PROFILE_SECTION_LABELS: Record<ProfileSection, MessageDescriptor> = {
  information: msg`Informations`,
  impact: msg`Ma relation à l'impact`,
  experiences: msg`Expériences`,
  diplomas: msg`Diplômes et formations`,
  skills: msg`Compétences et langues`,
  searchedJobs: msg`Emplois recherchés`,
}

export const GENDER_LABELS: Record<Gender, MessageDescriptor> = {
  man: msg`Homme`,
  woman: msg`Femme`,
  other: msg`Autre`,
}

export const AVAILABILITY_LABELS: Record<Availability, MessageDescriptor> = {
  available: msg`Disponible et en recherche active`,
  listening: msg`À l'écoute d'opportunités`,
  unavailable: msg`Pas disponible`,
}

export const DIPLOMA_TYPE_LABELS: Record<DiplomaType, MessageDescriptor> = {
  bachelor: msg`Bachelier`,
  master: msg`Master`,
  doctorate: msg`Doctorat`,
  certificate: msg`Certificat`,
  training: msg`Formation`,
  other: msg`Autre`,
}

export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, MessageDescriptor> = {
  student: msg`Étudiant·e`,
  junior: msg`Junior (0 à 2 ans)`,
  medior: msg`Medior (3 à 5 ans)`,
  senior: msg`Senior (6 à 10 ans)`,
  expert: msg`Expert·e (plus de 10 ans)`,
}

export const DREAM_COMPANY_LABELS: Record<DreamCompany, MessageDescriptor> = {
  ngo: msg`Une ONG`,
  innovative_sme: msg`Une PME innovante`,
  large_company_transition: msg`Une grande entreprise en transition`,
  does_not_matter: msg`Peu importe`,
}

export const IMPACT_MEANING_LABELS: Record<ImpactMeaning, MessageDescriptor> = {
  environment: msg`L'environnement`,
  social: msg`Le social`,
  both: msg`Les deux`,
}

export const ATMOSPHERE_LABELS: Record<Atmosphere, MessageDescriptor> = {
  lively: msg`Animée`,
  calm: msg`Calme`,
  mix: msg`Un peu des deux`,
}

export const TEAM_BUILDING_LABELS: Record<TeamBuilding, MessageDescriptor> = {
  escape_game: msg`Un escape game`,
  hike: msg`Une randonnée`,
  cooking_workshop: msg`Un atelier cuisine`,
  karaoke: msg`Un karaoké`,
}

/** The information fields a CV import may fill, as their form labels say. */
export const INFORMATION_FIELD_LABELS: Record<ImportedInformationField, MessageDescriptor> = {
  profileTitle: msg`Titre du profil`,
  firstName: msg`Prénom`,
  lastName: msg`Nom`,
  email: msg`Adresse e-mail`,
  phone: msg`Téléphone`,
  birthdate: msg`Date de naissance`,
  city: msg`Ville`,
  website: msg`Site web`,
  linkedinUrl: msg`Profil LinkedIn`,
}
