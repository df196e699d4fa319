import type { Page } from '@playwright/test'
import { PROFILE_SECTIONS } from './profile'

export const L = {
  fill: {
    fr: 'Remplir mon profil avec mon CV',
    nl: 'Mijn profiel invullen met mijn cv',
    en: 'Fill in my profile from my CV',
  },
  success: { fr: 'Ton profil est rempli !', nl: 'Je profiel is ingevuld!', en: 'Your profile is filled in!' },
  check: { fr: 'Vérifier mon profil', nl: 'Mijn profiel nakijken', en: 'Check my profile' },
  toCheck: { fr: 'À vérifier', nl: 'Na te kijken', en: 'To check' },
  ...PROFILE_SECTIONS,
  post: { fr: 'Poste', nl: 'Functie', en: 'Position' },
  city: { fr: 'Ville', nl: 'Stad', en: 'City' },
  importCv: { fr: 'Importer mon CV', nl: 'Mijn cv importeren', en: 'Import my CV' },
  unreadable: {
    fr: /ne contient pas de texte lisible/,
    nl: /bevat geen leesbare tekst/,
    en: /has no readable text/,
  },
  noCv: {
    fr: "Il faut que tu importes ton CV pour qu'on puisse remplir ton profil.",
    nl: 'Je moet je cv uploaden zodat we je profiel kunnen invullen.',
    en: 'You need to upload your CV so that we can fill in your profile.',
  },
  signedOut: { fr: /ta session a expiré/, nl: /je sessie is verlopen/, en: /your session has expired/ },
  filled: {
    fr: /\d+ valeurs remplies depuis ton CV\. Nous sommes moins sûrs de \d+/,
    nl: /\d+ gegevens ingevuld uit je cv\. Van \d+ ervan zijn we minder zeker/,
    en: /\d+ values filled in from your CV\. We are less sure of \d+/,
  },
  yearsOnly: {
    fr: 'Ton CV ne donne que l’année de certaines dates : ajoute le mois.',
    nl: 'Je cv geeft bij sommige datums alleen het jaar: vul de maand aan.',
    en: 'Your CV gives only the year for some dates: add the month.',
  },
}

export const section = (page: Page, name: string) => page.getByRole('region', { name })
