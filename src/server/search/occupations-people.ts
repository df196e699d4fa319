import type { Occupation } from './occupations'

/** Occupations with people: health, social work, education, culture, media, sport. */
export const PEOPLE_OCCUPATIONS: readonly Occupation[] = [
  // Health
  [
    'infirmier|infirmière|infirmier à domicile|infirmière à domicile',
    'verpleegkundige|verpleger|verpleegster|thuisverpleegkundige',
    'nurse|home care nurse|registered nurse',
  ],
  ['infirmier en chef|infirmière en chef', 'hoofdverpleegkundige', 'head nurse|nurse manager'],
  [
    'aide-soignant|aide-soignante',
    'zorgkundige|verzorgende',
    'care assistant|nursing assistant|healthcare assistant',
  ],
  [
    'aide familial|aide familiale|aide à domicile',
    'gezinshelper|verzorgende thuiszorg|thuishulp',
    'home help|home carer|family carer',
  ],
  [
    'aide ménager|aide ménagère|titre-service',
    'poetshulp|huishoudhulp|dienstenchequemedewerker',
    'home cleaner|domestic helper',
  ],
  [
    'éducateur spécialisé|éducatrice spécialisée|éducateur|éducatrice',
    'opvoeder|opvoeder-begeleider|begeleider',
    'specialised educator|special needs educator|support worker',
  ],
  [
    'assistant social|assistante sociale|travailleur social|travailleuse sociale',
    'maatschappelijk werker|sociaal werker|maatschappelijk assistent',
    'social worker',
  ],
  [
    'psychologue|psychologue clinicien',
    'psycholoog|klinisch psycholoog',
    'psychologist|clinical psychologist',
  ],
  ['psychothérapeute', 'psychotherapeut', 'psychotherapist'],
  ['médecin généraliste|médecin|généraliste', 'huisarts|dokter', 'GP|general practitioner|doctor|physician'],
  ['médecin spécialiste', 'arts-specialist', 'medical specialist|consultant physician'],
  [
    'kinésithérapeute|kiné|physiothérapeute',
    'kinesitherapeut|kinesist|fysiotherapeut',
    'physiotherapist|physical therapist',
  ],
  ['ergothérapeute', 'ergotherapeut', 'occupational therapist'],
  ['logopède|orthophoniste', 'logopedist', 'speech therapist|speech and language therapist'],
  ['diététicien|diététicienne|nutritionniste', 'diëtist|voedingsdeskundige', 'dietitian|nutritionist'],
  ['sage-femme', 'vroedvrouw|verloskundige', 'midwife'],
  ['pharmacien|pharmacienne', 'apotheker', 'pharmacist'],
  [
    'assistant en pharmacie|assistante en pharmacie|préparateur en pharmacie',
    'farmaceutisch-technisch assistent|apothekersassistent',
    'pharmacy assistant|pharmacy technician',
  ],
  ['dentiste', 'tandarts', 'dentist'],
  ['assistant dentaire|assistante dentaire', 'tandartsassistent', 'dental assistant|dental nurse'],
  ['ambulancier|ambulancière', 'ambulancier', 'paramedic|ambulance technician'],
  [
    'technologue de laboratoire|laborantin|laborantine',
    'laborant|laboratoriumtechnoloog',
    'laboratory technician|lab technician',
  ],
  [
    'technologue en imagerie médicale|manipulateur en radiologie',
    'medisch beeldvormingstechnoloog|radiologisch laborant',
    'radiographer|medical imaging technologist',
  ],
  ['secrétaire médical|secrétaire médicale', 'medisch secretaris|medisch secretaresse', 'medical secretary'],
  ['psychomotricien|psychomotricienne', 'psychomotorisch therapeut', 'psychomotor therapist'],
  ['ostéopathe', 'osteopaat', 'osteopath'],
  ['vétérinaire', 'dierenarts', 'vet|veterinarian|veterinary surgeon'],
  [
    'auxiliaire de soins|aide aux personnes âgées',
    'ouderenzorger|woonzorgmedewerker',
    'elderly care worker|care worker',
  ],
  ['coordinateur de soins|coordinatrice de soins', 'zorgcoördinator', 'care coordinator'],
  [
    'promoteur de santé|promotrice de santé|chargé de promotion de la santé',
    'gezondheidspromotor|preventiewerker gezondheid',
    'health promotion officer|health promoter',
  ],
  [
    'chercheur clinique|attaché de recherche clinique',
    'klinisch onderzoeker|clinical research associate',
    'clinical research associate|clinical researcher',
  ],
  [
    'médiateur interculturel|médiatrice interculturelle',
    'interculturele bemiddelaar',
    'intercultural mediator',
  ],
  ['sexologue', 'seksuoloog', 'sexologist'],
  // Social work and integration
  [
    'animateur socioculturel|animatrice socioculturelle|animateur|animatrice',
    'sociaal-cultureel werker|animator',
    'community worker|activity leader|animator',
  ],
  [
    'travailleur de rue|travailleuse de rue|éducateur de rue',
    'straathoekwerker',
    'street worker|outreach worker',
  ],
  [
    'accompagnateur social|accompagnatrice sociale|accompagnateur',
    'sociaal begeleider|woonbegeleider',
    'social support worker|support worker',
  ],
  [
    'puériculteur|puéricultrice|accueillant d’enfants|accueillante d’enfants',
    'kinderverzorger|kinderbegeleider|onthaalouder',
    'childcare worker|nursery nurse|childminder',
  ],
  [
    'aide à la jeunesse|délégué à l’aide à la jeunesse',
    'jeugdconsulent|jeugdhulpverlener',
    'youth care worker|youth support worker',
  ],
  [
    'conseiller en logement|conseillère en logement',
    'woonconsulent|huisvestingsadviseur',
    'housing advisor|housing officer',
  ],
  [
    'gestionnaire de maison d’accueil|responsable d’hébergement',
    'verantwoordelijke opvanghuis',
    'shelter manager',
  ],
  ['interprète en langue des signes', 'tolk Vlaamse Gebarentaal|gebarentolk', 'sign language interpreter'],
  ['coach de vie|coach', 'coach|life coach', 'coach|life coach'],
  ['aumônier|conseiller moral|conseillère morale', 'moreel consulent|pastor', 'chaplain|pastoral counsellor'],
  // Education
  [
    'formateur|formatrice|formateur pour adultes',
    'opleider|trainer|lesgever',
    'trainer|instructor|adult educator',
  ],
  ['enseignant|enseignante|professeur|professeure', 'leerkracht|leraar|lerares|docent', 'teacher|lecturer'],
  [
    'enseignant en école de devoirs|animateur d’école de devoirs',
    'huiswerkbegeleider',
    'homework club teacher|homework tutor|tutor',
  ],
  [
    'formateur en alphabétisation|formatrice en alphabétisation',
    'lesgever alfabetisering|alfabetiseringsleerkracht',
    'literacy trainer|literacy teacher',
  ],
  [
    'animateur jeunesse|animatrice jeunesse|animateur de jeunes',
    'jeugdwerker|jeugdbegeleider',
    'youth worker|youth leader',
  ],
  [
    'professeur de langue|professeure de langue|enseignant de langue|professeur de français|professeur de néerlandais',
    'taalleerkracht|taaldocent|leerkracht Nederlands|leerkracht Frans',
    'language teacher|French teacher|Dutch teacher',
  ],
  [
    'coordinateur pédagogique|coordinatrice pédagogique|conseiller pédagogique',
    'pedagogisch coördinator|pedagogisch adviseur|pedagogisch begeleider',
    'education coordinator|educational advisor|pedagogical coordinator',
  ],
  [
    'instituteur|institutrice|instituteur primaire|enseignant primaire',
    'leerkracht lager onderwijs|onderwijzer|onderwijzeres|juf|meester',
    'primary school teacher|primary teacher',
  ],
  [
    'instituteur maternel|institutrice maternelle',
    'kleuterleidster|kleuteronderwijzer|kleuterleerkracht',
    'nursery teacher|kindergarten teacher|preschool teacher',
  ],
  [
    'professeur de mathématiques|professeur de maths',
    'leerkracht wiskunde|wiskundeleraar',
    'maths teacher|math teacher',
  ],
  [
    'directeur d’école|directrice d’école',
    'schooldirecteur|directeur basisschool',
    'head teacher|headteacher|school principal',
  ],
  [
    'éducateur scolaire|surveillant|surveillante',
    'opvoeder secundair|toezichter|leerlingbegeleider',
    'school supervisor|pastoral support',
  ],
  ['logopède scolaire|orthopédagogue', 'orthopedagoog', 'remedial educator|special education teacher'],
  [
    'assistant de recherche|assistante de recherche|doctorant|doctorante',
    'onderzoeksassistent|doctoraatsstudent|doctorandus',
    'research assistant|PhD student|doctoral researcher',
  ],
  [
    'professeur d’université|professeure d’université|chargé de cours',
    'hoogleraar|professor|docent hoger onderwijs',
    'professor|university lecturer|lecturer',
  ],
  ['moniteur|monitrice|moniteur de stage', 'monitor|begeleider', 'instructor|monitor'],
  [
    'formateur informatique|formatrice informatique|formateur numérique',
    'ICT-lesgever|digitale coach',
    'IT trainer|digital skills trainer',
  ],
  [
    'guide-animateur|médiateur scientifique',
    'wetenschapscommunicator',
    'science communicator|science educator',
  ],
  // Culture and media
  [
    'chargé de médiation culturelle|médiateur culturel|médiatrice culturelle',
    'cultuurbemiddelaar|publiekswerker|educatief medewerker',
    'cultural outreach officer|cultural mediator|audience development officer',
  ],
  [
    'régisseur|régisseuse|régisseur général|technicien de scène',
    'technisch regisseur|podiumtechnicus|regisseur',
    'stage manager|stage technician|technical manager',
  ],
  [
    'chargé de production|chargée de production|producteur|productrice',
    'productieverantwoordelijke|productieleider|producent',
    'production coordinator|producer|production manager',
  ],
  [
    'animateur d’ateliers|animatrice d’ateliers|animateur d’ateliers créatifs',
    'begeleider creatieve workshops|workshopbegeleider',
    'creative workshop facilitator|workshop facilitator|workshop leader',
  ],
  [
    'programmateur culturel|programmatrice culturelle|programmateur',
    'programmator|programmamaker',
    'programme curator|programmer|programme manager',
  ],
  ['journaliste|reporter', 'journalist|reporter|verslaggever', 'journalist|reporter'],
  [
    'éditeur|éditrice|secrétaire de rédaction|rédacteur en chef',
    'eindredacteur|uitgever|hoofdredacteur|redacteur',
    'editor|publisher|editor in chief',
  ],
  [
    'commissaire d’exposition|curateur|curatrice',
    'curator|tentoonstellingsmaker',
    'curator|exhibition curator',
  ],
  ['guide de musée|guide conférencier', 'museumgids|gids', 'museum guide|tour guide'],
  [
    'conservateur|conservatrice|conservateur de musée',
    'conservator|museumconservator',
    'museum curator|conservator',
  ],
  ['comédien|comédienne|acteur|actrice', 'acteur|actrice', 'actor|actress'],
  ['musicien|musicienne', 'muzikant', 'musician'],
  ['danseur|danseuse', 'danser|danseres', 'dancer'],
  ['technicien du son|ingénieur du son|sonorisateur', 'geluidstechnicus', 'sound engineer|sound technician'],
  ['éclairagiste|technicien lumière', 'lichttechnicus', 'lighting technician'],
  ['scénographe', 'scenograaf', 'set designer|scenographer'],
  ['illustrateur|illustratrice', 'illustrator', 'illustrator'],
  [
    'animateur radio|animatrice radio|présentateur|présentatrice',
    'radiopresentator|presentator',
    'radio presenter|presenter|host',
  ],
  ['podcasteur|podcasteuse|producteur de podcast', 'podcastmaker', 'podcast producer|podcaster'],
  ['réalisateur|réalisatrice', 'regisseur film|filmmaker', 'film director|filmmaker'],
  [
    'chargé de billetterie|chargée de billetterie|responsable billetterie',
    'ticketingverantwoordelijke|ticketingmedewerker',
    'box office officer|ticketing officer',
  ],
  ['artiste|plasticien|plasticienne', 'kunstenaar|beeldend kunstenaar', 'artist|visual artist'],
  ['libraire', 'boekhandelaar|boekverkoper', 'bookseller'],
  ['correcteur|correctrice|relecteur', 'corrector|proeflezer', 'proofreader'],
  // Sport
  [
    'éducateur sportif|éducatrice sportive|moniteur sportif|coach sportif',
    'sportbegeleider|sportcoach|sportmonitor',
    'sports coach|sports instructor|fitness instructor',
  ],
  ['entraîneur|entraîneuse', 'trainer|coach', 'coach|trainer'],
  ['maître-nageur|maître nageur|sauveteur', 'redder|zwemleraar', 'lifeguard|swimming instructor'],
]
