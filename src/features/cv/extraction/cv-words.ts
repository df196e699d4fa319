/**
 * Word lists the entry rules read with (French, Dutch, English, matched on folded text): contract words,
 * what organisations, posts, schools and diplomas are called, and cities abroad a Belgian CV names.
 */
import type { ContractType, DiplomaType } from '~/domain/enums'
import { lookupPlace } from '~/server/places/gazetteer'

/** Longest phrases first in each alternation: "contract van bepaalde duur" before "bepaalde duur". */
export const CONTRACTS: [ContractType, RegExp][] = [
  [
    'cdi',
    /\b(contrat a duree indeterminee|contract van onbepaalde duur|onbepaalde duur|cdi|vast contract|vaste aanstelling|vaste benoeming|permanent contract|open[- ]ended contract|open[- ]ended|permanent)\b/,
  ],
  [
    'cdd',
    /\b(contrat a duree determinee|contract van bepaalde duur|contrat de remplacement|bepaalde duur|cdd|tijdelijk contract|fixed[- ]term contract|fixed[- ]term|temporary contract|replacement contract|vervangingscontract|remplacement)\b/,
  ],
  ['stage', /\b(stage de fin d'etudes|stages?|stagiaire|stagiair|internships?|intern)\b/],
  [
    'job_etudiant',
    /\b(jobs? etudiants?|jobs? d'etudiant|contrat etudiant|etudiant jobiste|jobiste|etudiante?|student jobs?|studentenjobs?|jobstudent|job student|vakantiejobs?|vakantiewerk|summer jobs?|holiday jobs?|jobs? de vacances|jobs? d.ete|working student|werkstudent)\b/,
  ],
  [
    'benevolat',
    /\b(benevolat|benevole|vrijwilligerswerk|vrijwilliger|vrijwillige|vrijwillig|volunteering|volunteer|voluntary)\b/,
  ],
  ['flexi_job', /\b(flexi[- ]?jobs?)\b/],
  ['service_citoyen', /\b(jeune en service citoyen|service citoyen|burgerdienst|civic service)\b/],
  [
    'autres',
    /\b(interimaire|interim|uitzendarbeid|uitzendkracht|agency work|freelance|independante?|zelfstandige|self-employed|consultant independant)\b/,
  ],
]

/**
 * Contract words that also name the person's role ("Stagiaire juriste", "Vrijwilliger", "Bénévole à
 * l'épicerie", "Social work intern"): they stay in the post.
 */
export const ROLE_CONTRACT_WORDS =
  /\b(stagiaire|stagiair|intern|benevole|vrijwilliger|vrijwillige|volunteer|jeune en service citoyen|jobiste)\b/

/** Legal forms, printed at the end of an organisation's name ("Klimaatwerf cv", "Medialab Meuse SA"). */
export const LEGAL_FORM =
  /\s(asbl|a\.s\.b\.l\.?|aisbl|vzw|v\.z\.w\.?|ivzw|sa|s\.a\.|nv|n\.v\.|bv|bvba|srl|sprl|scrl|sc|scs|cv|cvba|cvso|coop|se|ltd|llc|inc|gmbh|sas|sarl|plc|ag|spa|sl|oy|ab)\.?$/

/** Words that name an organisation (its kind), wherever they stand in it. */
export const ORGANISATION_WORDS =
  /\b(fondation|foundation|fundacion|fundacja|fundacao|stichting|association|vereniging|federation|federatie|centre|centrum|center|maison|huis|ville|stad|commune|gemeente|cpas|ocmw|province|provincie|ministere|ministerie|spf|fod|region|gewest|agence|agency|agentschap|bureau|office|dienst|mutualite|mutualiteit|ziekenfonds|hopital|ziekenhuis|hospital|clinique|kliniek|clinic|universite|universiteit|university|hogeschool|haute ecole|ecole|school|college|athenee|atheneum|lycee|institut|instituut|institute|academie|academy|group|groupe|groep|network|netwerk|reseau|cooperative|cooperatie|company|compagnie|studio|lab|labo|atelier|brasserie|restaurant|cafe|hotel|winkel|shop|store|epicerie|supermarche|bank|banque|collective|collectif|collectief|alliance|platform|plateforme|fonds|fund|trust|partners|consulting|solutions|services|international|ngo|ong|mission|ministry|council|conseil|raad|commission|commissie|parlement|parliament|museum|musee|theatre|theater|bibliotheque|bibliotheek|library|creche|kinderdagverblijf|maison medicale|wijkgezondheidscentrum|hub|asbl|vzw|wzc|woonzorgcentrum|rusthuis|maison de repos|crèche|creche|opvang|ziekenhuizen|az)\b/

/** Words of job titles in the three languages. */
export const POST_WORDS =
  /\b(charge|chargee|coordinat\w*|co[oö]rdinat\w*|responsable|medewerk\w*|manager|officer|assistant\w*|consultant\w*|stagiair\w*|animat\w*|conseill\w*|developer|developpeu\w*|ontwikkelaar|adviseur|advisor|adviser|educat\w*|opvoed\w*|projet|project\w*|verantwoordelijke|directeu\w*|director|directrice|teamleader|team lead\w*|analyst\w*|analiste|analyste|ingenieur|engineer|designer|ontwerper|juriste|jurist|comptable|boekhoud\w*|accountant|vendeu\w*|verkoper|sales|communicat\w*|marketing|secretaire|secretaris|gestionnaire|beheerder|technicien\w*|technieker|technician|onderzoeker|chercheu\w*|researcher|docent|enseignant\w*|leerkracht|teacher|trainer|formateu\w*|coach|begeleider|accompagnat\w*|assistent|intern|stagiaire|benevole|vrijwilliger|volunteer|lead|leader|head|hoofd|chef|cheffe|fondateur|fondatrice|founder|oprichter|zaakvoerder|gerant\w*|administrat\w*|employe\w*|bediende|logisti\w*|magasini\w*|magazijnier|chauffeur|driver|infirmi\w*|verpleeg\w*|nurse|maatschappelijk|assistant social|travailleu\w*|worker|werker|medewerker|specialist|specialiste|expert|agent|operator|operateur|receptionist\w*|onthaal\w*|accueil|caissi\w*|kassier\w*|serveu\w*|server|waiter|waitress|kok|cuisinier|cook|mecanicien|monteur|mechanic|tutor|tuteur|mentor|member|membre|lid|administrateur|administratrice|president|voorzitter|treasurer|tresorier|penningmeester|guide|gids|leider|moniteur|monitrice|planner|recruiter|recruteur|buyer|acheteu\w*|aankoper|redacteur|redactrice|editor|journalist\w*|writer|auteur|photographe|fotograaf|photographer|trainee|apprenti\w*|leerling|student)\b/

/**
 * A word that names someone by what she does: French -eur/-euse/-rice/-ier/-iste, Dutch -er/-ster/-aar,
 * English -er/-or/-ist/-ant. In French the head word comes first ("Chargée de …"), in Dutch and
 * English last ("Urban farmer", "Fietshersteller").
 */
export const AGENT_NOUN =
  /(?:eur|euse|rice|ier|iere|iste|ien|ienne|er|ster|aar|or|ist|ant|ante|ent|ente|kundige)$/

export const SCHOOL_WORDS =
  /\b(universite|universiteit|university|universidad|universidade|universita|universitat|hochschule|fachhochschule|escuela|escola|instituto|istituto|politecnico|polytechnique|polytechnic|hogeschool|haute ecole|ecole|school|college|athenee|atheneum|lycee|lyceum|institut|instituut|institute|academie|academy|centre de formation|vdab|forem|bruxelles formation|syntra|ifapme|efp|ichec|solvay|vlerick|ucl|uclouvain|ulb|vub|ugent|kul|ku leuven|uliege|ulg|umons|unamur|uantwerpen|uhasselt|odisee|howest|artevelde|karel de grote|thomas more|ucll|pxl|vives|helmo|hel|henallux|he vinci|heh|ephec|ihecs|isib|campus|coursera|edx|openclassrooms|google|becode|interface3|hogent|ap hogeschool|erasmushogeschool|scrum\.org|pmi|axelos|cevora|cefora|epfc|iepscf|promotion sociale|cvo|volwassenenonderwijs)\b/

export const DIPLOMA_WORDS =
  /\b(master|ma|msc|mba|bachelier|bachelor|ba|bsc|licence|licencie|licentiaat|graduat|graduaat|doctorat|doctoraat|phd|doctorate|certificat|certificate|certification|getuigschrift|certificaat|attest|diplome|diploma|cess|secondaire|secundair|aso|tso|bso|humanites|opleiding|formation|training|cursus|cours|course|postgraduat|postgraduaat|specialisation|agregation|ingenieur|engineer|degree|mooc|bootcamp|foundation|practitioner)\b/

export const DIPLOMA_TYPES: [DiplomaType, RegExp][] = [
  // Secondary school first: "Certificat d'enseignement secondaire supérieur" is not a certificate.
  [
    'other',
    /\b(cess|enseignement secondaire|secondaire superieur|humanites|diploma secundair|secundair onderwijs|high school|secondary school|baccalaureat)\b/,
  ],
  ['doctorate', /\b(doctorat|doctoraat|phd|ph\.d|doctorate|doctor)\b/],
  [
    'master',
    /\b(master|masters|msc|mba|ma|licence|licencie|licentiaat|licenciatura|laurea magistrale|diplom-ingenieur|ingenieur civil|master's|postmaster|master-na-master)\b/,
  ],
  [
    'bachelor',
    /\b(bachelier|bachelor|bachelors|bachelor's|ba|bsc|graduat|graduaat|professionele bachelor|bachelier professionnalisant)\b/,
  ],
  [
    'certificate',
    /\b(certificat|certificate|certification|certified|getuigschrift|certificaat|attest|attestation|brevet|postgraduat|postgraduaat|beroepstitel|titre professionnel)\b/,
  ],
  ['training', /\b(formation|opleiding|training|cursus|cours|course|workshop|mooc|bootcamp|bijscholing)\b/],
]

/** Whether a name printed alone is a place: Belgian, or a city abroad (the gazetteer's rules). */
export const isCityName = (name: string) => lookupPlace(name.trim()) !== null
