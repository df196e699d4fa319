import { JOBS, type Locale } from '../fixtures'

export const L = {
  jobs: JOBS,
  create: { fr: 'Créer une alerte', nl: 'Alert aanmaken', en: 'Create an alert' },
  gate: { fr: 'sauvegarder cette recherche', nl: 'deze zoekopdracht te bewaren', en: 'save this search' },
  name: { fr: "Nom de l'alerte", nl: 'Naam van de alert', en: 'Alert name' },
  save: { fr: "Enregistrer l'alerte", nl: 'Alert opslaan', en: 'Save the alert' },
  saved: { fr: 'Alerte enregistrée.', nl: 'Alert opgeslagen.', en: 'Alert saved.' },
  manage: { fr: 'Gérer mes alertes', nl: 'Mijn alerts beheren', en: 'Manage my alerts' },
  pause: { fr: 'Mettre en pause', nl: 'pauzeren', en: 'Pause' },
  resume: { fr: 'Reprendre', nl: 'Hervatten', en: 'Resume' },
  byEmail: {
    fr: 'Recevoir les nouvelles offres par e-mail',
    nl: 'Nieuwe vacatures per e-mail ontvangen',
    en: 'Receive new offers by email',
  },
  paused: { fr: 'E-mails en pause', nl: 'E-mails gepauzeerd', en: 'Emails paused' },
  remove: { fr: 'Supprimer', nl: 'verwijderen', en: 'Delete' },
  empty: { fr: 'Aucune alerte pour le moment.', nl: 'Nog geen alerts.', en: 'No alerts yet.' },
  needsFilter: {
    fr: 'Choisissez au moins un filtre ou un mot-clé',
    nl: 'Kies minstens één filter of trefwoord',
    en: 'Choose at least one filter or keyword',
  },
} satisfies Record<string, Record<Locale, string>>
