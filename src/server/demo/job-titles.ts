/**
 * Offer titles: per job category, the same job in French, Dutch and English. `{d}` is replaced by a
 * domain of the offer's sector ("Chef de projet {d}" → "Chef de projet énergie renouvelable"); a title
 * that starts with `{d}` gets it capitalised.
 */
import type { JobCategory, Sector } from '~/domain/enums'
import type { Localized } from './text'

/** A title in the three languages; `seniorOnly` jobs are not offered as internships, student jobs... */
export type JobTitle = Localized & { readonly seniorOnly?: boolean }

const t = (fr: string, nl: string, en: string): Localized => ({ fr, nl, en })
const senior = (fr: string, nl: string, en: string): JobTitle => ({ fr, nl, en, seniorOnly: true })

export const JOB_TITLES: Readonly<Record<JobCategory, readonly JobTitle[]>> = {
  sales: [
    t('Chargé de clientèle {d}', 'Klantenadviseur {d}', '{d} account manager'),
    t('Commercial B2B', 'B2B-verkoper', 'B2B sales representative'),
    senior('Responsable des ventes', 'Verkoopverantwoordelijke', 'Sales manager'),
    t('Business developer {d}', 'Business developer {d}', '{d} business developer'),
    t('Conseiller commercial terrain', 'Buitendienstmedewerker', 'Field sales advisor'),
    t('Chargé de partenariats', 'Partnershipmanager', 'Partnerships officer'),
  ],
  marketing: [
    t('Chargé de communication', 'Communicatiemedewerker', 'Communications officer'),
    senior('Responsable marketing {d}', 'Marketingverantwoordelijke {d}', '{d} marketing manager'),
    t('Community manager', 'Community manager', 'Community manager'),
    t(
      'Chargé de campagnes de sensibilisation',
      'Campagnemedewerker sensibilisering',
      'Awareness campaign officer',
    ),
    t('Rédacteur web', 'Webredacteur', 'Content writer'),
    t('Graphiste', 'Grafisch vormgever', 'Graphic designer'),
    t('Chargé de relations presse', 'Persverantwoordelijke', 'Press officer'),
  ],
  finance: [
    t('Comptable', 'Boekhouder', 'Accountant'),
    senior('Contrôleur de gestion', 'Controller', 'Financial controller'),
    t('Analyste en finance durable', 'Analist duurzame financiering', 'Sustainable finance analyst'),
    t('Chargé de crédit {d}', 'Kredietanalist {d}', '{d} credit analyst'),
    senior(
      'Directeur administratif et financier',
      'Financieel en administratief directeur',
      'Chief financial officer',
    ),
    t('Gestionnaire de subsides', 'Subsidiebeheerder', 'Grants manager'),
  ],
  tech: [
    t('Développeur full-stack', 'Full-stack developer', 'Full-stack developer'),
    t('Développeur back-end', 'Back-end ontwikkelaar', 'Back-end developer'),
    t('Développeur front-end', 'Front-end ontwikkelaar', 'Front-end developer'),
    t('Designer UX/UI', 'UX/UI-designer', 'UX/UI designer'),
    t(
      'Administrateur systèmes et réseaux',
      'Systeem- en netwerkbeheerder',
      'Systems and network administrator',
    ),
    t('Data analyst {d}', 'Data-analist {d}', '{d} data analyst'),
    t('Product owner {d}', 'Product owner {d}', '{d} product owner'),
  ],
  hospitality: [
    t('Cuisinier', 'Kok', 'Cook'),
    t('Commis de cuisine', 'Keukenhulp', 'Kitchen assistant'),
    t('Serveur', 'Kelner', 'Waiter'),
    senior('Responsable de salle', 'Zaalverantwoordelijke', 'Front of house manager'),
    t('Barista', 'Barista', 'Barista'),
    senior('Chef de cuisine en restauration collective', 'Chef-kok grootkeuken', 'Head chef for a canteen'),
  ],
  retail: [
    t('Vendeur en épicerie bio', 'Verkoper biowinkel', 'Organic shop assistant'),
    senior('Responsable de magasin', 'Winkelverantwoordelijke', 'Store manager'),
    t('Caissier', 'Kassamedewerker', 'Cashier'),
    t('Gestionnaire de rayon {d}', 'Afdelingsverantwoordelijke {d}', '{d} department manager'),
    t('Vendeur en magasin de seconde main', 'Verkoper tweedehandswinkel', 'Second-hand shop assistant'),
  ],
  hr: [
    t('Chargé de recrutement', 'Recruiter', 'Recruiter'),
    senior('Responsable RH', 'HR-verantwoordelijke', 'HR manager'),
    t('Gestionnaire de paie', 'Payrollmedewerker', 'Payroll officer'),
    t('Jobcoach', 'Jobcoach', 'Job coach'),
    t('Conseiller en insertion socioprofessionnelle', 'Trajectbegeleider', 'Employment integration advisor'),
    t('Chargé de formation interne', 'Opleidingsverantwoordelijke', 'Learning and development officer'),
  ],
  health: [
    t('Infirmier à domicile', 'Verpleegkundige thuiszorg', 'Home care nurse'),
    t('Aide-soignant', 'Zorgkundige', 'Care assistant'),
    t('Éducateur spécialisé', 'Opvoeder-begeleider', 'Specialised educator'),
    t('Assistant social', 'Maatschappelijk werker', 'Social worker'),
    senior('Psychologue', 'Psycholoog', 'Psychologist'),
    senior(
      'Médecin généraliste en maison médicale',
      'Huisarts in wijkgezondheidscentrum',
      'GP in a community health centre',
    ),
    t('Kinésithérapeute', 'Kinesitherapeut', 'Physiotherapist'),
  ],
  crafts: [
    t('Menuisier', 'Schrijnwerker', 'Carpenter'),
    t('Réparateur de vélos', 'Fietshersteller', 'Bike mechanic'),
    t('Couturier en atelier de réemploi', 'Naaister in hergebruikatelier', 'Upcycling seamstress'),
    t('Ébéniste', 'Meubelmaker', 'Cabinetmaker'),
    t(
      "Technicien en réparation d'électroménagers",
      'Hersteller huishoudtoestellen',
      'Appliance repair technician',
    ),
    t('Brasseur', 'Brouwer', 'Brewer'),
    t('Fromager', 'Kaasmaker', 'Cheesemaker'),
  ],
  admin: [
    t('Assistant administratif', 'Administratief medewerker', 'Administrative assistant'),
    senior('Secrétaire de direction', 'Directiesecretaris', 'Executive assistant'),
    t('Office manager', 'Office manager', 'Office manager'),
    t('Réceptionniste', 'Onthaalmedewerker', 'Receptionist'),
    t('Gestionnaire administratif {d}', 'Administratief beheerder {d}', '{d} administrator'),
    t('Coordinateur administratif', 'Administratief coördinator', 'Administrative coordinator'),
  ],
  mobility: [
    t('Coursier à vélo cargo', 'Bakfietskoerier', 'Cargo bike courier'),
    senior('Chauffeur poids lourd', 'Vrachtwagenchauffeur', 'HGV driver'),
    senior('Gestionnaire de mobilité', 'Mobiliteitsmanager', 'Mobility manager'),
    t('Logisticien', 'Logistiek medewerker', 'Logistics officer'),
    t('Magasinier', 'Magazijnier', 'Warehouse operative'),
    t('Planificateur de tournées', 'Routeplanner', 'Route planner'),
  ],
  construction: [
    senior('Chef de chantier', 'Werfleider', 'Site manager'),
    t('Ouvrier en isolation', 'Isolatiewerker', 'Insulation worker'),
    senior('Conducteur de travaux {d}', 'Werfopvolger {d}', '{d} works supervisor'),
    t('Charpentier bois', 'Houtbouwer', 'Timber framer'),
    t('Électricien', 'Elektricien', 'Electrician'),
    t('Plombier-chauffagiste', 'Loodgieter-verwarmingsinstallateur', 'Plumber and heating engineer'),
    t('Architecte', 'Architect', 'Architect'),
  ],
  culture: [
    t('Chargé de médiation culturelle', 'Cultuurbemiddelaar', 'Cultural outreach officer'),
    t('Régisseur', 'Technisch regisseur', 'Stage manager'),
    t('Chargé de production', 'Productieverantwoordelijke', 'Production coordinator'),
    t("Animateur d'ateliers créatifs", 'Begeleider creatieve workshops', 'Creative workshop facilitator'),
    senior('Programmateur culturel', 'Programmator', 'Programme curator'),
    t('Journaliste {d}', 'Journalist {d}', '{d} journalist'),
    t('Éditeur', 'Eindredacteur', 'Editor'),
  ],
  environment: [
    t('Chef de projet {d}', 'Projectleider {d}', '{d} project manager'),
    t('Chargé de mission biodiversité', 'Projectmedewerker biodiversiteit', 'Biodiversity officer'),
    t('Conseiller en énergie', 'Energieconsulent', 'Energy advisor'),
    t('Animateur nature', 'Natuurgids', 'Nature guide'),
    t(
      'Responsable de projet économie circulaire',
      'Projectverantwoordelijke circulaire economie',
      'Circular economy project lead',
    ),
    t('Écoconseiller', 'Milieuadviseur', 'Environmental advisor'),
    t(
      'Chargé de projet transition énergétique',
      'Projectmedewerker energietransitie',
      'Energy transition project officer',
    ),
  ],
  security: [
    t('Agent de prévention', 'Preventiemedewerker', 'Prevention officer'),
    t(
      'Conseiller en prévention et bien-être au travail',
      'Preventieadviseur welzijn op het werk',
      'Health and safety advisor',
    ),
    t('Agent de gardiennage', 'Bewakingsagent', 'Security guard'),
    senior(
      'Responsable sécurité de l’information',
      'Verantwoordelijke informatieveiligheid',
      'Information security officer',
    ),
    senior('Coordinateur sécurité chantier', 'Veiligheidscoördinator', 'Construction safety coordinator'),
  ],
  tourism: [
    t('Guide nature et patrimoine', 'Natuur- en erfgoedgids', 'Nature and heritage guide'),
    t("Chargé d'accueil touristique", 'Toeristisch onthaalmedewerker', 'Visitor centre officer'),
    senior("Responsable d'écogîte", 'Beheerder ecologisch vakantiehuis', 'Eco-lodge manager'),
    t('Organisateur de séjours responsables', 'Organisator duurzame reizen', 'Responsible travel organiser'),
    t('Animateur de séjours', 'Animator vakantieverblijven', 'Holiday activity leader'),
  ],
  csr: [
    senior('Responsable RSE', 'MVO-verantwoordelijke', 'CSR manager'),
    t('Consultant en durabilité', 'Duurzaamheidsconsultant', 'Sustainability consultant'),
    t('Analyste bilan carbone', 'Analist koolstofboekhouding', 'Carbon footprint analyst'),
    t(
      'Chargé de reporting extra-financier',
      'Verantwoordelijke duurzaamheidsrapportering',
      'ESG reporting officer',
    ),
    senior(
      'Responsable achats durables',
      'Verantwoordelijke duurzame aankoop',
      'Sustainable procurement manager',
    ),
    t('Chargé de mission impact', 'Impactmedewerker', 'Impact officer'),
  ],
  law: [
    t('Juriste', 'Jurist', 'Legal counsel'),
    t('Juriste en droit social', 'Jurist sociaal recht', 'Employment law specialist'),
    t("Avocat en droit de l'environnement", 'Advocaat milieurecht', 'Environmental lawyer'),
    t('Chargé de plaidoyer {d}', 'Beleidsmedewerker advocacy {d}', '{d} advocacy officer'),
    senior(
      'Délégué à la protection des données',
      'Functionaris voor gegevensbescherming',
      'Data protection officer',
    ),
    t('Juriste {d}', 'Jurist {d}', '{d} lawyer'),
  ],
  education: [
    t('Formateur {d}', 'Opleider {d}', '{d} trainer'),
    t('Enseignant en école de devoirs', 'Huiswerkbegeleider', 'Homework club teacher'),
    t('Formateur en alphabétisation', 'Lesgever alfabetisering', 'Literacy trainer'),
    t('Animateur jeunesse', 'Jeugdwerker', 'Youth worker'),
    t(
      'Professeur de langue pour primo-arrivants',
      'Taalleerkracht voor nieuwkomers',
      'Language teacher for newcomers',
    ),
    senior('Coordinateur pédagogique', 'Pedagogisch coördinator', 'Education coordinator'),
    t('Instituteur primaire', 'Leerkracht lager onderwijs', 'Primary school teacher'),
  ],
  engineering: [
    t('Ingénieur {d}', 'Ingenieur {d}', '{d} engineer'),
    t('Ingénieur en stabilité', 'Stabiliteitsingenieur', 'Structural engineer'),
    t('Chef de projet {d}', 'Projectleider {d}', '{d} project manager'),
    t('Ingénieur en efficacité énergétique', 'Ingenieur energie-efficiëntie', 'Energy efficiency engineer'),
    t(
      'Technicien de maintenance éolienne',
      'Onderhoudstechnicus windturbines',
      'Wind turbine maintenance technician',
    ),
    t('Ingénieur HVAC', 'HVAC-ingenieur', 'HVAC engineer'),
    t('Ingénieur de production', 'Productie-ingenieur', 'Production engineer'),
  ],
  other: [
    t('Coordinateur de projet', 'Projectcoördinator', 'Project coordinator'),
    t('Chef de projet {d}', 'Projectleider {d}', '{d} project manager'),
    t('Chargé de mission {d}', 'Beleidsmedewerker {d}', '{d} policy officer'),
    t('Coordinateur de bénévoles', 'Vrijwilligerscoördinator', 'Volunteer coordinator'),
    senior('Directeur général', 'Algemeen directeur', 'Managing director'),
    t('Chargé de collecte de fonds', 'Fondsenwerver', 'Fundraiser'),
  ],
}

/** What "{d}" becomes for an offer of each sector. */
export const SECTOR_DOMAINS: Readonly<Record<Sector, readonly Localized[]>> = {
  bank: [t('banque éthique', 'ethisch bankieren', 'ethical banking')],
  insurance: [
    t('assurances', 'verzekeringen', 'insurance'),
    t('prévoyance', 'voorzorg', 'income protection'),
  ],
  ethical_finance: [
    t('finance solidaire', 'solidaire financiering', 'social finance'),
    t('microcrédit', 'microkrediet', 'microcredit'),
  ],
  consulting: [
    t('stratégie climat', 'klimaatstrategie', 'climate strategy'),
    t('impact social', 'sociale impact', 'social impact'),
  ],
  audit: [t('audit extra-financier', 'niet-financiële audit', 'ESG audit')],
  culture: [
    t('médiation culturelle', 'cultuurparticipatie', 'cultural outreach'),
    t('arts de la scène', 'podiumkunsten', 'performing arts'),
  ],
  media: [
    t('journalisme', 'journalistiek', 'journalism'),
    t('médias numériques', 'digitale media', 'digital media'),
  ],
  publishing: [t('édition', 'uitgeverij', 'publishing')],
  retail_trade: [
    t('commerce de proximité', 'buurtwinkels', 'local retail'),
    t('vrac', 'verpakkingsvrij', 'zero-waste retail'),
  ],
  wholesale: [t('distribution bio', 'biodistributie', 'organic distribution')],
  ecommerce: [
    t('e-commerce', 'e-commerce', 'e-commerce'),
    t('circuits courts', 'korte keten', 'short supply chain'),
  ],
  education: [
    t('éducation', 'onderwijs', 'education'),
    t('soutien scolaire', 'huiswerkbegeleiding', 'tutoring'),
  ],
  training: [
    t('formation pour adultes', 'volwassenenvorming', 'adult learning'),
    t('compétences numériques', 'digitale vaardigheden', 'digital skills'),
  ],
  recruitment: [t('recrutement inclusif', 'inclusieve rekrutering', 'inclusive recruitment')],
  agriculture: [
    t('agroécologie', 'agro-ecologie', 'agroecology'),
    t('maraîchage', 'groenteteelt', 'market gardening'),
  ],
  food: [
    t('alimentation durable', 'duurzame voeding', 'sustainable food'),
    t('circuits courts', 'korte keten', 'short supply chain'),
  ],
  drinks: [t('brasserie artisanale', 'ambachtelijk brouwen', 'craft brewing')],
  ngo: [
    t('coopération internationale', 'internationale samenwerking', 'international cooperation'),
    t('droits humains', 'mensenrechten', 'human rights'),
  ],
  social_economy: [
    t('économie sociale', 'sociale economie', 'social economy'),
    t('insertion professionnelle', 'tewerkstelling', 'work integration'),
  ],
  foundation: [t('philanthropie', 'filantropie', 'philanthropy')],
  care: [
    t('soins à domicile', 'thuiszorg', 'home care'),
    t('santé communautaire', 'buurtgezondheid', 'community health'),
  ],
  pharma: [
    t('santé publique', 'volksgezondheid', 'public health'),
    t('recherche clinique', 'klinisch onderzoek', 'clinical research'),
  ],
  wellbeing: [t('bien-être', 'welzijn', 'wellbeing')],
  renewable_energy: [
    t('énergie renouvelable', 'hernieuwbare energie', 'renewable energy'),
    t('énergie solaire', 'zonne-energie', 'solar energy'),
    t('énergie éolienne', 'windenergie', 'wind energy'),
  ],
  energy_efficiency: [
    t('efficacité énergétique', 'energie-efficiëntie', 'energy efficiency'),
    t('rénovation énergétique', 'energierenovatie', 'energy renovation'),
  ],
  recycling: [
    t('recyclage', 'recyclage', 'recycling'),
    t('économie circulaire', 'circulaire economie', 'circular economy'),
  ],
  second_hand: [t('réemploi', 'hergebruik', 'reuse'), t('seconde main', 'tweedehands', 'second-hand')],
  eco_design: [t('écoconception', 'ecodesign', 'eco-design')],
  mobility: [
    t('mobilité douce', 'zachte mobiliteit', 'active mobility'),
    t('logistique urbaine', 'stadslogistiek', 'urban logistics'),
  ],
  construction: [
    t('construction durable', 'duurzaam bouwen', 'sustainable construction'),
    t('matériaux biosourcés', 'biobased materialen', 'bio-based materials'),
  ],
  housing: [t('logement social', 'sociale huisvesting', 'social housing')],
  software: [
    t('logiciel libre', 'open source', 'open-source software'),
    t('numérique responsable', 'duurzame IT', 'sustainable IT'),
  ],
  public_services: [
    t('services publics numériques', 'digitale overheid', 'digital public services'),
    t('participation citoyenne', 'burgerparticipatie', 'citizen participation'),
  ],
}

/** The job categories an organisation of each sector usually recruits for (besides support jobs). */
export const SECTOR_CATEGORIES: Readonly<Record<Sector, readonly JobCategory[]>> = {
  bank: ['finance', 'sales', 'tech', 'law'],
  insurance: ['finance', 'sales', 'admin', 'law'],
  ethical_finance: ['finance', 'sales'],
  consulting: ['csr', 'environment', 'other'],
  audit: ['finance', 'csr', 'law'],
  culture: ['culture', 'education', 'tourism'],
  media: ['culture', 'marketing', 'tech'],
  publishing: ['culture', 'marketing', 'sales'],
  retail_trade: ['retail', 'sales', 'mobility'],
  wholesale: ['mobility', 'sales', 'retail'],
  ecommerce: ['tech', 'marketing', 'mobility'],
  education: ['education', 'other'],
  training: ['education', 'tech'],
  recruitment: ['hr', 'sales'],
  agriculture: ['crafts', 'environment', 'sales'],
  food: ['hospitality', 'crafts', 'retail'],
  drinks: ['crafts', 'hospitality', 'sales', 'tourism'],
  ngo: ['other', 'health', 'education', 'law'],
  social_economy: ['crafts', 'hr', 'other', 'security'],
  foundation: ['other', 'finance', 'culture'],
  care: ['health', 'admin'],
  pharma: ['health', 'engineering', 'security'],
  wellbeing: ['health', 'tourism'],
  renewable_energy: ['environment', 'engineering', 'construction'],
  energy_efficiency: ['environment', 'engineering', 'construction'],
  recycling: ['environment', 'crafts', 'mobility'],
  second_hand: ['retail', 'crafts'],
  eco_design: ['engineering', 'crafts', 'csr'],
  mobility: ['mobility', 'crafts'],
  construction: ['construction', 'engineering', 'security'],
  housing: ['construction', 'health', 'law'],
  software: ['tech'],
  public_services: ['tech', 'admin', 'law'],
}

/** Support jobs any organisation may recruit for. */
export const SUPPORT_CATEGORIES: readonly JobCategory[] = [
  'marketing',
  'finance',
  'admin',
  'hr',
  'sales',
  'tech',
  'csr',
  'law',
  'other',
]

/** Typical yearly gross salary of a medior profile, in thousands of euros. */
export const CATEGORY_SALARY_K: Readonly<Record<JobCategory, number>> = {
  sales: 40,
  marketing: 40,
  finance: 46,
  tech: 50,
  hospitality: 30,
  retail: 29,
  hr: 42,
  health: 41,
  crafts: 32,
  admin: 34,
  mobility: 32,
  construction: 38,
  culture: 34,
  environment: 42,
  security: 35,
  tourism: 31,
  csr: 46,
  law: 48,
  education: 38,
  engineering: 52,
  other: 40,
}
