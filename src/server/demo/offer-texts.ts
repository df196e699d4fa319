/**
 * Text blocks of the offers (description, profile sought, why apply, interview process, questions),
 * per language. Placeholders: {company}, {office}, {title}, {mission}, {years}.
 */
import type { ContractType, JobCategory } from '~/domain/enums'
import type { Localized } from './text'

const t = (fr: string, nl: string, en: string): Localized => ({ fr, nl, en })

export const INTROS: readonly Localized[] = [
  t(
    '{company} ouvre un poste de {title} à {office}.',
    '{company} zoekt een {title} in {office}.',
    '{company} is recruiting for the position of {title} in {office}.',
  ),
  t(
    'Pour renforcer son équipe de {office}, {company} recrute un ou une {title}.',
    'Om het team in {office} te versterken, werft {company} een {title} aan.',
    'To strengthen its team in {office}, {company} is looking for someone to join as {title}.',
  ),
  t(
    'Envie d’un métier qui a du sens ? {company} cherche son ou sa futur·e {title}, basé·e à {office}.',
    'Zin in een job die zin geeft? {company} zoekt een nieuwe {title} in {office}.',
    'Looking for a job that makes sense? {company} is searching for its next {title}, based in {office}.',
  ),
]

export const MISSION_LEAD: Localized = {
  fr: 'Vous contribuerez directement à notre mission : {mission}',
  nl: 'Je draagt rechtstreeks bij aan onze missie: {mission}',
  en: 'You will contribute directly to our mission: {mission}',
}

export const TASKS_LEAD: Localized = { fr: 'Vos missions :', nl: 'Jouw taken:', en: 'Your tasks:' }

/** Four typical tasks per job category. */
export const CATEGORY_TASKS: Readonly<Record<JobCategory, readonly Localized[]>> = {
  sales: [
    t(
      'Développer un portefeuille de clients engagés',
      'Een portefeuille van geëngageerde klanten uitbouwen',
      'Grow a portfolio of committed customers',
    ),
    t(
      'Préparer les offres et négocier les contrats',
      'Offertes opstellen en contracten onderhandelen',
      'Prepare proposals and negotiate contracts',
    ),
    t(
      'Représenter l’organisation lors des salons et événements',
      'De organisatie vertegenwoordigen op beurzen en evenementen',
      'Represent the organisation at fairs and events',
    ),
    t(
      'Suivre les indicateurs commerciaux dans le CRM',
      'De commerciële cijfers opvolgen in het CRM',
      'Track sales figures in the CRM',
    ),
  ],
  marketing: [
    t(
      'Concevoir et piloter les campagnes de communication',
      'Communicatiecampagnes bedenken en aansturen',
      'Design and run communication campaigns',
    ),
    t(
      'Animer nos réseaux sociaux et notre newsletter',
      'Onze sociale media en nieuwsbrief beheren',
      'Manage our social media and newsletter',
    ),
    t(
      'Rédiger des contenus clairs pour le site web',
      'Heldere teksten schrijven voor de website',
      'Write clear content for the website',
    ),
    t(
      'Mesurer l’audience et proposer des améliorations',
      'Het bereik meten en verbeteringen voorstellen',
      'Measure reach and suggest improvements',
    ),
  ],
  finance: [
    t(
      'Tenir la comptabilité et préparer les clôtures',
      'De boekhouding voeren en de afsluitingen voorbereiden',
      'Keep the books and prepare closings',
    ),
    t(
      'Construire et suivre le budget annuel',
      'Het jaarbudget opstellen en opvolgen',
      'Build and monitor the annual budget',
    ),
    t(
      'Analyser la rentabilité sociale et financière des projets',
      'De sociale en financiële rendabiliteit van projecten analyseren',
      'Analyse the social and financial return of projects',
    ),
    t(
      'Préparer les rapports pour les bailleurs de fonds',
      'Rapporten voorbereiden voor financiers',
      'Prepare reports for funders',
    ),
  ],
  tech: [
    t(
      'Développer et maintenir nos applications web',
      'Onze webapplicaties ontwikkelen en onderhouden',
      'Build and maintain our web applications',
    ),
    t(
      'Améliorer l’accessibilité et la performance',
      'Toegankelijkheid en performantie verbeteren',
      'Improve accessibility and performance',
    ),
    t(
      'Écrire des tests et relire le code de l’équipe',
      'Tests schrijven en code van collega’s reviewen',
      'Write tests and review teammates’ code',
    ),
    t(
      'Réduire l’empreinte numérique de nos services',
      'De digitale voetafdruk van onze diensten verkleinen',
      'Reduce the digital footprint of our services',
    ),
  ],
  hospitality: [
    t(
      'Préparer des plats de saison à partir de produits locaux',
      'Seizoensgerechten bereiden met lokale producten',
      'Cook seasonal dishes from local produce',
    ),
    t('Accueillir et conseiller les clients', 'Klanten onthalen en adviseren', 'Welcome and advise guests'),
    t(
      'Respecter les normes d’hygiène de l’AFSCA',
      'De hygiënenormen van het FAVV naleven',
      'Follow food safety standards',
    ),
    t(
      'Limiter le gaspillage alimentaire en cuisine',
      'Voedselverspilling in de keuken beperken',
      'Limit food waste in the kitchen',
    ),
  ],
  retail: [
    t(
      'Conseiller les clients sur les produits',
      'Klanten advies geven over de producten',
      'Advise customers on products',
    ),
    t(
      'Réceptionner les livraisons et gérer les stocks',
      'Leveringen ontvangen en de voorraad beheren',
      'Receive deliveries and manage stock',
    ),
    t('Tenir la caisse et le magasin', 'De kassa en de winkel bemannen', 'Run the till and the shop floor'),
    t(
      'Mettre en valeur les producteurs locaux',
      'Lokale producenten in de kijker zetten',
      'Showcase local producers',
    ),
  ],
  hr: [
    t(
      'Piloter les recrutements de A à Z',
      'Rekruteringen van A tot Z opvolgen',
      'Run recruitment from start to finish',
    ),
    t(
      'Accompagner les managers sur les questions RH',
      'Leidinggevenden ondersteunen bij HR-vragen',
      'Support managers on HR matters',
    ),
    t(
      'Gérer l’administration du personnel et la paie',
      'De personeelsadministratie en payroll beheren',
      'Handle personnel administration and payroll',
    ),
    t('Développer le plan de formation', 'Het opleidingsplan uitwerken', 'Develop the training plan'),
  ],
  health: [
    t(
      'Assurer les soins et le suivi des patients',
      'Zorg verlenen en patiënten opvolgen',
      'Provide care and follow up patients',
    ),
    t(
      'Travailler en équipe pluridisciplinaire',
      'Werken in een multidisciplinair team',
      'Work in a multidisciplinary team',
    ),
    t(
      'Accompagner les familles et les aidants',
      'Families en mantelzorgers begeleiden',
      'Support families and carers',
    ),
    t('Tenir à jour le dossier de soins', 'Het zorgdossier bijhouden', 'Keep care records up to date'),
  ],
  crafts: [
    t(
      'Réparer et remettre en état les objets collectés',
      'Ingezamelde spullen herstellen en opknappen',
      'Repair and refurbish collected items',
    ),
    t(
      'Former les stagiaires de l’atelier',
      'Stagiairs in het atelier opleiden',
      'Train the workshop’s trainees',
    ),
    t(
      'Entretenir les outils et l’atelier',
      'Het gereedschap en het atelier onderhouden',
      'Maintain tools and the workshop',
    ),
    t(
      'Proposer des améliorations des procédés',
      'Verbeteringen aan de werkprocessen voorstellen',
      'Suggest process improvements',
    ),
  ],
  admin: [
    t(
      'Gérer l’agenda, le courrier et l’accueil',
      'De agenda, post en het onthaal beheren',
      'Manage the diary, mail and reception',
    ),
    t(
      'Suivre les dossiers administratifs et les subsides',
      'Administratieve dossiers en subsidies opvolgen',
      'Follow up administrative files and grants',
    ),
    t(
      'Organiser les réunions et les assemblées générales',
      'Vergaderingen en algemene vergaderingen organiseren',
      'Organise meetings and general assemblies',
    ),
    t(
      'Classer et archiver les documents',
      'Documenten klasseren en archiveren',
      'File and archive documents',
    ),
  ],
  mobility: [
    t('Organiser les tournées de livraison', 'Leverrondes organiseren', 'Organise delivery rounds'),
    t(
      'Préparer les commandes au dépôt',
      'Bestellingen klaarzetten in het depot',
      'Pick and pack orders at the depot',
    ),
    t(
      'Optimiser les trajets pour réduire les émissions',
      'Routes optimaliseren om uitstoot te verminderen',
      'Optimise routes to cut emissions',
    ),
    t(
      'Entretenir la flotte de vélos et de véhicules',
      'De vloot fietsen en voertuigen onderhouden',
      'Maintain the fleet of bikes and vehicles',
    ),
  ],
  construction: [
    t(
      'Organiser et suivre les chantiers',
      'Werven organiseren en opvolgen',
      'Organise and follow up building sites',
    ),
    t(
      'Mettre en œuvre des matériaux biosourcés',
      'Biobased materialen verwerken',
      'Work with bio-based materials',
    ),
    t('Veiller à la sécurité des équipes', 'Waken over de veiligheid van de ploegen', 'Ensure crew safety'),
    t(
      'Échanger avec les architectes et les clients',
      'Overleggen met architecten en klanten',
      'Liaise with architects and clients',
    ),
  ],
  culture: [
    t(
      'Concevoir des activités pour les publics éloignés de la culture',
      'Activiteiten ontwerpen voor mensen die weinig met cultuur in aanraking komen',
      'Design activities for audiences far from culture',
    ),
    t(
      'Coordonner les artistes et les partenaires',
      'Artiesten en partners coördineren',
      'Coordinate artists and partners',
    ),
    t('Gérer la logistique des événements', 'De logistiek van evenementen regelen', 'Handle event logistics'),
    t('Rédiger les dossiers de subsides', 'Subsidiedossiers schrijven', 'Write grant applications'),
  ],
  environment: [
    t(
      'Piloter les projets de la phase d’étude à la mise en service',
      'Projecten leiden van de studiefase tot de ingebruikname',
      'Lead projects from study phase to commissioning',
    ),
    t(
      'Mobiliser les citoyens et les communes partenaires',
      'Burgers en partnergemeenten mobiliseren',
      'Engage citizens and partner municipalities',
    ),
    t(
      'Suivre les permis et les démarches administratives',
      'Vergunningen en administratieve procedures opvolgen',
      'Follow up permits and paperwork',
    ),
    t(
      'Mesurer et communiquer l’impact environnemental',
      'De milieu-impact meten en communiceren',
      'Measure and report environmental impact',
    ),
  ],
  security: [
    t(
      'Analyser les risques et proposer des mesures de prévention',
      'Risico’s analyseren en preventiemaatregelen voorstellen',
      'Assess risks and propose preventive measures',
    ),
    t(
      'Former les équipes aux bonnes pratiques',
      'Teams opleiden in goede praktijken',
      'Train teams in good practice',
    ),
    t(
      'Contrôler les accès et les installations',
      'Toegangen en installaties controleren',
      'Check access and facilities',
    ),
    t('Rédiger les rapports d’incident', 'Incidentrapporten opstellen', 'Write incident reports'),
  ],
  tourism: [
    t('Accueillir et guider les visiteurs', 'Bezoekers onthalen en gidsen', 'Welcome and guide visitors'),
    t(
      'Créer des séjours à faible empreinte carbone',
      'Reizen met een lage CO₂-voetafdruk samenstellen',
      'Create low-carbon stays',
    ),
    t(
      'Travailler avec les producteurs et artisans locaux',
      'Samenwerken met lokale producenten en ambachtslui',
      'Work with local producers and craftspeople',
    ),
    t('Gérer les réservations', 'Reservaties beheren', 'Manage bookings'),
  ],
  csr: [
    t(
      'Réaliser le bilan carbone de l’organisation',
      'De koolstofvoetafdruk van de organisatie berekenen',
      'Calculate the organisation’s carbon footprint',
    ),
    t(
      'Piloter la feuille de route durabilité',
      'De duurzaamheidsroadmap aansturen',
      'Lead the sustainability roadmap',
    ),
    t('Préparer le reporting CSRD', 'De CSRD-rapportering voorbereiden', 'Prepare CSRD reporting'),
    t(
      'Sensibiliser les équipes et les fournisseurs',
      'Teams en leveranciers sensibiliseren',
      'Raise awareness among teams and suppliers',
    ),
  ],
  law: [
    t('Rédiger et relire les contrats', 'Contracten opstellen en nalezen', 'Draft and review contracts'),
    t(
      'Conseiller la direction sur les questions juridiques',
      'De directie adviseren over juridische vragen',
      'Advise management on legal matters',
    ),
    t('Assurer la conformité au RGPD', 'De GDPR-conformiteit bewaken', 'Ensure GDPR compliance'),
    t(
      'Suivre l’évolution de la législation',
      'De evolutie van de wetgeving opvolgen',
      'Keep track of legislative changes',
    ),
  ],
  education: [
    t(
      'Préparer et animer des séances de formation',
      'Lessen voorbereiden en geven',
      'Prepare and deliver training sessions',
    ),
    t(
      'Adapter les contenus à chaque apprenant',
      'De inhoud aanpassen aan elke cursist',
      'Adapt content to each learner',
    ),
    t(
      'Évaluer les progrès et assurer le suivi',
      'De vorderingen evalueren en opvolgen',
      'Assess progress and follow up',
    ),
    t(
      'Travailler avec les familles et les partenaires',
      'Samenwerken met gezinnen en partners',
      'Work with families and partners',
    ),
  ],
  engineering: [
    t(
      'Réaliser les études techniques et les dimensionnements',
      'Technische studies en dimensioneringen uitvoeren',
      'Carry out technical studies and sizing',
    ),
    t(
      'Suivre les fournisseurs et les sous-traitants',
      'Leveranciers en onderaannemers opvolgen',
      'Manage suppliers and subcontractors',
    ),
    t(
      'Garantir la qualité et la sécurité des installations',
      'De kwaliteit en veiligheid van de installaties garanderen',
      'Guarantee the quality and safety of installations',
    ),
    t(
      'Proposer des solutions techniques sobres en énergie',
      'Energiezuinige technische oplossingen voorstellen',
      'Propose energy-saving technical solutions',
    ),
  ],
  other: [
    t(
      'Coordonner les projets et les partenaires',
      'Projecten en partners coördineren',
      'Coordinate projects and partners',
    ),
    t('Suivre les budgets et le planning', 'Budgetten en planning opvolgen', 'Monitor budgets and schedules'),
    t(
      'Représenter l’organisation auprès des pouvoirs publics',
      'De organisatie vertegenwoordigen bij de overheid',
      'Represent the organisation to public authorities',
    ),
    t('Animer les réunions d’équipe', 'Teamvergaderingen leiden', 'Lead team meetings'),
  ],
}

export const PROFILE_LEAD: Localized = {
  fr: 'Le profil que nous recherchons :',
  nl: 'Wie zoeken we?',
  en: 'Who we are looking for:',
}

/** Requirements any offer may list. */
export const PROFILE_ITEMS: readonly Localized[] = [
  t(
    'Vous partagez nos valeurs et voulez un métier utile',
    'Je deelt onze waarden en wilt een zinvolle job',
    'You share our values and want a meaningful job',
  ),
  t(
    'Vous êtes organisé·e et autonome',
    'Je bent georganiseerd en zelfstandig',
    'You are organised and autonomous',
  ),
  t('Vous aimez travailler en équipe', 'Je werkt graag in team', 'You enjoy teamwork'),
  t(
    'Vous communiquez avec clarté et bienveillance',
    'Je communiceert helder en respectvol',
    'You communicate clearly and kindly',
  ),
  t(
    'La connaissance du néerlandais est un atout',
    'Kennis van het Frans is een troef',
    'Knowledge of French or Dutch is a plus',
  ),
  t(
    'Vous êtes à l’aise avec les outils numériques',
    'Je bent vlot met digitale tools',
    'You are comfortable with digital tools',
  ),
  t(
    'Vous êtes curieux·se et aimez apprendre',
    'Je bent nieuwsgierig en leert graag bij',
    'You are curious and love to learn',
  ),
  t('Le permis B est un plus', 'Een rijbewijs B is een pluspunt', 'A driving licence is a plus'),
]

export const EXPERIENCE_SENTENCES = {
  none: t(
    'Débutant·e accepté·e : nous vous formons.',
    'Starters welkom: wij leiden je op.',
    'Beginners welcome: we will train you.',
  ),
  some: t(
    'Vous avez idéalement {years} ans d’expérience dans une fonction similaire.',
    'Je hebt idealiter {years} jaar ervaring in een gelijkaardige functie.',
    'Ideally you have {years} years of experience in a similar role.',
  ),
} as const

export const WHY_LEADS: readonly Localized[] = [
  t('Rejoindre {company}, c’est :', 'Bij {company} krijg je:', 'Joining {company} means:'),
  t('Ce que nous vous offrons :', 'Wat we je bieden:', 'What we offer:'),
  t('Pourquoi nous rejoindre ?', 'Waarom bij ons werken?', 'Why join us?'),
]

/** Recruitment processes, as steps. */
export const INTERVIEW_PROCESSES: readonly Localized<readonly string[]>[] = [
  {
    fr: [
      'Un appel de 20 minutes avec notre équipe RH',
      'Un entretien avec votre futur·e responsable',
      'Une rencontre avec l’équipe autour d’un café',
    ],
    nl: [
      'Een telefoongesprek van 20 minuten met HR',
      'Een gesprek met je toekomstige leidinggevende',
      'Een kennismaking met het team bij een koffie',
    ],
    en: [
      'A 20-minute call with our HR team',
      'An interview with your future manager',
      'Meeting the team over a coffee',
    ],
  },
  {
    fr: [
      'Un premier entretien en visioconférence',
      'Un cas pratique à préparer chez vous (2 heures maximum)',
      'Un entretien final sur place',
    ],
    nl: [
      'Een eerste videogesprek',
      'Een praktijkcase om thuis voor te bereiden (maximaal 2 uur)',
      'Een laatste gesprek ter plaatse',
    ],
    en: [
      'A first video interview',
      'A short case study to prepare at home (2 hours at most)',
      'A final interview on site',
    ],
  },
  {
    fr: ['Un entretien de motivation', 'Une demi-journée d’immersion rémunérée dans l’équipe'],
    nl: ['Een motivatiegesprek', 'Een betaalde halve dag meelopen met het team'],
    en: ['A motivation interview', 'A paid half-day trial with the team'],
  },
  {
    fr: [
      'Un échange téléphonique',
      'Un entretien avec deux membres du conseil d’administration',
      'Une prise de références',
    ],
    nl: [
      'Een telefonisch gesprek',
      'Een gesprek met twee leden van de raad van bestuur',
      'Een referentiecheck',
    ],
    en: ['A phone conversation', 'An interview with two board members', 'A reference check'],
  },
]

export const INTERVIEW_LEAD: Localized = {
  fr: 'Notre processus de recrutement :',
  nl: 'Onze selectieprocedure:',
  en: 'Our recruitment process:',
}

export const QUESTIONS: readonly Localized[] = [
  t(
    'Qu’est-ce qui vous motive dans notre mission ?',
    'Wat spreekt je aan in onze missie?',
    'What draws you to our mission?',
  ),
  t('Quand pourriez-vous commencer ?', 'Wanneer zou je kunnen starten?', 'When could you start?'),
  t(
    'Décrivez un projet dont vous êtes fier ou fière.',
    'Beschrijf een project waar je trots op bent.',
    'Describe a project you are proud of.',
  ),
  t(
    'Quelles sont vos attentes salariales ?',
    'Wat zijn je loonverwachtingen?',
    'What are your salary expectations?',
  ),
  t(
    'Avez-vous déjà travaillé dans une association ?',
    'Heb je al eens voor een vereniging gewerkt?',
    'Have you ever worked for a non-profit?',
  ),
]

/** How the contract type shows in a title: `{t}` is the job title, `{lt}` the same with a lowercase initial. */
export const CONTRACT_TITLE_FORMATS: Readonly<Record<ContractType, Localized | null>> = {
  cdi: null,
  cdd: t('{t} (CDD)', '{t} (tijdelijk contract)', '{t} (fixed-term)'),
  service_citoyen: t('Service citoyen : {lt}', 'Burgerdienst: {lt}', 'Civic service: {lt}'),
  stage: t('Stage : {lt}', 'Stage {lt}', '{t} intern'),
  job_etudiant: t('Job étudiant : {lt}', 'Studentenjob {lt}', 'Student job: {lt}'),
  benevolat: t('{t} bénévole', 'Vrijwillige {lt}', 'Volunteer {lt}'),
  autres: null,
  flexi_job: t('{t} (flexi-job)', '{t} (flexi-job)', '{t} (flexi-job)'),
}

/** Seniority marks: French puts them after the title, Dutch and English before. */
export const SENIORITY_FORMATS = {
  junior: t('{t} junior', 'Junior {lt}', 'Junior {lt}'),
  senior: t('{t} senior', 'Senior {lt}', 'Senior {lt}'),
} as const

/** Gender-inclusive mark of Belgian job ads. */
export const GENDER_MARKS: Localized = { fr: ' (H/F/X)', nl: ' (m/v/x)', en: '' }
