/** The demo podcast episodes, each in one language. Durations are in minutes. */
import type { ContentLanguage, PodcastTheme } from '~/domain/enums'

export type PodcastSeed = {
  language: ContentLanguage
  theme: PodcastTheme
  title: string
  guest: string
  description: string
  minutes: number
}

export const PODCASTS: readonly PodcastSeed[] = [
  {
    language: 'fr',
    theme: 'transition',
    title: 'Quitter la finance pour le climat',
    guest: 'Claire Dumont, cheffe de projet énergie',
    description:
      'Claire a passé dix ans dans une grande banque avant de rejoindre une coopérative d’énergie citoyenne. Elle raconte le déclic, les doutes et ce qu’elle a gagné au change.',
    minutes: 42,
  },
  {
    language: 'fr',
    theme: 'burnout',
    title: 'Le burn-out, et après ?',
    guest: 'Julien Lambert, éducateur spécialisé',
    description:
      'Épuisé après des années dans l’aide à la jeunesse, Julien a dû tout arrêter. Il revient sur sa reconstruction et sur ce que les employeurs du non-marchand peuvent changer.',
    minutes: 55,
  },
  {
    language: 'fr',
    theme: 'entrepreneurship',
    title: 'Monter une épicerie vrac sans capital',
    guest: 'Nadia Benali, fondatrice de Vrac & Co',
    description:
      'Financement participatif, coopérateurs, prêt d’honneur : comment Nadia a ouvert trois épiceries sans emballage en Brabant wallon.',
    minutes: 38,
  },
  {
    language: 'fr',
    theme: 'failure',
    title: 'Notre start-up a fait faillite, voici ce que nous avons appris',
    guest: 'Thomas Leclercq, ancien fondateur',
    description:
      'Une application de covoiturage rural, deux ans de travail et une faillite. Thomas parle sans filtre des erreurs commises et de la façon de rebondir.',
    minutes: 26,
  },
  {
    language: 'fr',
    theme: 'meaning',
    title: 'Trouver du sens sans tout plaquer',
    guest: 'Élise Martin, coach de carrière',
    description:
      'Faut-il forcément démissionner pour avoir un métier utile ? Élise partage des pistes concrètes pour faire évoluer son poste de l’intérieur.',
    minutes: 24,
  },
  {
    language: 'fr',
    theme: 'well_being',
    title: 'La semaine de quatre jours dans une ASBL',
    guest: 'Marc Dubois, directeur d’ASBL',
    description:
      'Depuis un an, toute l’équipe travaille quatre jours par semaine. Bilan sur le bien-être, la productivité et l’organisation du travail.',
    minutes: 33,
  },
  {
    language: 'fr',
    theme: 'hr',
    title: 'Recruter sans CV : l’expérience d’une entreprise d’insertion',
    guest: 'Sandrine Willems, responsable RH',
    description:
      'Et si on embauchait sur la motivation plutôt que sur le parcours ? Retour sur trois ans de recrutement sans CV dans une recyclerie.',
    minutes: 29,
  },
  {
    language: 'fr',
    theme: 'impact',
    title: 'Mesurer son impact social sans se noyer dans les indicateurs',
    guest: 'Antoine Lefèvre, consultant en impact',
    description:
      'Théorie du changement, indicateurs, rapports : comment les petites associations peuvent évaluer leur impact sans y passer leurs nuits.',
    minutes: 47,
  },
  {
    language: 'fr',
    theme: 'future',
    title: 'Les métiers de 2035 dans la transition',
    guest: 'Dr Hélène Gilson, économiste',
    description:
      'Rénovation énergétique, réparation, agroécologie, données climatiques : une économiste décrypte les métiers qui vont recruter dans les dix prochaines années, secteur par secteur.',
    minutes: 128,
  },
  {
    language: 'fr',
    theme: 'inspiring',
    title: 'Une nuit avec les maraudes bruxelloises',
    guest: 'Fatou Diallo, travailleuse sociale',
    description:
      'Fatou coordonne les maraudes de nuit auprès des personnes sans abri à Bruxelles. Un épisode long format, enregistré sur le terrain.',
    minutes: 135,
  },
  {
    language: 'fr',
    theme: 'personal_development',
    title: 'Oser demander une augmentation quand on travaille pour une cause',
    guest: 'Camille Renard, formatrice',
    description:
      'Travailler pour une bonne cause ne signifie pas accepter n’importe quelles conditions. Camille donne des outils pour négocier sereinement.',
    minutes: 18,
  },
  {
    language: 'nl',
    theme: 'transition',
    title: 'Van ingenieur naar strobalenbouwer',
    guest: 'Jonas Peeters, werfleider',
    description:
      'Jonas ontwierp jarenlang betonconstructies. Vandaag bouwt hij scholen met stro en leem. Hij vertelt over de overstap en over de toekomst van duurzaam bouwen.',
    minutes: 36,
  },
  {
    language: 'nl',
    theme: 'well_being',
    title: 'Zorgen voor de zorgverleners',
    guest: 'An Claes, thuisverpleegkundige',
    description:
      'Hoe hou je het vol in de thuiszorg? An deelt haar tips over grenzen stellen, teamsteun en zinvol werk zonder jezelf te verliezen.',
    minutes: 27,
  },
  {
    language: 'nl',
    theme: 'entrepreneurship',
    title: 'Een bakfietsbedrijf opstarten in Antwerpen',
    guest: 'Wout Janssens, oprichter',
    description:
      'Van één bakfiets tot dertig koeriers in vaste dienst: Wout vertelt hoe hij een rendabel logistiek bedrijf bouwde zonder één bestelwagen.',
    minutes: 44,
  },
  {
    language: 'nl',
    theme: 'burnout',
    title: 'Burn-out in de sociale sector: een taboe doorbreken',
    guest: 'Dr. Sara Maes, psycholoog',
    description:
      'Waarom zijn mensen met een sterk engagement extra kwetsbaar voor burn-out? Een psycholoog legt uit hoe organisaties het kunnen voorkomen.',
    minutes: 124,
  },
  {
    language: 'nl',
    theme: 'failure',
    title: 'Mijn mislukte crowdfunding',
    guest: 'Lotte De Smet, sociaal ondernemer',
    description:
      'Lotte haalde maar een derde van haar crowdfundingdoel. Ze vertelt wat er misliep en hoe haar project toch het licht zag.',
    minutes: 21,
  },
  {
    language: 'nl',
    theme: 'hr',
    title: 'Een inclusief aanwervingsbeleid in de praktijk',
    guest: 'Bram Wouters, HR-verantwoordelijke',
    description:
      'Anonieme sollicitaties, duidelijke vacatureteksten en diverse selectiepanels: wat werkt echt om diverser aan te werven?',
    minutes: 31,
  },
  {
    language: 'nl',
    theme: 'meaning',
    title: 'Zinvol werk zonder heldenverhaal',
    guest: 'Eva Mertens, boekhouder bij een vzw',
    description:
      'Niet iedereen moet de wereld redden. Eva vertelt waarom ze als boekhouder bij een vzw net zoveel voldoening vindt als in een veldjob.',
    minutes: 16,
  },
  {
    language: 'en',
    theme: 'future',
    title: 'What will green jobs look like in Belgium?',
    guest: 'Dr. Michael Hughes, labour market researcher',
    description:
      'A labour market researcher looks at the skills Belgian employers will need for the energy and circular transitions, and how training must adapt.',
    minutes: 52,
  },
  {
    language: 'en',
    theme: 'inspiring',
    title: 'Coding for the common good',
    guest: 'Youssef El Amrani, developer',
    description:
      'Youssef left ad tech to build open-source tools for municipalities. We talk about accessibility, digital inclusion and why public code matters.',
    minutes: 39,
  },
  {
    language: 'en',
    theme: 'personal_development',
    title: 'Finding your impact superpower',
    guest: 'Grace Okafor, career coach',
    description:
      'A practical conversation about identifying your strengths and matching them with the causes you care about, whatever your background.',
    minutes: 22,
  },
  {
    language: 'en',
    theme: 'impact',
    title: 'Inside a citizen-owned wind farm: the full story',
    guest: 'Pieter Vermeulen and the cooperative team',
    description:
      'A long-format special: from the first public meeting to the turbine’s first kilowatt-hour, the people behind a citizen energy project tell the whole story.',
    minutes: 142,
  },
]
