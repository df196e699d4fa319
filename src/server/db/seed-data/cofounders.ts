/** Co-founder search projects, each written in its own language. */
import type { CofounderMaturity, CofounderPlan, ContentLanguage, Region, Sector } from '../../../domain/enums'
import type { Localized } from './text'

export type CofounderSeed = {
  language: ContentLanguage
  title: string
  founderName: string
  /** Name of the co-founder company of COMPANIES it belongs to, if any. */
  companyName?: string
  region: Region
  sectors: readonly Sector[]
  maturity: CofounderMaturity
  plan: CofounderPlan
  projectDescription: string
  whyThisProject: string
  theProject: string
  aboutFounder: string
  researchedProfile: string
  inspiringPerson: string
  dreamedSuperpower: string
  passion: string
}

export const COFOUNDER_PROJECTS: readonly CofounderSeed[] = [
  {
    language: 'fr',
    title: 'Des toitures solaires pour les écoles namuroises',
    founderName: 'Claire Dumont',
    companyName: 'Coopérative Énergie Citoyenne',
    region: 'namur',
    sectors: ['renewable_energy'],
    maturity: 'scaleup',
    plan: 'paid',
    projectDescription:
      'Équiper cinquante écoles de la province de Namur de panneaux solaires financés par les parents et les riverains.',
    whyThisProject:
      'Les écoles ont de grands toits et de petites factures à payer : c’est le meilleur endroit pour montrer aux enfants que la transition est possible.',
    theProject:
      'Nous avons déjà équipé douze écoles. Chaque installation est financée par des parts coopératives et accompagnée d’un programme pédagogique sur l’énergie.',
    aboutFounder:
      'Ingénieure de formation, Claire a travaillé dix ans dans la finance avant de rejoindre la coopérative en 2019.',
    researchedProfile:
      'Un ou une associé·e capable de piloter le développement commercial auprès des communes et des pouvoirs organisateurs.',
    inspiringPerson: 'Wangari Maathai',
    dreamedSuperpower: 'Transformer chaque nuage en rayon de soleil',
    passion: 'La randonnée dans la vallée de la Meuse',
  },
  {
    language: 'fr',
    title: 'Un mobilier de bureau 100 % réparable',
    founderName: 'Léa Vandenberghe',
    companyName: 'Forme Juste Studio',
    region: 'brussels_capital',
    sectors: ['eco_design'],
    maturity: 'startup',
    plan: 'free',
    projectDescription:
      'Une gamme de bureaux et de chaises conçus pour être démontés, réparés et reconditionnés indéfiniment.',
    whyThisProject:
      'Des tonnes de mobilier de bureau partent chaque année à la benne parce qu’une seule pièce est cassée.',
    theProject:
      'Nos prototypes sont testés par trois entreprises bruxelloises. Toutes les pièces sont standardisées et vendues à l’unité.',
    aboutFounder:
      'Designer industrielle, Léa a fondé Forme Juste Studio après cinq ans dans un grand groupe de mobilier.',
    researchedProfile:
      'Un ou une cofondateur·rice avec une expérience de la production industrielle et de la chaîne d’approvisionnement.',
    inspiringPerson: 'Charlotte Perriand',
    dreamedSuperpower: 'Réparer un objet d’un simple regard',
    passion: 'Chiner dans les brocantes du dimanche',
  },
  {
    language: 'fr',
    title: 'Un réseau de vélos cargo partagés entre voisins',
    founderName: 'Hugo Mercier',
    companyName: 'Rayon Vert Mobilité',
    region: 'brussels_capital',
    sectors: ['mobility'],
    maturity: 'startup',
    plan: 'paid',
    projectDescription:
      'Des vélos cargo électriques partagés à l’échelle d’un quartier, réservables depuis une application simple.',
    whyThisProject:
      'Une famille sur deux à Bruxelles pourrait se passer de sa deuxième voiture si elle avait accès à un vélo cargo.',
    theProject:
      'Vingt vélos circulent déjà à Saint-Gilles et Forest. Nous voulons couvrir dix communes d’ici deux ans.',
    aboutFounder:
      'Mécanicien vélo devenu coopérateur, Hugo a cofondé Rayon Vert Mobilité et en coordonne l’atelier.',
    researchedProfile:
      'Un profil tech capable de faire évoluer l’application de réservation et la gestion de la flotte.',
    inspiringPerson: 'Jane Jacobs',
    dreamedSuperpower: 'Faire disparaître les bouchons',
    passion: 'Les courses de vélo cargo',
  },
  {
    language: 'nl',
    title: 'Een open platform voor burgerbegrotingen',
    founderName: 'Jonas Verstraete',
    companyName: 'OpenData Civic Lab',
    region: 'east_flanders',
    sectors: ['software', 'public_services'],
    maturity: 'creation',
    plan: 'free',
    projectDescription:
      'Een opensourceplatform waarmee gemeenten hun inwoners laten beslissen over een deel van de begroting.',
    whyThisProject:
      'Burgerbegrotingen versterken het vertrouwen in de politiek, maar de bestaande tools zijn duur en gesloten.',
    theProject:
      'Drie Oost-Vlaamse gemeenten testen het platform. De code staat volledig online en is herbruikbaar door elke gemeente.',
    aboutFounder:
      'Jonas is ontwikkelaar en was vroeger gemeenteraadslid. Hij richtte OpenData Civic Lab op in 2020.',
    researchedProfile:
      'Een medeoprichter met ervaring in verkoop aan overheden en kennis van de regels rond overheidsopdrachten.',
    inspiringPerson: 'Audrey Tang',
    dreamedSuperpower: 'Elke vergadering in tien minuten afronden',
    passion: 'Zeilen op de Schelde',
  },
  {
    language: 'fr',
    title: 'Une école de code pour les femmes en reconversion',
    founderName: 'Inès Haddad',
    companyName: 'Codeurs Solidaires',
    region: 'hainaut',
    sectors: ['training', 'software'],
    maturity: 'creation',
    plan: 'free',
    projectDescription:
      'Un parcours de six mois, avec garde d’enfants incluse, pour former des femmes au développement web dans le Hainaut.',
    whyThisProject:
      'Moins d’un développeur sur cinq est une femme. Les mères seules n’ont souvent pas accès aux formations intensives.',
    theProject:
      'Une première promotion de douze apprenantes démarre à Mons. Des entreprises partenaires proposent déjà des stages.',
    aboutFounder:
      'Développeuse autodidacte, Inès a suivi elle-même une reconversion à 35 ans avant de rejoindre Codeurs Solidaires.',
    researchedProfile:
      'Une personne issue de la formation pour adultes, qui aime construire des partenariats.',
    inspiringPerson: 'Ada Lovelace',
    dreamedSuperpower: 'Comprendre toutes les langues, y compris celles des machines',
    passion: 'Le théâtre d’improvisation',
  },
  {
    language: 'en',
    title: 'A climate skills academy for SMEs',
    founderName: 'Sarah Collins',
    companyName: 'Campus Transition',
    region: 'internet',
    sectors: ['training', 'education'],
    maturity: 'scaleup',
    plan: 'paid',
    projectDescription:
      'Short online courses that teach SME staff to calculate, report and reduce their company’s carbon footprint.',
    whyThisProject:
      'European reporting rules are reaching smaller companies, but most of them have no one trained to respond.',
    theProject:
      'More than 3,000 learners have taken our courses in three languages. We now want to launch certified team programmes.',
    aboutFounder:
      'Sarah was a sustainability manager in the food industry before co-founding Campus Transition in Louvain-la-Neuve.',
    researchedProfile:
      'A co-founder with B2B sales experience who can open corporate and sector federation partnerships.',
    inspiringPerson: 'Christiana Figueres',
    dreamedSuperpower: 'Being in three training rooms at once',
    passion: 'Trail running in the Ardennes',
  },
  {
    language: 'fr',
    title: 'Une conserverie solidaire contre le gaspillage',
    founderName: 'Mathieu Lejeune',
    region: 'liege',
    sectors: ['food', 'social_economy'],
    maturity: 'idea',
    plan: 'free',
    projectDescription:
      'Transformer les invendus des maraîchers liégeois en soupes et conserves, préparées par des personnes en insertion.',
    whyThisProject:
      'Chaque semaine, des caisses de légumes parfaitement bons sont jetées faute de débouchés.',
    theProject:
      'Le projet est en phase d’étude : nous avons trouvé une cuisine partagée et cinq producteurs partants.',
    aboutFounder: 'Cuisinier pendant quinze ans, Mathieu a ensuite coordonné une épicerie sociale à Seraing.',
    researchedProfile:
      'Un ou une associé·e à l’aise avec la gestion financière et le montage de dossiers de subsides.',
    inspiringPerson: 'Alain Passard',
    dreamedSuperpower: 'Conserver la fraîcheur d’un légume pour toujours',
    passion: 'Les marchés du dimanche',
  },
  {
    language: 'nl',
    title: 'Een deelplatform voor tweedehands bouwmaterialen',
    founderName: 'Pieter Claes',
    region: 'antwerp',
    sectors: ['construction', 'recycling'],
    maturity: 'idea',
    plan: 'free',
    projectDescription:
      'Een online marktplaats waar aannemers overschotten en recupmaterialen van werven kunnen verkopen of weggeven.',
    whyThisProject:
      'De bouwsector produceert een derde van al het afval in België, en veel ervan is nog bruikbaar.',
    theProject: 'We werken aan een eerste versie met vier Antwerpse aannemers en een containerpark.',
    aboutFounder: 'Pieter is burgerlijk ingenieur en werkte als werfleider voor een grote bouwgroep.',
    researchedProfile: 'Een productontwikkelaar of -ontwikkelaarster die het platform mee wil bouwen.',
    inspiringPerson: 'Thomas Rau',
    dreamedSuperpower: 'Van afval weer grondstof maken met één handgebaar',
    passion: 'Oude huizen renoveren',
  },
  {
    language: 'en',
    title: 'A repair café network app',
    founderName: 'Daniel Novak',
    region: 'flemish_brabant',
    sectors: ['second_hand', 'software'],
    maturity: 'creation',
    plan: 'free',
    projectDescription:
      'An app that helps volunteer repair cafés schedule repairers, track fixed items and share repair guides.',
    whyThisProject:
      'Repair cafés run on goodwill and spreadsheets; volunteers lose time that should go into repairs.',
    theProject:
      'Eight repair cafés around Leuven are piloting the app. The next step is a Dutch and French version.',
    aboutFounder: 'Daniel is a software engineer who has volunteered at his local repair café for six years.',
    researchedProfile:
      'A co-founder with community management experience and a network in the volunteering sector.',
    inspiringPerson: 'Martine Postma',
    dreamedSuperpower: 'Finding the missing screw every time',
    passion: 'Fixing old radios',
  },
  {
    language: 'fr',
    title: 'Une ferme urbaine sur les toits de Charleroi',
    founderName: 'Amandine Lours',
    region: 'hainaut',
    sectors: ['agriculture', 'food'],
    maturity: 'idea',
    plan: 'paid',
    projectDescription:
      'Cultiver des légumes et des herbes aromatiques sur les toits des anciens bâtiments industriels de Charleroi.',
    whyThisProject:
      'Charleroi a des hectares de toits plats inutilisés et des quartiers où il est difficile de trouver des produits frais.',
    theProject:
      'Nous négocions un premier toit de 800 m² avec la Ville et préparons une campagne de financement participatif.',
    aboutFounder: 'Agronome, Amandine a travaillé dans des fermes urbaines à Montréal et à Paris.',
    researchedProfile:
      'Un ou une associé·e avec un profil commercial pour développer la vente aux restaurants et aux cantines.',
    inspiringPerson: 'Pierre Rabhi',
    dreamedSuperpower: 'Faire pousser une tomate en une nuit',
    passion: 'La photographie de friches industrielles',
  },
  {
    language: 'nl',
    title: 'Een zorgcoöperatie voor mantelzorgers',
    founderName: 'Els Vermeiren',
    region: 'limburg',
    sectors: ['care', 'wellbeing'],
    maturity: 'startup',
    plan: 'free',
    projectDescription:
      'Een coöperatie die mantelzorgers in Limburg ondersteunt met respijtzorg, praatgroepen en administratieve hulp.',
    whyThisProject:
      'Eén op de tien Belgen is mantelzorger en velen raken uitgeput zonder dat iemand het merkt.',
    theProject:
      'Sinds vorig jaar begeleiden we veertig gezinnen in Hasselt en Genk met een team van vrijwilligers.',
    aboutFounder: 'Els was twintig jaar verpleegkundige en zorgde zelf jarenlang voor haar vader.',
    researchedProfile: 'Een medeoprichter met ervaring in coöperatief ondernemen en financieel beheer.',
    inspiringPerson: 'Cicely Saunders',
    dreamedSuperpower: 'Tijd stilzetten voor wie even op adem moet komen',
    passion: 'Koorzang',
  },
  {
    language: 'fr',
    title: 'Une plateforme d’habitat intergénérationnel',
    founderName: 'Benoît Masson',
    region: 'walloon_brabant',
    sectors: ['housing'],
    maturity: 'creation',
    plan: 'free',
    projectDescription:
      'Mettre en relation des seniors qui ont une chambre libre et des étudiants qui cherchent un logement abordable.',
    whyThisProject:
      'Les loyers étudiants explosent à Louvain-la-Neuve, alors que de nombreuses personnes âgées vivent seules dans de grandes maisons.',
    theProject:
      'Une trentaine de binômes ont été formés cette année, avec une charte et un suivi par notre équipe.',
    aboutFounder:
      'Assistant social de formation, Benoît a longtemps travaillé dans un CPAS du Brabant wallon.',
    researchedProfile:
      'Un profil tech ou produit pour automatiser la mise en relation et le suivi des binômes.',
    inspiringPerson: 'L’abbé Pierre',
    dreamedSuperpower: 'Trouver un toit pour chacun en un claquement de doigts',
    passion: 'Les jeux de société',
  },
]

/** Sections written from templates in the project's language. */
export const COFOUNDER_REMUNERATION: Readonly<Record<'free' | 'paid', Localized>> = {
  free: {
    fr: 'Parts de l’entreprise à définir ensemble ; pas de salaire avant la première levée de fonds.',
    nl: 'Aandelen in het bedrijf, samen te bepalen; geen loon voor de eerste kapitaalronde.',
    en: 'Equity to be agreed together; no salary before the first funding round.',
  },
  paid: {
    fr: 'Salaire dès le premier mois et participation au capital après un an.',
    nl: 'Loon vanaf de eerste maand en een participatie in het kapitaal na één jaar.',
    en: 'A salary from the first month and a share of the capital after one year.',
  },
}

export const COFOUNDER_EXTRAS: readonly Localized[] = [
  {
    fr: 'Accès à un espace de coworking, à notre réseau de partenaires et à un mentorat hebdomadaire.',
    nl: 'Toegang tot een coworkingplek, ons partnernetwerk en wekelijkse mentoring.',
    en: 'Access to a coworking space, our partner network and weekly mentoring.',
  },
  {
    fr: 'Beaucoup d’autonomie, des horaires flexibles et une équipe de bénévoles motivés.',
    nl: 'Veel autonomie, flexibele uren en een team gemotiveerde vrijwilligers.',
    en: 'Plenty of autonomy, flexible hours and a team of motivated volunteers.',
  },
]

export const COFOUNDER_COMMITMENTS: readonly Localized[] = [
  {
    fr: 'Gouvernance partagée, écart salarial limité et bilan carbone publié chaque année.',
    nl: 'Gedeeld bestuur, een beperkte loonkloof en een jaarlijks gepubliceerde koolstofbalans.',
    en: 'Shared governance, a limited pay gap and a carbon footprint published every year.',
  },
  {
    fr: 'Fournisseurs locaux, énergie verte et réinvestissement des bénéfices dans la mission.',
    nl: 'Lokale leveranciers, groene energie en herinvestering van de winst in de missie.',
    en: 'Local suppliers, green energy and profits reinvested in the mission.',
  },
]
