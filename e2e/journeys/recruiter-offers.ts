import { JOBS, type Locale } from '../fixtures'

/** One demo organisation per language, so the three journeys never share a list (README: recruiters). */
export const ORGANISATION: Record<Locale, { name: string; email: string }> = {
  fr: { name: 'Clarity Impact Consulting', email: 'clarity-impact-consulting-1@demo.tremplin.be' },
  nl: { name: 'Bureau Boussole', email: 'bureau-boussole-1@demo.tremplin.be' },
  en: { name: 'Samen Verzekerd', email: 'samen-verzekerd-1@demo.tremplin.be' },
}

/** The offer editor's labels, the job list's path and a closed offer's notice, in the three languages. */
export const OFFER_EDITOR = {
  newOffer: { fr: 'Nouvelle offre', nl: 'Nieuwe vacature', en: 'New offer' },
  title: { fr: 'Intitulé du poste', nl: 'Functietitel', en: 'Job title' },
  contract: { fr: 'Type de contrat', nl: 'Type contract', en: 'Contract type' },
  remote: { fr: 'Télétravail', nl: 'Telewerk', en: 'Remote work' },
  category: { fr: 'Métier', nl: 'Beroep', en: 'Profession' },
  description: { fr: 'Description du poste', nl: 'Functieomschrijving', en: 'Job description' },
  profileSought: { fr: 'Profil recherché', nl: 'Gezocht profiel', en: 'Profile sought' },
  saveDraft: { fr: 'Enregistrer le brouillon', nl: 'Concept opslaan', en: 'Save draft' },
  save: { fr: 'Enregistrer', nl: 'Bewaren', en: 'Save' },
  saved: { fr: 'Modifications enregistrées.', nl: 'Wijzigingen bewaard.', en: 'Changes saved.' },
  required: { fr: 'Ce champ est obligatoire.', nl: 'Dit veld is verplicht.', en: 'This field is required.' },
  preview: { fr: 'Aperçu', nl: 'Voorbeeld', en: 'Preview' },
  backToEdit: { fr: "Retour à l'édition", nl: 'Terug naar bewerken', en: 'Back to editing' },
  publish: { fr: 'Publier', nl: 'Publiceren', en: 'Publish' },
  archive: { fr: 'Archiver', nl: 'Archiveren', en: 'Archive' },
  online: { fr: 'En ligne', nl: 'Online', en: 'Online' },
  viewOnline: { fr: "Voir l'offre en ligne", nl: 'Vacature online bekijken', en: 'View the offer online' },
  closed: {
    fr: "Cette offre n'est plus disponible",
    nl: 'Deze vacature is niet meer beschikbaar',
    en: 'This job offer is no longer available',
  },
  jobs: JOBS,
} satisfies Record<string, Record<Locale, string>>
