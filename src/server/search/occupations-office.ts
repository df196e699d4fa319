import type { Occupation } from './occupations'

/** Office occupations: sales, marketing, finance, administration, people, law, digital, management. */
export const OFFICE_OCCUPATIONS: readonly Occupation[] = [
  // Sales
  [
    'commercial|commerciale|représentant commercial|attaché commercial',
    'verkoper|vertegenwoordiger|salesmedewerker|accountmanager',
    'sales representative|salesperson|sales rep',
  ],
  ['commercial B2B|vendeur B2B', 'B2B-verkoper', 'B2B sales representative|B2B salesperson'],
  [
    'chargé de clientèle|chargée de clientèle|gestionnaire de compte',
    'klantenadviseur|accountmanager|klantenbeheerder',
    'account manager|client manager|relationship manager',
  ],
  [
    'responsable des ventes|directeur commercial|directrice commerciale',
    'verkoopverantwoordelijke|verkoopdirecteur|salesmanager',
    'sales manager|head of sales|sales director',
  ],
  [
    'business developer|développeur commercial|développeuse commerciale',
    'business developer|bedrijfsontwikkelaar',
    'business developer|business development manager',
  ],
  [
    'conseiller commercial|conseillère commerciale|commercial terrain',
    'buitendienstmedewerker|commercieel adviseur',
    'field sales advisor|sales advisor|field sales representative',
  ],
  [
    'chargé de partenariats|chargée de partenariats|responsable partenariats',
    'partnershipmanager|partnerschapsverantwoordelijke',
    'partnerships officer|partnership manager',
  ],
  [
    'téléconseiller|téléconseillère|téléopérateur|téléopératrice',
    'callcentermedewerker|telefonist|televerkoper',
    'call centre agent|telesales agent|call center agent',
  ],
  [
    'conseiller clientèle|conseillère clientèle|service client',
    'klantendienstmedewerker|klantenservicemedewerker',
    'customer service advisor|customer service representative',
  ],
  ['acheteur|acheteuse', 'aankoper|inkoper', 'buyer|purchaser|procurement officer'],
  [
    'responsable achats|directeur des achats',
    'aankoopverantwoordelijke|aankoopmanager',
    'purchasing manager|procurement manager',
  ],
  ['key account manager|responsable grands comptes', 'key accountmanager', 'key account manager'],
  [
    'ingénieur commercial|ingénieure commerciale|ingénieur technico-commercial',
    'technisch-commercieel medewerker|sales engineer',
    'sales engineer|technical sales engineer',
  ],
  ['agent immobilier|agente immobilière', 'vastgoedmakelaar|makelaar', 'estate agent|real estate agent'],
  ['courtier en assurances|courtière en assurances', 'verzekeringsmakelaar', 'insurance broker'],
  [
    'chargé de collecte de fonds|chargée de collecte de fonds|fundraiser|responsable de la collecte de fonds',
    'fondsenwerver|fundraiser',
    'fundraiser|fundraising officer',
  ],
  // Marketing and communication
  [
    'chargé de communication|chargée de communication|responsable communication|communicant',
    'communicatiemedewerker|communicatieverantwoordelijke|communicatieadviseur',
    'communications officer|communication officer|communications manager',
  ],
  [
    'responsable marketing|chargé de marketing|chargée de marketing|marketeur',
    'marketingverantwoordelijke|marketeer|marketingmedewerker|marketingmanager',
    'marketing manager|marketing officer|marketer',
  ],
  [
    'community manager|gestionnaire de communauté',
    'community manager',
    'community manager|social media manager',
  ],
  [
    'chargé de campagnes|chargée de campagnes|chargé de sensibilisation',
    'campagnemedewerker|campagneverantwoordelijke',
    'campaign officer|campaigner|awareness campaign officer',
  ],
  [
    'rédacteur web|rédactrice web|rédacteur|rédactrice|concepteur-rédacteur',
    'webredacteur|redacteur|copywriter|tekstschrijver',
    'content writer|copywriter|web writer',
  ],
  [
    'graphiste|infographiste|designer graphique',
    'grafisch vormgever|grafisch ontwerper|graficus',
    'graphic designer',
  ],
  [
    'chargé de relations presse|chargée de relations presse|attaché de presse|attachée de presse',
    'persverantwoordelijke|persattaché|woordvoerder',
    'press officer|media relations officer|spokesperson',
  ],
  [
    'chargé de marketing digital|spécialiste SEO|consultant SEO',
    'online marketeer|SEO-specialist|digitale marketeer',
    'digital marketing officer|SEO specialist|digital marketer',
  ],
  ['vidéaste|monteur vidéo|monteuse vidéo', 'videomaker|videomonteur', 'video editor|videographer'],
  ['photographe', 'fotograaf', 'photographer'],
  [
    'chargé d’événements|chargée d’événements|organisateur d’événements|event manager',
    'evenementenorganisator|eventmanager|evenementenverantwoordelijke',
    'event manager|events officer|event organiser',
  ],
  ['traducteur|traductrice|interprète', 'vertaler|tolk', 'translator|interpreter'],
  // Finance
  [
    'comptable|expert-comptable|aide-comptable|comptabilité',
    'boekhouder|boekhoudster|accountant|boekhouding|boekhoudkundige',
    'accountant|bookkeeper|accounting',
  ],
  [
    'contrôleur de gestion|contrôleuse de gestion|contrôle de gestion',
    'controller|financieel controller|bedrijfscontroller',
    'financial controller|controller|management accountant',
  ],
  [
    'analyste financier|analyste financière|analyste en finance',
    'financieel analist|analist',
    'financial analyst|finance analyst',
  ],
  [
    'chargé de crédit|chargée de crédit|analyste crédit',
    'kredietanalist|kredietadviseur',
    'credit analyst|credit officer|loan officer',
  ],
  [
    'directeur administratif et financier|directrice administrative et financière|directeur financier|DAF',
    'financieel directeur|CFO|financieel en administratief directeur',
    'chief financial officer|CFO|finance director',
  ],
  [
    'gestionnaire de subsides|gestionnaire de subventions|chargé de subsides',
    'subsidiebeheerder|subsidieverantwoordelijke',
    'grants manager|grants officer|funding officer',
  ],
  ['auditeur|auditrice|audit', 'auditor|audit', 'auditor|audit'],
  ['trésorier|trésorière', 'penningmeester|treasurer', 'treasurer'],
  [
    'conseiller bancaire|conseillère bancaire|banquier',
    'bankbediende|bankadviseur|kantoorhouder',
    'bank advisor|bank clerk|banker',
  ],
  [
    'conseiller financier|conseillère financière|conseiller en placements',
    'financieel adviseur|beleggingsadviseur',
    'financial advisor|investment advisor',
  ],
  ['actuaire', 'actuaris', 'actuary'],
  [
    'fiscaliste|conseiller fiscal',
    'fiscalist|belastingadviseur|fiscaal adviseur',
    'tax advisor|tax specialist',
  ],
  [
    'gestionnaire de sinistres',
    'schadebehandelaar|dossierbeheerder schade',
    'claims handler|claims adjuster',
  ],
  [
    'chargé de microcrédit|conseiller en microcrédit',
    'microkredietadviseur',
    'microcredit officer|microfinance officer',
  ],
  [
    'analyste en finance durable|analyste ESG|analyste ISR',
    'analist duurzame financiering|ESG-analist',
    'sustainable finance analyst|ESG analyst',
  ],
  [
    'gestionnaire de portefeuille',
    'portefeuillebeheerder|vermogensbeheerder',
    'portfolio manager|asset manager',
  ],
  ['économiste', 'econoom', 'economist'],
  // Administration
  [
    'assistant administratif|assistante administrative|employé administratif|employée administrative|agent administratif',
    'administratief medewerker|administratief bediende|bediende',
    'administrative assistant|administrative officer|clerk',
  ],
  [
    'secrétaire de direction|assistant de direction|assistante de direction',
    'directiesecretaris|directieassistent|managementassistent',
    'executive assistant|personal assistant|executive secretary',
  ],
  ['secrétaire|secrétariat', 'secretaris|secretaresse|secretariaat', 'secretary'],
  ['office manager|responsable de bureau', 'office manager|kantoormanager', 'office manager'],
  [
    'réceptionniste|agent d’accueil|hôte d’accueil|hôtesse d’accueil',
    'onthaalmedewerker|receptionist|onthaalbediende',
    'receptionist|front desk officer',
  ],
  [
    'gestionnaire administratif|gestionnaire administrative|gestionnaire de dossiers',
    'administratief beheerder|dossierbeheerder',
    'administrator|file manager|case administrator',
  ],
  [
    'coordinateur administratif|coordinatrice administrative',
    'administratief coördinator',
    'administrative coordinator',
  ],
  ['encodeur|encodeuse|opérateur de saisie', 'encodeur|data-entrymedewerker', 'data entry clerk'],
  ['archiviste|documentaliste', 'archivaris|documentalist', 'archivist|documentalist'],
  ['bibliothécaire', 'bibliothecaris', 'librarian'],
  // People and HR
  [
    'chargé de recrutement|chargée de recrutement|recruteur|recruteuse|talent acquisition',
    'recruiter|rekruteerder|rekruteringsverantwoordelijke',
    'recruiter|talent acquisition specialist|recruitment officer',
  ],
  [
    'responsable RH|responsable des ressources humaines|DRH|directeur des ressources humaines',
    'HR-verantwoordelijke|HR-manager|personeelsverantwoordelijke|HR-directeur',
    'HR manager|human resources manager|head of HR|HR director',
  ],
  [
    'gestionnaire de paie|gestionnaire paie|payroll',
    'payrollmedewerker|loonadministratie|payrollverantwoordelijke',
    'payroll officer|payroll administrator',
  ],
  [
    'chargé RH|chargée RH|gestionnaire RH|assistant RH|assistante RH',
    'HR-medewerker|personeelsmedewerker|HR-assistent',
    'HR officer|HR assistant|human resources officer',
  ],
  ['jobcoach|job coach|coach emploi', 'jobcoach|loopbaanbegeleider', 'job coach|employment coach'],
  [
    'conseiller en insertion socioprofessionnelle|conseillère en insertion|conseiller en insertion|chargé d’insertion',
    'trajectbegeleider|arbeidsbemiddelaar|tewerkstellingsbegeleider',
    'employment integration advisor|employment advisor|job placement officer',
  ],
  [
    'chargé de formation|chargée de formation|responsable formation',
    'opleidingsverantwoordelijke|opleidingscoördinator',
    'learning and development officer|training officer|training manager',
  ],
  [
    'conseiller en orientation|conseillère d’orientation|coach de carrière',
    'loopbaancoach|loopbaanadviseur|studiekeuzebegeleider',
    'career coach|careers advisor|career counsellor',
  ],
  [
    'consultant RH|consultante RH|consultant en recrutement',
    'HR-consultant|selectieconsultant',
    'HR consultant|recruitment consultant',
  ],
  // Law
  [
    'juriste|juriste d’entreprise|conseiller juridique',
    'jurist|bedrijfsjurist|juridisch adviseur',
    'legal counsel|legal advisor|lawyer|legal officer',
  ],
  [
    'juriste en droit social|juriste droit du travail',
    'jurist sociaal recht|arbeidsjurist',
    'employment law specialist|employment lawyer',
  ],
  ['avocat|avocate', 'advocaat', 'lawyer|attorney|solicitor|barrister'],
  [
    'avocat en droit de l’environnement|juriste en environnement',
    'advocaat milieurecht|milieujurist',
    'environmental lawyer',
  ],
  [
    'chargé de plaidoyer|chargée de plaidoyer|responsable plaidoyer',
    'beleidsmedewerker advocacy|advocacymedewerker|pleitbezorger',
    'advocacy officer|advocacy manager',
  ],
  [
    'délégué à la protection des données|DPO',
    'functionaris voor gegevensbescherming|DPO',
    'data protection officer|DPO',
  ],
  ['notaire|clerc de notaire', 'notaris|notarisklerk', 'notary|notary clerk'],
  ['huissier de justice', 'gerechtsdeurwaarder', 'bailiff'],
  [
    'paralégal|assistant juridique|assistante juridique',
    'juridisch assistent|paralegal',
    'paralegal|legal assistant',
  ],
  [
    'compliance officer|responsable conformité',
    'compliance officer|complianceverantwoordelijke',
    'compliance officer',
  ],
  ['médiateur|médiatrice', 'bemiddelaar|ombudsman', 'mediator|ombudsman'],
  // Digital
  [
    'développeur|développeuse|développeur web|programmeur|programmeuse|développement',
    'ontwikkelaar|developer|programmeur|softwareontwikkelaar|webontwikkelaar',
    'developer|software developer|programmer|web developer|software engineer',
  ],
  [
    'développeur full-stack|développeuse full-stack',
    'full-stack developer|full-stack ontwikkelaar',
    'full-stack developer|full stack developer',
  ],
  [
    'développeur back-end|développeuse back-end',
    'back-end ontwikkelaar|back-end developer',
    'back-end developer|backend developer',
  ],
  [
    'développeur front-end|développeuse front-end|intégrateur web',
    'front-end ontwikkelaar|front-end developer',
    'front-end developer|frontend developer',
  ],
  [
    'développeur mobile|développeuse mobile',
    'mobiele ontwikkelaar|app-ontwikkelaar',
    'mobile developer|app developer',
  ],
  [
    'designer UX|designer UI|designer UX/UI|UX designer|designer d’interface',
    'UX/UI-designer|UX-designer|UI-designer|interactieontwerper',
    'UX/UI designer|UX designer|UI designer|product designer',
  ],
  [
    'administrateur systèmes et réseaux|administratrice systèmes|administrateur système|administrateur réseau|ingénieur système',
    'systeem- en netwerkbeheerder|systeembeheerder|netwerkbeheerder',
    'systems and network administrator|system administrator|network administrator|sysadmin',
  ],
  [
    'data analyst|analyste de données|analyste data',
    'data-analist|data analyst|gegevensanalist',
    'data analyst',
  ],
  ['data scientist|scientifique des données', 'data scientist', 'data scientist'],
  ['data engineer|ingénieur de données|ingénieur data', 'data engineer|data-ingenieur', 'data engineer'],
  ['product owner|responsable produit', 'product owner', 'product owner'],
  [
    'product manager|chef de produit|cheffe de produit',
    'productmanager|productverantwoordelijke',
    'product manager',
  ],
  [
    'chef de projet informatique|chef de projet IT|chef de projet digital',
    'IT-projectleider|IT-projectmanager',
    'IT project manager|digital project manager',
  ],
  [
    'technicien informatique|technicienne informatique|technicien helpdesk|support informatique',
    'IT-technicus|helpdeskmedewerker|IT-supportmedewerker',
    'IT technician|helpdesk technician|IT support technician',
  ],
  ['administrateur de bases de données|DBA', 'databasebeheerder|DBA', 'database administrator|DBA'],
  ['ingénieur DevOps|DevOps', 'DevOps-engineer|DevOps', 'DevOps engineer|DevOps'],
  [
    'expert en cybersécurité|analyste cybersécurité|analyste en sécurité informatique',
    'cybersecurityspecialist|securityanalist',
    'cybersecurity specialist|security analyst|cyber security analyst',
  ],
  [
    'testeur|testeuse|testeur logiciel|ingénieur QA',
    'softwaretester|tester|QA-engineer',
    'software tester|tester|QA engineer',
  ],
  [
    'architecte logiciel|architecte informatique|architecte solution',
    'softwarearchitect|IT-architect',
    'software architect|solutions architect',
  ],
  ['scrum master|coach agile', 'scrum master|agile coach', 'scrum master|agile coach'],
  [
    'analyste fonctionnel|analyste fonctionnelle|business analyst',
    'functioneel analist|business analist',
    'business analyst|functional analyst',
  ],
  ['webdesigner|web designer', 'webdesigner|webontwerper', 'web designer'],
  // Management and coordination
  [
    'directeur général|directrice générale|CEO|administrateur délégué',
    'algemeen directeur|CEO|gedelegeerd bestuurder',
    'managing director|general manager|director|chief executive officer|CEO',
  ],
  [
    'coordinateur de projet|coordinatrice de projet|coordinateur|coordinatrice',
    'projectcoördinator|coördinator',
    'project coordinator|coordinator',
  ],
  [
    'chef de projet|cheffe de projet|responsable de projet|gestionnaire de projet|chargé de projet|chargée de projet',
    'projectleider|projectmanager|projectverantwoordelijke|projectmedewerker|projectbeheerder',
    'project manager|project lead|project leader|project officer',
  ],
  [
    'chargé de mission|chargée de mission|chargé d’études|chargée d’études',
    'beleidsmedewerker|beleidsadviseur|stafmedewerker',
    'policy officer|policy advisor|research officer',
  ],
  [
    'coordinateur de bénévoles|coordinatrice de bénévoles|responsable des bénévoles',
    'vrijwilligerscoördinator|vrijwilligersverantwoordelijke',
    'volunteer coordinator|volunteer manager',
  ],
  [
    'consultant|consultante|conseiller en gestion',
    'consultant|adviseur|bedrijfsadviseur',
    'consultant|management consultant',
  ],
  [
    'chargé de qualité|responsable qualité|qualiticien',
    'kwaliteitsverantwoordelijke|kwaliteitsmedewerker|kwaliteitscoördinator',
    'quality manager|quality officer|quality assurance officer',
  ],
  [
    'gestionnaire de mobilité|gestionnaire mobilité|responsable mobilité|conseiller en mobilité',
    'mobiliteitsmanager|mobiliteitsadviseur|mobiliteitscoördinator',
    'mobility manager|mobility advisor|mobility officer',
  ],
  [
    'responsable des opérations|directeur des opérations|directrice des opérations',
    'operationeel manager|operations manager|operationeel directeur',
    'operations manager|chief operating officer|head of operations',
  ],
  [
    'chercheur|chercheuse|chargé de recherche|chargée de recherche',
    'onderzoeker|wetenschappelijk medewerker',
    'researcher|research fellow|scientist',
  ],
  ['statisticien|statisticienne', 'statisticus', 'statistician'],
  ['urbaniste', 'stedenbouwkundige|ruimtelijk planner', 'urban planner|town planner'],
  [
    'gestionnaire de patrimoine immobilier|gestionnaire immobilier|property manager',
    'vastgoedbeheerder|property manager',
    'property manager|facility manager',
  ],
  [
    'responsable logistique|directeur logistique',
    'logistiek manager|logistiek verantwoordelijke',
    'logistics manager|supply chain manager',
  ],
  [
    'responsable administratif|responsable administrative',
    'administratief verantwoordelijke|hoofd administratie',
    'administration manager|head of administration',
  ],
]
