/** Co-founder search projects, each written in its own language. */
import type { CofounderMaturity, CofounderPlan, ContentLanguage, Region, Sector } from '~/domain/enums'
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
  {
    language: 'fr',
    title: 'Une épicerie vrac itinérante pour les villages ardennais',
    founderName: 'Julie Gérard',
    region: 'luxembourg',
    sectors: ['retail_trade', 'food'],
    maturity: 'startup',
    plan: 'paid',
    projectDescription:
      'Un camion aménagé qui apporte chaque semaine des produits locaux en vrac dans les villages sans commerce de la province de Luxembourg.',
    whyThisProject:
      'Dans beaucoup de villages ardennais, le premier magasin est à vingt minutes de voiture, et les emballages s’entassent.',
    theProject:
      'Le camion dessert déjà quatorze villages et travaille avec une trentaine de producteurs. Un deuxième véhicule est commandé.',
    aboutFounder:
      'Ancienne responsable logistique dans la grande distribution, Julie a lancé le camion avec ses économies en 2023.',
    researchedProfile:
      'Un ou une associé·e qui prenne en main les achats, la relation avec les producteurs et la gestion des stocks.',
    inspiringPerson: 'Vandana Shiva',
    dreamedSuperpower: 'Être dans tous les villages le même jour',
    passion: 'Le kayak sur la Semois',
  },
  {
    language: 'nl',
    title: 'Een energiecoöperatie voor appartementsgebouwen',
    founderName: 'Wout De Smet',
    region: 'west_flanders',
    sectors: ['renewable_energy', 'energy_efficiency'],
    maturity: 'creation',
    plan: 'free',
    projectDescription:
      'Bewoners van appartementsgebouwen aan de kust samen laten investeren in zonnepanelen, warmtepompen en isolatie.',
    whyThisProject:
      'Wie in een appartement woont, kan vaak niet alleen beslissen over energie. Samen lukt het wel, maar niemand neemt het voortouw.',
    theProject:
      'Twee residenties in Oostende doen mee aan een proefproject. We begeleiden de algemene vergaderingen en zoeken financiering.',
    aboutFounder: 'Wout is energieconsulent en syndicus van een grote residentie in Oostende.',
    researchedProfile:
      'Een medeoprichter met een financiële achtergrond die coöperatieve aandelen en subsidiedossiers kan opzetten.',
    inspiringPerson: 'Hermann Scheer',
    dreamedSuperpower: 'Elke algemene vergadering eensgezind laten stemmen',
    passion: 'Windsurfen',
  },
  {
    language: 'en',
    title: 'A language café network for newcomers',
    founderName: 'Amira Yousef',
    region: 'brussels_capital',
    sectors: ['education', 'ngo'],
    maturity: 'idea',
    plan: 'free',
    projectDescription:
      'Weekly informal meetings where newcomers practise French and Dutch with local volunteers over a cup of coffee.',
    whyThisProject:
      'Language classes have waiting lists of several months, and newcomers rarely get to speak with people outside them.',
    theProject:
      'We ran six test sessions in a library in Schaerbeek with more than forty participants. Three more libraries have offered us a room.',
    aboutFounder:
      'Amira arrived in Brussels eight years ago, learnt French and Dutch, and now works as a social interpreter.',
    researchedProfile:
      'A co-founder with experience in volunteer coordination and fundraising from foundations.',
    inspiringPerson: 'Malala Yousafzai',
    dreamedSuperpower: 'Speaking every language in the world',
    passion: 'Cooking for big tables',
  },
  {
    language: 'fr',
    title: 'Un atelier de réparation d’ordinateurs en insertion',
    founderName: 'Karim Benali',
    region: 'liege',
    sectors: ['second_hand', 'social_economy'],
    maturity: 'startup',
    plan: 'paid',
    projectDescription:
      'Reconditionner les ordinateurs des entreprises liégeoises et les revendre à petit prix aux familles et aux associations.',
    whyThisProject:
      'Des milliers d’ordinateurs encore bons sont détruits chaque année, alors que beaucoup d’élèves n’en ont pas à la maison.',
    theProject:
      'Six personnes en formation travaillent à l’atelier. Nous avons reconditionné 1 200 machines l’an dernier.',
    aboutFounder:
      'Technicien informatique, Karim a travaillé dans une entreprise de formation par le travail avant de lancer l’atelier.',
    researchedProfile:
      'Un profil commercial pour signer des partenariats avec les entreprises qui renouvellent leur parc informatique.',
    inspiringPerson: 'Muhammad Yunus',
    dreamedSuperpower: 'Réparer une carte mère d’un simple toucher',
    passion: 'Le football en salle',
  },
  {
    language: 'nl',
    title: 'Een leerboerderij voor kinderen uit de stad',
    founderName: 'Hanne Peeters',
    region: 'antwerp',
    sectors: ['agriculture', 'education'],
    maturity: 'idea',
    plan: 'free',
    projectDescription:
      'Schoolklassen uit Antwerpen een dag laten meedraaien op een biologische boerderij in de Kempen.',
    whyThisProject:
      'Veel stadskinderen hebben nog nooit een koe gezien of een wortel uit de grond getrokken.',
    theProject:
      'Een boerenfamilie in Geel stelt een schuur en een moestuin ter beschikking. We werken een lesprogramma uit met twee scholen.',
    aboutFounder: 'Hanne is lerares in het basisonderwijs en groeide op op een melkveebedrijf.',
    researchedProfile:
      'Een medeoprichter die ervaring heeft met educatieve projecten en de contacten met scholen wil opbouwen.',
    inspiringPerson: 'Maria Montessori',
    dreamedSuperpower: 'Het weer kunnen kiezen op elke boerderijdag',
    passion: 'Bijen houden',
  },
  {
    language: 'en',
    title: 'A carbon-light catering service for events',
    founderName: 'Tom Wouters',
    region: 'flemish_brabant',
    sectors: ['food', 'drinks'],
    maturity: 'creation',
    plan: 'paid',
    projectDescription:
      'Seasonal, mostly plant-based catering for conferences and weddings, with reusable tableware and no food waste.',
    whyThisProject:
      'Events throw away a third of the food they order and pile up disposable cups; it does not have to be that way.',
    theProject:
      'We catered twelve events in Leuven this year and donate every surplus meal to a local food bank.',
    aboutFounder:
      'Tom is a chef who spent ten years in restaurant kitchens before starting his own catering.',
    researchedProfile:
      'A co-founder with event sales experience who can build relationships with venues and agencies.',
    inspiringPerson: 'Massimo Bottura',
    dreamedSuperpower: 'Knowing exactly how many guests will turn up',
    passion: 'Foraging in the Meerdaal forest',
  },
  {
    language: 'fr',
    title: 'Une application de covoiturage pour les travailleurs de nuit',
    founderName: 'Sophie Lambert',
    region: 'hainaut',
    sectors: ['mobility', 'software'],
    maturity: 'idea',
    plan: 'free',
    projectDescription:
      'Mettre en relation les soignants, agents de sécurité et ouvriers qui commencent ou finissent leur journée la nuit.',
    whyThisProject:
      'La nuit, il n’y a presque plus de bus, et beaucoup de travailleurs n’ont pas d’autre choix que la voiture individuelle.',
    theProject:
      'Nous interrogeons les équipes de nuit de deux hôpitaux de Charleroi pour construire un premier prototype.',
    aboutFounder: 'Infirmière de nuit pendant douze ans, Sophie se forme aujourd’hui au développement web.',
    researchedProfile:
      'Un ou une développeur·se mobile prêt·e à construire le prototype et à le faire évoluer avec les utilisateurs.',
    inspiringPerson: 'Florence Nightingale',
    dreamedSuperpower: 'Ne jamais avoir sommeil',
    passion: 'La course à pied au petit matin',
  },
  {
    language: 'fr',
    title: 'Une friperie solidaire pour les étudiants namurois',
    founderName: 'Chloé Dubois',
    region: 'namur',
    sectors: ['second_hand', 'retail_trade'],
    maturity: 'creation',
    plan: 'free',
    projectDescription:
      'Une boutique de seconde main tenue par des étudiants, avec des prix adaptés et un atelier de couture ouvert à tous.',
    whyThisProject:
      'Les étudiants ont de petits budgets et l’industrie textile est l’une des plus polluantes au monde.',
    theProject:
      'Un local nous est prêté près de l’université pendant un an. Nous collectons les vêtements auprès des kots et des familles.',
    aboutFounder:
      'Étudiante en gestion, Chloé organise depuis deux ans des ventes de vêtements de seconde main sur le campus.',
    researchedProfile:
      'Un ou une associé·e passionné·e de couture ou de mode durable pour animer l’atelier et les ateliers de réparation.',
    inspiringPerson: 'Orsola de Castro',
    dreamedSuperpower: 'Transformer n’importe quel vêtement en pièce unique',
    passion: 'La couture',
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
