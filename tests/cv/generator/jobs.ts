/**
 * Job posts with their bullet lines, degrees and skills, in the three languages. A French post may carry
 * its masculine and feminine forms as "masculin|féminin".
 */
import type { DiplomaType } from '../schema'
import type { L3, SchoolKind, Sector } from './places'

export type JobKind = 'regular' | 'student' | 'intern' | 'volunteer' | 'civic'

export interface Job {
  key: string
  kind: JobKind
  sectors: Sector[]
  post: L3
  bullets: L3<string[]>
  skills: string[]
}

const job = (
  key: string,
  kind: JobKind,
  sectors: Sector[],
  post: L3,
  bullets: L3<string[]>,
  skills: string[],
): Job => ({ key, kind, sectors, post, bullets, skills })

export const JOBS: Job[] = [
  job(
    'energy-project',
    'regular',
    ['energy', 'policy'],
    {
      fr: 'Chargé de projet transition énergétique|Chargée de projet transition énergétique',
      nl: 'Projectmedewerker energietransitie',
      en: 'Energy transition project officer',
    },
    {
      fr: [
        'Accompagnement de 40 copropriétés dans leurs projets de rénovation énergétique',
        'Montage de dossiers de subsides régionaux et suivi administratif',
        "Animation de séances d'information citoyennes dans six communes",
        'Suivi des indicateurs de consommation et rédaction du rapport annuel',
        'Coordination avec les architectes, entrepreneurs et services communaux',
      ],
      nl: [
        'Begeleiding van 40 appartementsgebouwen bij hun energetische renovatie',
        'Opmaak en opvolging van subsidiedossiers bij de Vlaamse overheid',
        'Organisatie van infoavonden voor burgers in zes gemeenten',
        'Opvolging van verbruiksindicatoren en opmaak van het jaarverslag',
        'Afstemming met architecten, aannemers en gemeentelijke diensten',
      ],
      en: [
        'Supported 40 residential buildings through deep energy renovation',
        'Prepared regional grant applications and tracked their follow-up',
        'Ran public information sessions in six municipalities',
        'Monitored consumption indicators and wrote the annual report',
        'Coordinated architects, contractors and municipal services',
      ],
    },
    ['project', 'energy', 'facilitation', 'excel', 'reporting'],
  ),
  job(
    'community-worker',
    'regular',
    ['social', 'culture', 'education'],
    {
      fr: 'Animateur socioculturel|Animatrice socioculturelle',
      nl: 'Sociaal-cultureel werker',
      en: 'Community worker',
    },
    {
      fr: [
        "Conception et animation d'ateliers hebdomadaires pour des jeunes de 12 à 18 ans",
        'Organisation de la fête de quartier annuelle (800 participants)',
        'Travail en réseau avec les écoles, la maison de jeunes et le CPAS',
        'Encadrement de trois bénévoles et de deux stagiaires',
      ],
      nl: [
        'Uitwerken en begeleiden van wekelijkse ateliers voor jongeren van 12 tot 18 jaar',
        'Organisatie van het jaarlijkse buurtfeest (800 deelnemers)',
        'Netwerken met scholen, jeugdhuis en OCMW',
        'Coaching van drie vrijwilligers en twee stagiairs',
      ],
      en: [
        'Designed and led weekly workshops for young people aged 12 to 18',
        'Organised the yearly neighbourhood festival (800 visitors)',
        'Built partnerships with schools, youth centres and social services',
        'Supervised three volunteers and two interns',
      ],
    },
    ['facilitation', 'youth', 'events', 'listening', 'canva'],
  ),
  job(
    'social-worker',
    'regular',
    ['social', 'health'],
    { fr: 'Assistant social|Assistante sociale', nl: 'Maatschappelijk werker', en: 'Social worker' },
    {
      fr: [
        "Suivi individuel d'une file active de 60 personnes",
        "Analyse des droits sociaux et constitution des dossiers d'aide",
        'Permanences sociales deux fois par semaine',
        'Participation aux réunions de concertation avec le réseau local',
      ],
      nl: [
        'Individuele begeleiding van een caseload van 60 cliënten',
        'Onderzoek naar sociale rechten en opmaak van hulpdossiers',
        'Wekelijkse zitdagen in het sociaal huis',
        'Deelname aan casusoverleg met het lokale netwerk',
      ],
      en: [
        'Managed a caseload of 60 people and their support plans',
        'Assessed social rights and prepared assistance files',
        'Held drop-in sessions twice a week',
        'Took part in case conferences with local partners',
      ],
    },
    ['listening', 'social-law', 'mediation', 'office'],
  ),
  job(
    'comms-officer',
    'regular',
    ['comms', 'culture', 'policy'],
    {
      fr: 'Chargé de communication|Chargée de communication',
      nl: 'Communicatiemedewerker',
      en: 'Communications officer',
    },
    {
      fr: [
        'Gestion des réseaux sociaux (Instagram, LinkedIn, Facebook) et du site web',
        'Rédaction de la newsletter mensuelle (4 500 abonnés)',
        'Relations presse et organisation de deux conférences de presse par an',
        'Création de supports visuels avec Canva et InDesign',
        'Suivi des statistiques et reporting trimestriel',
      ],
      nl: [
        'Beheer van sociale media (Instagram, LinkedIn, Facebook) en website',
        'Schrijven van de maandelijkse nieuwsbrief (4.500 abonnees)',
        'Persrelaties en organisatie van twee persconferenties per jaar',
        'Ontwerp van visuele dragers in Canva en InDesign',
        'Opvolging van statistieken en driemaandelijkse rapportering',
      ],
      en: [
        'Managed social media channels and the website',
        'Wrote the monthly newsletter for 4,500 subscribers',
        'Handled press relations and two press conferences a year',
        'Designed visual material in Canva and InDesign',
        'Tracked analytics and reported quarterly to the board',
      ],
    },
    ['writing', 'social-media', 'canva', 'indesign', 'wordpress', 'mailchimp'],
  ),
  job(
    'fundraiser',
    'regular',
    ['comms', 'admin', 'social'],
    {
      fr: 'Responsable récolte de fonds|Responsable récolte de fonds',
      nl: 'Fondsenwerver',
      en: 'Fundraising manager',
    },
    {
      fr: [
        "Élaboration de la stratégie de récolte de fonds privés et d'entreprises",
        'Rédaction de dossiers pour des fondations belges et européennes',
        'Gestion de la base de donateurs (CRM Salesforce)',
        'Augmentation des dons récurrents de 25 % en deux ans',
      ],
      nl: [
        'Uitwerken van de fondsenwervingsstrategie naar particulieren en bedrijven',
        'Schrijven van aanvragen bij Belgische en Europese stichtingen',
        'Beheer van de donateursdatabank (Salesforce)',
        'Stijging van de vaste giften met 25 % in twee jaar',
      ],
      en: [
        'Designed the individual and corporate fundraising strategy',
        'Wrote proposals to Belgian and European foundations',
        'Managed the donor database in Salesforce',
        'Grew recurring donations by 25% in two years',
      ],
    },
    ['fundraising', 'writing', 'salesforce', 'project'],
  ),
  job(
    'accountant',
    'regular',
    ['admin'],
    { fr: 'Comptable|Comptable', nl: 'Boekhouder', en: 'Accountant' },
    {
      fr: [
        'Tenue de la comptabilité générale et analytique',
        'Préparation des déclarations TVA trimestrielles',
        'Clôtures annuelles en collaboration avec le réviseur',
        'Suivi de trésorerie et des paiements fournisseurs',
      ],
      nl: [
        'Voeren van de algemene en analytische boekhouding',
        'Voorbereiden van de driemaandelijkse btw-aangiftes',
        'Jaarafsluitingen in samenwerking met de revisor',
        'Opvolging van de thesaurie en leveranciersbetalingen',
      ],
      en: [
        'Kept the general and cost accounts',
        'Prepared the quarterly VAT returns',
        'Closed the yearly accounts with the auditor',
        'Followed up cash flow and supplier payments',
      ],
    },
    ['accounting', 'excel', 'odoo', 'budget'],
  ),
  job(
    'hr-officer',
    'regular',
    ['admin'],
    { fr: 'Gestionnaire RH|Gestionnaire RH', nl: 'HR-medewerker', en: 'HR officer' },
    {
      fr: [
        'Recrutement de 30 collaborateurs par an, de la description de fonction à l’accueil',
        'Gestion administrative du personnel et lien avec le secrétariat social',
        "Mise en place d'un plan de formation annuel",
        'Organisation des entretiens de fonctionnement',
      ],
      nl: [
        'Rekrutering van 30 medewerkers per jaar, van functieprofiel tot onthaal',
        'Personeelsadministratie en contact met het sociaal secretariaat',
        'Uitwerken van een jaarlijks opleidingsplan',
        'Organisatie van de functioneringsgesprekken',
      ],
      en: [
        'Recruited 30 staff a year, from job description to onboarding',
        'Ran personnel administration with the payroll provider',
        'Set up a yearly training plan',
        'Organised performance reviews',
      ],
    },
    ['recruitment', 'social-law', 'office', 'listening'],
  ),
  job(
    'web-developer',
    'regular',
    ['digital'],
    { fr: 'Développeur web|Développeuse web', nl: 'Webontwikkelaar', en: 'Web developer' },
    {
      fr: [
        "Développement d'une plateforme de réservation en React et Node.js",
        'Mise en place de tests automatisés et intégration continue',
        "Amélioration de l'accessibilité (WCAG 2.1 AA) des applications publiques",
        'Revue de code et accompagnement de deux développeurs juniors',
      ],
      nl: [
        'Ontwikkeling van een reservatieplatform in React en Node.js',
        'Opzetten van geautomatiseerde tests en continuous integration',
        'Verbeteren van de toegankelijkheid (WCAG 2.1 AA) van publieke toepassingen',
        'Code reviews en begeleiding van twee junior ontwikkelaars',
      ],
      en: [
        'Built a booking platform with React and Node.js',
        'Set up automated tests and continuous integration',
        'Improved the accessibility of public applications to WCAG 2.1 AA',
        'Reviewed code and mentored two junior developers',
      ],
    },
    ['react', 'typescript', 'node', 'git', 'accessibility', 'sql'],
  ),
  job(
    'data-analyst',
    'regular',
    ['digital', 'research', 'policy'],
    { fr: 'Analyste de données|Analyste de données', nl: 'Data-analist', en: 'Data analyst' },
    {
      fr: [
        'Conception de tableaux de bord Power BI pour la direction',
        'Nettoyage et croisement de données administratives (SQL, Python)',
        "Réalisation d'enquêtes auprès de 2 000 usagers",
        'Vulgarisation des résultats pour les équipes de terrain',
      ],
      nl: [
        'Ontwerp van Power BI-dashboards voor het directiecomité',
        'Opschonen en koppelen van administratieve data (SQL, Python)',
        'Uitvoeren van bevragingen bij 2.000 gebruikers',
        'Resultaten begrijpelijk maken voor de teams op het terrein',
      ],
      en: [
        'Designed Power BI dashboards for senior management',
        'Cleaned and linked administrative data with SQL and Python',
        'Ran surveys among 2,000 service users',
        'Explained findings to field teams in plain language',
      ],
    },
    ['python', 'sql', 'powerbi', 'statistics', 'excel'],
  ),
  job(
    'nurse',
    'regular',
    ['health'],
    { fr: 'Infirmier|Infirmière', nl: 'Verpleegkundige', en: 'Nurse' },
    {
      fr: [
        'Soins infirmiers en médecine interne (30 lits)',
        'Éducation thérapeutique des patients diabétiques',
        'Encadrement des étudiants infirmiers en stage',
        'Participation au groupe de travail sur la prévention des chutes',
      ],
      nl: [
        'Verpleegkundige zorg op de afdeling interne geneeskunde (30 bedden)',
        'Educatie van patiënten met diabetes',
        'Begeleiding van studenten verpleegkunde op stage',
        'Lid van de werkgroep valpreventie',
      ],
      en: [
        'Provided nursing care on a 30-bed internal medicine ward',
        'Delivered patient education for people with diabetes',
        'Supervised nursing students on placement',
        'Joined the fall prevention working group',
      ],
    },
    ['care', 'listening', 'teamwork'],
  ),
  job(
    'language-trainer',
    'regular',
    ['education', 'social'],
    {
      fr: 'Formateur en alphabétisation|Formatrice en alphabétisation',
      nl: 'Lesgever Nederlands tweede taal',
      en: 'Language trainer',
    },
    {
      fr: [
        "Animation de groupes d'apprenants adultes (niveaux A1 à A2)",
        'Conception de supports pédagogiques adaptés',
        'Évaluation des acquis et orientation vers les formations qualifiantes',
      ],
      nl: [
        'Lesgeven aan groepen volwassen cursisten (niveau A1 tot A2)',
        'Ontwikkelen van aangepast lesmateriaal',
        'Evaluatie van de cursisten en doorverwijzing naar beroepsopleidingen',
      ],
      en: [
        'Taught groups of adult learners at levels A1 to A2',
        'Developed adapted teaching material',
        'Assessed learners and referred them to vocational courses',
      ],
    },
    ['teaching', 'facilitation', 'listening'],
  ),
  job(
    'warehouse',
    'regular',
    ['logistics', 'retail'],
    { fr: 'Magasinier|Magasinière', nl: 'Magazijnier', en: 'Warehouse operative' },
    {
      fr: [
        'Réception et contrôle des marchandises',
        'Préparation des commandes pour 12 points de vente',
        'Gestion des stocks sur le logiciel Odoo',
        'Conduite de transpalette électrique',
      ],
      nl: [
        'Ontvangst en controle van goederen',
        'Orderpicking voor 12 verkooppunten',
        'Voorraadbeheer in Odoo',
        'Werken met een elektrische transpallet',
      ],
      en: [
        'Received and checked incoming goods',
        'Picked orders for 12 shops',
        'Managed stock in Odoo',
        'Operated an electric pallet truck',
      ],
    },
    ['stock', 'odoo', 'teamwork'],
  ),
  job(
    'bike-mechanic',
    'regular',
    ['logistics', 'social'],
    { fr: 'Mécanicien vélo|Mécanicienne vélo', nl: 'Fietshersteller', en: 'Bicycle mechanic' },
    {
      fr: [
        'Réparation et entretien de vélos classiques et électriques',
        "Animation d'ateliers d'autoréparation pour le public",
        'Encadrement de personnes en insertion socioprofessionnelle',
      ],
      nl: [
        'Herstelling en onderhoud van klassieke en elektrische fietsen',
        'Begeleiden van zelfherstelateliers voor het publiek',
        'Begeleiding van mensen in een traject naar werk',
      ],
      en: [
        'Repaired and serviced standard and electric bicycles',
        'Ran do-it-yourself repair workshops for the public',
        'Coached trainees in a return-to-work programme',
      ],
    },
    ['repair', 'facilitation', 'teamwork'],
  ),
  job(
    'receptionist',
    'regular',
    ['admin', 'health', 'social'],
    { fr: "Agent d'accueil|Agente d'accueil", nl: 'Onthaalmedewerker', en: 'Receptionist' },
    {
      fr: [
        'Accueil physique et téléphonique du public (environ 80 personnes par jour)',
        'Gestion des agendas et prise de rendez-vous',
        'Orientation des usagers vers les services adéquats',
      ],
      nl: [
        'Fysiek en telefonisch onthaal van bezoekers (ongeveer 80 per dag)',
        'Beheer van agenda’s en afspraken',
        'Doorverwijzen van bezoekers naar de juiste dienst',
      ],
      en: [
        'Welcomed visitors and callers, about 80 a day',
        'Managed diaries and appointments',
        'Referred visitors to the right service',
      ],
    },
    ['office', 'listening', 'customer'],
  ),
  job(
    'coordinator',
    'regular',
    ['social', 'culture', 'education', 'energy', 'food'],
    { fr: 'Coordinateur|Coordinatrice', nl: 'Coördinator', en: 'Coordinator' },
    {
      fr: [
        "Coordination d'une équipe de 12 personnes et de 40 bénévoles",
        "Gestion d'un budget annuel de 850 000 €",
        'Représentation auprès des pouvoirs subsidiants et des partenaires',
        "Pilotage du plan stratégique 2022-2026 avec le conseil d'administration",
        'Mise en place de procédures internes et d’outils de suivi',
      ],
      nl: [
        'Aansturen van een team van 12 medewerkers en 40 vrijwilligers',
        'Beheer van een jaarbudget van 850.000 euro',
        'Vertegenwoordiging bij subsidiërende overheden en partners',
        'Opvolging van het beleidsplan 2022-2026 met de raad van bestuur',
        'Uitwerken van interne procedures en opvolgingsinstrumenten',
      ],
      en: [
        'Led a team of 12 staff and 40 volunteers',
        'Managed a yearly budget of EUR 850,000',
        'Represented the organisation to funders and partners',
        'Steered the 2022-2026 strategic plan with the board',
        'Introduced internal procedures and monitoring tools',
      ],
    },
    ['management', 'budget', 'project', 'facilitation'],
  ),
  job(
    'policy-officer',
    'regular',
    ['policy', 'research'],
    { fr: 'Attaché|Attachée', nl: 'Beleidsmedewerker', en: 'Policy officer' },
    {
      fr: [
        "Rédaction de notes d'orientation et d'avis pour le cabinet",
        'Suivi des dossiers législatifs en matière de logement',
        'Préparation et animation des groupes de travail avec les acteurs de terrain',
      ],
      nl: [
        'Opmaak van beleidsnota’s en adviezen voor het kabinet',
        'Opvolging van wetgevende dossiers rond wonen',
        'Voorbereiding en begeleiding van werkgroepen met middenveldorganisaties',
      ],
      en: [
        'Drafted policy briefs and opinions for the minister’s office',
        'Followed legislative files on housing',
        'Prepared and chaired working groups with civil society',
      ],
    },
    ['writing', 'policy-analysis', 'facilitation', 'eu-affairs'],
  ),
  job(
    'researcher',
    'regular',
    ['research', 'energy'],
    { fr: 'Chercheur|Chercheuse', nl: 'Onderzoeker', en: 'Researcher' },
    {
      fr: [
        "Conduite d'une étude sur les communautés d'énergie renouvelable en Wallonie",
        'Collecte et analyse de données qualitatives (40 entretiens)',
        'Publication de deux articles dans des revues à comité de lecture',
        'Présentation des résultats lors de conférences internationales',
      ],
      nl: [
        'Onderzoek naar hernieuwbare energiegemeenschappen in Vlaanderen',
        'Verzamelen en analyseren van kwalitatieve data (40 interviews)',
        'Publicatie van twee artikels in internationale tijdschriften',
        'Presentatie van resultaten op internationale congressen',
      ],
      en: [
        'Led a study on renewable energy communities in Belgium',
        'Collected and analysed qualitative data from 40 interviews',
        'Published two peer-reviewed articles',
        'Presented results at international conferences',
      ],
    },
    ['research-methods', 'statistics', 'r', 'writing'],
  ),
  job(
    'ux-designer',
    'regular',
    ['digital', 'comms'],
    { fr: 'Designer UX/UI|Designer UX/UI', nl: 'UX-ontwerper', en: 'UX designer' },
    {
      fr: [
        'Recherche utilisateur : entretiens, tests et ateliers de co-création',
        'Conception de maquettes et prototypes dans Figma',
        "Création d'un design system partagé par trois équipes produit",
      ],
      nl: [
        'Gebruikersonderzoek: interviews, tests en co-creatiesessies',
        'Wireframes en prototypes in Figma',
        'Opzetten van een design system voor drie productteams',
      ],
      en: [
        'Ran user research: interviews, usability tests and co-design workshops',
        'Produced wireframes and prototypes in Figma',
        'Built a design system shared by three product teams',
      ],
    },
    ['figma', 'user-research', 'accessibility', 'html'],
  ),
  job(
    'urban-farmer',
    'regular',
    ['food', 'education'],
    { fr: 'Maraîcher|Maraîchère', nl: 'Stadslandbouwer', en: 'Urban farmer' },
    {
      fr: [
        'Production de légumes en agroécologie sur 1,5 hectare',
        'Gestion de la vente en circuit court (paniers hebdomadaires)',
        "Accueil de groupes scolaires et d'ateliers de sensibilisation",
      ],
      nl: [
        'Agro-ecologische groenteteelt op 1,5 hectare',
        'Organisatie van de korteketenverkoop (wekelijkse groentepakketten)',
        'Ontvangst van schoolgroepen en sensibiliseringsworkshops',
      ],
      en: [
        'Grew vegetables on 1.5 hectares using agroecological methods',
        'Ran short-chain sales through weekly veg boxes',
        'Hosted school groups and awareness workshops',
      ],
    },
    ['agroecology', 'facilitation', 'stock'],
  ),
  job(
    'admin-assistant',
    'regular',
    ['admin'],
    {
      fr: 'Assistant administratif|Assistante administrative',
      nl: 'Administratief medewerker',
      en: 'Administrative assistant',
    },
    {
      fr: [
        'Gestion du courrier, des commandes et des factures',
        "Préparation des réunions du conseil d'administration",
        'Mise à jour des bases de données membres',
      ],
      nl: [
        'Beheer van post, bestellingen en facturen',
        'Voorbereiding van de vergaderingen van de raad van bestuur',
        'Bijwerken van de ledendatabank',
      ],
      en: [
        'Handled mail, orders and invoices',
        'Prepared board meetings',
        'Kept the membership database up to date',
      ],
    },
    ['office', 'excel', 'organisation'],
  ),
  job(
    'circular-advisor',
    'regular',
    ['energy', 'policy', 'logistics'],
    {
      fr: 'Conseiller en économie circulaire|Conseillère en économie circulaire',
      nl: 'Adviseur circulaire economie',
      en: 'Circular economy advisor',
    },
    {
      fr: [
        'Accompagnement de 25 PME dans la réduction de leurs déchets',
        'Réalisation de diagnostics de flux de matières',
        "Organisation d'événements de mise en réseau entre entreprises",
      ],
      nl: [
        'Begeleiding van 25 kmo’s bij het verminderen van hun afval',
        'Uitvoeren van materiaalstroomanalyses',
        'Organisatie van netwerkevents tussen bedrijven',
      ],
      en: [
        'Advised 25 small businesses on cutting their waste',
        'Carried out material flow assessments',
        'Organised networking events between companies',
      ],
    },
    ['circular', 'project', 'events', 'excel'],
  ),
  job(
    'it-project-manager',
    'regular',
    ['digital', 'admin'],
    { fr: 'Chef de projet IT|Cheffe de projet IT', nl: 'Projectleider IT', en: 'IT project manager' },
    {
      fr: [
        "Pilotage de la migration du système d'information vers le cloud",
        'Coordination de prestataires externes et suivi des contrats',
        'Animation des cérémonies Scrum pour deux équipes',
        'Reporting mensuel au comité de direction',
      ],
      nl: [
        'Leiden van de migratie van het informatiesysteem naar de cloud',
        'Coördinatie van externe leveranciers en opvolging van contracten',
        'Faciliteren van Scrum-ceremonies voor twee teams',
        'Maandelijkse rapportering aan het directiecomité',
      ],
      en: [
        'Led the migration of the information system to the cloud',
        'Coordinated external suppliers and managed their contracts',
        'Facilitated Scrum ceremonies for two teams',
        'Reported monthly to the management committee',
      ],
    },
    ['project', 'scrum', 'jira', 'management'],
  ),
  job(
    'teacher',
    'regular',
    ['school', 'education'],
    {
      fr: 'Enseignant en sciences|Enseignante en sciences',
      nl: 'Leerkracht wetenschappen',
      en: 'Science teacher',
    },
    {
      fr: [
        'Cours de sciences en 1re et 2e secondaire (18 périodes)',
        "Organisation d'un projet de potager scolaire",
        'Titulaire de classe et participation aux conseils de classe',
      ],
      nl: [
        'Lessen wetenschappen in de eerste graad (18 lesuren)',
        'Opzetten van een schoolmoestuinproject',
        'Klastitularis en deelname aan de klassenraden',
      ],
      en: [
        'Taught science to first- and second-year secondary pupils',
        'Set up a school vegetable garden project',
        'Served as form tutor and joined class councils',
      ],
    },
    ['teaching', 'facilitation', 'organisation'],
  ),
  // Student jobs, internships, volunteering, civic service
  job(
    'shop-assistant',
    'student',
    ['retail', 'food'],
    { fr: 'Vendeur|Vendeuse', nl: 'Verkoper|Verkoopster', en: 'Sales assistant' },
    {
      fr: ['Conseil à la clientèle et encaissement', 'Réassort des rayons et inventaire'],
      nl: ['Klanten adviseren en afrekenen aan de kassa', 'Rekken aanvullen en inventaris'],
      en: ['Served customers and ran the till', 'Restocked shelves and helped with stocktaking'],
    },
    ['customer', 'teamwork'],
  ),
  job(
    'waiter',
    'student',
    ['food', 'retail'],
    { fr: 'Serveur|Serveuse', nl: 'Zaalmedewerker', en: 'Waiter' },
    {
      fr: ['Service en salle et au bar', 'Prise de commandes et encaissement'],
      nl: ['Bediening in de zaal en aan de bar', 'Bestellingen opnemen en afrekenen'],
      en: ['Served tables and worked the bar', 'Took orders and handled payments'],
    },
    ['customer', 'teamwork'],
  ),
  job(
    'camp-leader',
    'student',
    ['education', 'social'],
    {
      fr: 'Animateur de plaine de jeux|Animatrice de plaine de jeux',
      nl: 'Speelpleinmonitor',
      en: 'Holiday camp leader',
    },
    {
      fr: ["Animation d'un groupe de 15 enfants de 6 à 8 ans", 'Préparation des activités de la semaine'],
      nl: [
        'Begeleiden van een groep van 15 kinderen van 6 tot 8 jaar',
        'Voorbereiden van de weekactiviteiten',
      ],
      en: ['Looked after a group of 15 children aged 6 to 8', 'Planned the weekly activities'],
    },
    ['youth', 'facilitation'],
  ),
  job(
    'intern-comms',
    'intern',
    ['comms'],
    {
      fr: 'Stagiaire en communication|Stagiaire en communication',
      nl: 'Stagiair communicatie',
      en: 'Communications intern',
    },
    {
      fr: [
        "Rédaction d'articles pour le site et la newsletter",
        "Préparation d'une campagne de sensibilisation sur les réseaux sociaux",
      ],
      nl: [
        'Schrijven van artikels voor website en nieuwsbrief',
        'Voorbereiden van een sensibiliseringscampagne op sociale media',
      ],
      en: ['Wrote articles for the website and newsletter', 'Prepared a social media awareness campaign'],
    },
    ['writing', 'social-media', 'canva'],
  ),
  job(
    'intern-data',
    'intern',
    ['digital', 'research'],
    {
      fr: 'Stagiaire analyste de données|Stagiaire analyste de données',
      nl: 'Stagiair data-analyse',
      en: 'Data analysis intern',
    },
    {
      fr: ['Automatisation de rapports mensuels en Python', 'Cartographie des bénéficiaires avec QGIS'],
      nl: ['Automatiseren van maandrapporten in Python', 'In kaart brengen van doelgroepen met QGIS'],
      en: ['Automated monthly reports in Python', 'Mapped beneficiaries with QGIS'],
    },
    ['python', 'qgis', 'excel'],
  ),
  job(
    'intern-hr',
    'intern',
    ['admin'],
    { fr: 'Assistant RH|Assistante RH', nl: 'Assistent HR', en: 'HR assistant' },
    {
      fr: ['Tri des candidatures et organisation des entretiens', 'Mise à jour du règlement de travail'],
      nl: ['Screenen van kandidaturen en plannen van gesprekken', 'Actualiseren van het arbeidsreglement'],
      en: ['Screened applications and scheduled interviews', 'Updated the staff handbook'],
    },
    ['recruitment', 'office'],
  ),
  job(
    'intern-social',
    'intern',
    ['social', 'health'],
    {
      fr: 'Stagiaire assistant social|Stagiaire assistante sociale',
      nl: 'Stagiair sociaal werk',
      en: 'Social work intern',
    },
    {
      fr: [
        'Accompagnement de familles dans leurs démarches administratives',
        "Participation aux réunions d'équipe pluridisciplinaire",
      ],
      nl: [
        'Begeleiden van gezinnen bij administratieve stappen',
        'Deelname aan multidisciplinair teamoverleg',
      ],
      en: ['Supported families with paperwork', 'Took part in multidisciplinary team meetings'],
    },
    ['listening', 'social-law'],
  ),
  job(
    'volunteer-foodbank',
    'volunteer',
    ['food', 'social'],
    {
      fr: "Bénévole à l'épicerie sociale|Bénévole à l'épicerie sociale",
      nl: 'Vrijwilliger voedselbank',
      en: 'Food bank volunteer',
    },
    {
      fr: ['Tri et distribution des colis alimentaires', 'Accueil des bénéficiaires le samedi'],
      nl: ['Sorteren en uitdelen van voedselpakketten', 'Onthaal van klanten op zaterdag'],
      en: ['Sorted and handed out food parcels', 'Welcomed visitors on Saturdays'],
    },
    ['listening', 'teamwork'],
  ),
  job(
    'volunteer-refugees',
    'volunteer',
    ['social', 'education'],
    {
      fr: 'Bénévole – cours de français|Bénévole – cours de français',
      nl: 'Vrijwillige taalcoach',
      en: 'Volunteer language tutor',
    },
    {
      fr: ['Cours de conversation pour des demandeurs de protection internationale'],
      nl: ['Conversatielessen voor verzoekers om internationale bescherming'],
      en: ['Gave conversation classes to asylum seekers'],
    },
    ['teaching', 'listening'],
  ),
  job(
    'volunteer-scouts',
    'volunteer',
    ['education', 'social'],
    { fr: 'Chef scout|Cheffe guide', nl: 'Leiding jeugdbeweging', en: 'Scout leader' },
    {
      fr: ["Animation hebdomadaire d'une section de 25 jeunes", "Organisation du camp d'été"],
      nl: ['Wekelijkse leiding van een groep van 25 jongeren', 'Organisatie van het zomerkamp'],
      en: ['Led a weekly group of 25 young people', 'Organised the summer camp'],
    },
    ['youth', 'organisation'],
  ),
  job(
    'volunteer-board',
    'volunteer',
    ['admin', 'energy', 'social'],
    { fr: 'Administrateur|Administratrice', nl: 'Bestuurslid', en: 'Board member' },
    {
      fr: ["Membre du conseil d'administration et trésorerie"],
      nl: ['Lid van de raad van bestuur, bevoegd voor financiën'],
      en: ['Board member in charge of finance'],
    },
    ['budget', 'management'],
  ),
  job(
    'civic-service',
    'civic',
    ['social', 'energy', 'education'],
    {
      fr: 'Jeune en Service Citoyen|Jeune en Service Citoyen',
      nl: 'Deelnemer Service Citoyen',
      en: 'Service Citoyen participant',
    },
    {
      fr: [
        "Six mois de mission dans une ressourcerie et un centre d'hébergement",
        'Formations collectives (premiers secours, communication non violente)',
      ],
      nl: [
        'Zes maanden engagement in een kringloopcentrum en een opvangcentrum',
        'Vormingen EHBO en geweldloze communicatie',
      ],
      en: [
        'Six-month placements in a reuse centre and a shelter',
        'Group training in first aid and non-violent communication',
      ],
    },
    ['teamwork', 'listening'],
  ),
]

/** Lines that fit any regular post, used when a long CV describes an entry at length. */
export const GENERIC_BULLETS: L3<string[]> = {
  fr: [
    'Reporting mensuel à la direction et suivi des indicateurs',
    'Accueil et formation des nouveaux collègues',
    'Participation à la démarche qualité et à la rédaction des procédures',
    'Relations avec les partenaires institutionnels et associatifs',
    'Préparation des dossiers pour les pouvoirs subsidiants',
    "Contribution au plan d'action annuel de l'équipe",
    'Organisation de réunions de coordination mensuelles',
  ],
  nl: [
    'Maandelijkse rapportering aan de directie en opvolging van indicatoren',
    'Onthaal en opleiding van nieuwe collega’s',
    'Meewerken aan het kwaliteitsbeleid en het uitschrijven van procedures',
    'Contact met institutionele partners en middenveldorganisaties',
    'Voorbereiden van dossiers voor subsidiërende overheden',
    'Bijdragen aan het jaarlijkse actieplan van het team',
    'Organisatie van maandelijkse coördinatievergaderingen',
  ],
  en: [
    'Reported monthly to management and tracked key indicators',
    'Onboarded and trained new colleagues',
    'Contributed to quality assurance and wrote internal procedures',
    'Managed relations with institutional and civil society partners',
    'Prepared funding applications and reports for public funders',
    "Contributed to the team's yearly action plan",
    'Organised monthly coordination meetings',
  ],
}

/** Skills by key: a translated label, or one tool name for every language. */
export const SKILLS: Record<string, L3 | string> = {
  project: { fr: 'Gestion de projet', nl: 'Projectmanagement', en: 'Project management' },
  energy: {
    fr: 'Performance énergétique des bâtiments',
    nl: 'Energieprestatie van gebouwen',
    en: 'Building energy performance',
  },
  facilitation: { fr: 'Animation de réunions', nl: 'Facilitatie', en: 'Facilitation' },
  reporting: { fr: 'Rédaction de rapports', nl: 'Rapportering', en: 'Report writing' },
  youth: { fr: 'Animation jeunesse', nl: 'Jeugdwerk', en: 'Youth work' },
  events: { fr: "Organisation d'événements", nl: 'Evenementenorganisatie', en: 'Event management' },
  listening: { fr: 'Écoute active', nl: 'Actief luisteren', en: 'Active listening' },
  'social-law': { fr: 'Législation sociale', nl: 'Sociale wetgeving', en: 'Social legislation' },
  mediation: { fr: 'Médiation', nl: 'Bemiddeling', en: 'Mediation' },
  writing: { fr: 'Rédaction', nl: 'Tekstschrijven', en: 'Copywriting' },
  'social-media': { fr: 'Réseaux sociaux', nl: 'Sociale media', en: 'Social media' },
  fundraising: { fr: 'Récolte de fonds', nl: 'Fondsenwerving', en: 'Fundraising' },
  accounting: { fr: 'Comptabilité', nl: 'Boekhouding', en: 'Bookkeeping' },
  budget: { fr: 'Gestion budgétaire', nl: 'Budgetbeheer', en: 'Budget management' },
  recruitment: { fr: 'Recrutement', nl: 'Rekrutering', en: 'Recruitment' },
  accessibility: { fr: 'Accessibilité numérique', nl: 'Digitale toegankelijkheid', en: 'Web accessibility' },
  statistics: { fr: 'Statistiques', nl: 'Statistiek', en: 'Statistics' },
  care: { fr: 'Soins infirmiers', nl: 'Verpleegkunde', en: 'Patient care' },
  teamwork: { fr: "Esprit d'équipe", nl: 'Teamspeler', en: 'Teamwork' },
  teaching: { fr: 'Pédagogie', nl: 'Didactiek', en: 'Teaching' },
  stock: { fr: 'Gestion des stocks', nl: 'Voorraadbeheer', en: 'Stock management' },
  repair: { fr: 'Mécanique vélo', nl: 'Fietsherstelling', en: 'Bike repair' },
  customer: { fr: 'Service client', nl: 'Klantvriendelijkheid', en: 'Customer service' },
  management: { fr: "Gestion d'équipe", nl: 'Leidinggeven', en: 'Team leadership' },
  'policy-analysis': { fr: 'Analyse des politiques publiques', nl: 'Beleidsanalyse', en: 'Policy analysis' },
  'eu-affairs': { fr: 'Affaires européennes', nl: 'Europese zaken', en: 'EU affairs' },
  'research-methods': {
    fr: 'Méthodes qualitatives',
    nl: 'Kwalitatief onderzoek',
    en: 'Qualitative research',
  },
  'user-research': { fr: 'Recherche utilisateur', nl: 'Gebruikersonderzoek', en: 'User research' },
  agroecology: { fr: 'Agroécologie', nl: 'Agro-ecologie', en: 'Agroecology' },
  organisation: { fr: "Sens de l'organisation", nl: 'Organisatietalent', en: 'Organisational skills' },
  circular: { fr: 'Économie circulaire', nl: 'Circulaire economie', en: 'Circular economy' },
  scrum: 'Scrum',
  excel: 'Excel',
  office: { fr: 'MS Office', nl: 'MS Office', en: 'Microsoft Office' },
  canva: 'Canva',
  indesign: 'Adobe InDesign',
  wordpress: 'WordPress',
  mailchimp: 'Mailchimp',
  salesforce: 'Salesforce',
  odoo: 'Odoo',
  react: 'React',
  typescript: 'TypeScript',
  node: 'Node.js',
  git: 'Git',
  sql: 'SQL',
  python: 'Python',
  powerbi: 'Power BI',
  r: 'R',
  figma: 'Figma',
  html: 'HTML/CSS',
  jira: 'Jira',
  qgis: 'QGIS',
  notion: 'Notion',
  trello: 'Trello',
}

/** Tools (not translated) offered as extra skills. */
export const TOOL_KEYS = [
  'excel',
  'canva',
  'wordpress',
  'notion',
  'trello',
  'jira',
  'qgis',
  'figma',
  'office',
  'mailchimp',
]

/** Personal qualities, listed in a separate "soft skills" section on some CVs. */
export const SOFT_SKILLS: L3[] = [
  { fr: 'Autonomie', nl: 'Zelfstandig werken', en: 'Autonomy' },
  { fr: 'Créativité', nl: 'Creativiteit', en: 'Creativity' },
  { fr: 'Flexibilité', nl: 'Flexibiliteit', en: 'Flexibility' },
  { fr: 'Rigueur', nl: 'Nauwkeurigheid', en: 'Attention to detail' },
  { fr: 'Empathie', nl: 'Empathie', en: 'Empathy' },
  { fr: 'Sens des responsabilités', nl: 'Verantwoordelijkheidszin', en: 'Sense of responsibility' },
  { fr: 'Gestion du stress', nl: 'Stressbestendigheid', en: 'Resilience under pressure' },
  { fr: 'Curiosité', nl: 'Leergierigheid', en: 'Curiosity' },
]

export interface Degree {
  type: DiplomaType
  name: L3
  schools: SchoolKind[]
  /** Years of study. */
  years: number
  /** Sectors it leads to. */
  sectors: Sector[]
}

const degree = (
  type: DiplomaType,
  years: number,
  schools: SchoolKind[],
  sectors: Sector[],
  name: L3,
): Degree => ({
  type,
  name,
  schools,
  years,
  sectors,
})

export const DEGREES: Degree[] = [
  degree('master', 2, ['university'], ['policy', 'research', 'comms'], {
    fr: 'Master en sciences politiques, orientation relations internationales',
    nl: 'Master in de politieke wetenschappen',
    en: 'MA in European Studies',
  }),
  degree('master', 2, ['university'], ['energy', 'research', 'policy'], {
    fr: "Master en sciences et gestion de l'environnement",
    nl: 'Master in de bio-ingenieurswetenschappen: milieutechnologie',
    en: 'Master of Science in Environmental Sciences',
  }),
  degree('master', 2, ['university'], ['admin', 'digital', 'energy'], {
    fr: 'Master ingénieur de gestion',
    nl: 'Master in de toegepaste economische wetenschappen',
    en: 'MSc in Business Economics',
  }),
  degree('master', 2, ['university'], ['social', 'education', 'culture'], {
    fr: "Master en sciences de l'éducation",
    nl: 'Master in de sociologie',
    en: 'Master of Arts in Sociology',
  }),
  degree('master', 2, ['university'], ['comms', 'culture'], {
    fr: 'Master en communication',
    nl: 'Master in de communicatiewetenschappen',
    en: 'MA in Media and Communication',
  }),
  degree('master', 2, ['university'], ['digital', 'research'], {
    fr: 'Master en sciences informatiques',
    nl: 'Master in de informatica',
    en: 'MSc Data Science',
  }),
  degree('master', 2, ['university'], ['health', 'policy'], {
    fr: 'Master en sciences de la santé publique',
    nl: 'Master in de verpleegkunde en de vroedkunde',
    en: 'Master of Public Health',
  }),
  degree('bachelor', 3, ['college'], ['comms', 'culture'], {
    fr: 'Bachelier en communication',
    nl: 'Bachelor in de communicatie',
    en: 'Bachelor of Arts in Communication',
  }),
  degree('bachelor', 3, ['college'], ['social', 'health'], {
    fr: 'Bachelier assistant social',
    nl: 'Bachelor in het sociaal werk',
    en: "Bachelor's degree in Social Work",
  }),
  degree('bachelor', 3, ['college'], ['health'], {
    fr: 'Bachelier en soins infirmiers',
    nl: 'Bachelor in de verpleegkunde',
    en: 'Bachelor of Nursing',
  }),
  degree('bachelor', 3, ['college'], ['digital'], {
    fr: 'Bachelier en informatique de gestion',
    nl: 'Bachelor Toegepaste Informatica',
    en: "Bachelor's in Computer Science",
  }),
  degree('bachelor', 3, ['college'], ['admin'], {
    fr: 'Bachelier en comptabilité',
    nl: 'Professionele bachelor Bedrijfsmanagement',
    en: 'BSc Business Administration',
  }),
  degree('bachelor', 3, ['college'], ['education', 'social'], {
    fr: 'Bachelier instituteur primaire',
    nl: 'Educatieve bachelor lager onderwijs',
    en: 'Bachelor of Education',
  }),
  degree('bachelor', 3, ['university'], ['policy', 'research', 'social'], {
    fr: 'Bachelier en sciences humaines et sociales',
    nl: 'Bachelor in de geschiedenis',
    en: 'BA in Political Science',
  }),
  degree('bachelor', 3, ['university'], ['admin', 'digital', 'energy', 'policy'], {
    fr: 'Bachelier en sciences économiques et de gestion',
    nl: 'Bachelor in de handelswetenschappen',
    en: 'BSc in Economics',
  }),
  degree('bachelor', 3, ['university'], ['comms', 'culture', 'education', 'health'], {
    fr: 'Bachelier en information et communication',
    nl: 'Bachelor in de communicatiewetenschappen',
    en: 'BA in Communication Studies',
  }),
  degree('bachelor', 3, ['college'], ['food', 'energy', 'logistics'], {
    fr: 'Bachelier en agronomie',
    nl: 'Bachelor Agro- en biotechnologie',
    en: 'BSc in Agriculture',
  }),
  degree('doctorate', 4, ['university'], ['research', 'energy'], {
    fr: 'Doctorat en sciences agronomiques et ingénierie biologique',
    nl: 'Doctoraat in de bio-ingenieurswetenschappen',
    en: 'PhD in Environmental Economics',
  }),
  degree('doctorate', 4, ['university'], ['research', 'social', 'policy'], {
    fr: 'Doctorat en sciences politiques et sociales',
    nl: 'Doctor in de sociale wetenschappen',
    en: 'PhD in Political Science',
  }),
  degree('certificate', 1, ['university'], ['admin', 'social', 'energy', 'comms'], {
    fr: 'Certificat universitaire en gestion des associations',
    nl: 'Postgraduaat Projectmanagement',
    en: 'Certificate in Nonprofit Management',
  }),
  degree('certificate', 1, ['college'], ['education'], {
    fr: "Certificat d'aptitude pédagogique (CAP)",
    nl: 'Getuigschrift pedagogische bekwaamheid',
    en: 'Postgraduate Certificate in Education',
  }),
  degree('certificate', 1, ['training'], ['digital', 'admin'], {
    fr: 'Certification PRINCE2 Foundation',
    nl: 'Getuigschrift PRINCE2 Foundation',
    en: 'PRINCE2 Foundation Certificate',
  }),
  degree('certificate', 1, ['training'], ['digital', 'research'], {
    fr: 'Certificat Google Data Analytics',
    nl: 'Certificaat Google Data Analytics',
    en: 'Google Data Analytics Professional Certificate',
  }),
  degree('training', 0, ['training'], ['social', 'health', 'education'], {
    fr: 'Formation en gestion des conflits',
    nl: 'Opleiding omgaan met agressie',
    en: 'Conflict management training',
  }),
  degree('training', 0, ['training'], ['admin', 'digital'], {
    fr: 'Formation Excel avancé',
    nl: 'Opleiding Excel voor gevorderden',
    en: 'Advanced Excel training',
  }),
  degree('training', 0, ['training'], ['digital'], {
    fr: 'Formation développeur web full stack',
    nl: 'Opleiding webontwikkelaar',
    en: 'Full-stack web development bootcamp',
  }),
  degree('training', 0, ['training'], ['digital', 'admin'], {
    fr: 'Formation Scrum Master',
    nl: 'Opleiding Scrum Master',
    en: 'Professional Scrum Master training',
  }),
  degree('training', 0, ['training'], ['food', 'retail'], {
    fr: 'Formation HACCP et hygiène alimentaire',
    nl: 'Opleiding voedselveiligheid en HACCP',
    en: 'Food safety (HACCP) training',
  }),
]

/** Secondary school leaving certificates: type "other" even when called a certificate. */
export const SECONDARY: L3[] = [
  {
    fr: "Certificat d'enseignement secondaire supérieur (CESS)",
    nl: 'Diploma secundair onderwijs (ASO Latijn-Wiskunde)',
    en: 'Secondary school diploma (CESS)',
  },
  {
    fr: 'CESS – option sciences économiques',
    nl: 'Diploma secundair onderwijs – TSO Handel',
    en: 'High school diploma',
  },
]
