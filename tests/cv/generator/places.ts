/**
 * Fictional people and organisations in real Belgian places. Names and organisations are invented (any
 * likeness is accidental); universities, hautes écoles, hogescholen and training bodies are real, as they
 * would be on a real CV.
 */
import type { CvLang } from '../schema'

export type Gender = 'f' | 'm'
export type L3<T = string> = { fr: T; nl: T; en: T }
export type Region = 'bxl' | 'wal' | 'vl' | 'abroad'

export interface FirstName {
  name: string
  gender: Gender
}

export const FIRST_NAMES: Record<CvLang, FirstName[]> = {
  fr: [
    { name: 'Amélie', gender: 'f' },
    { name: 'Noémie', gender: 'f' },
    { name: 'Anne-Sophie', gender: 'f' },
    { name: 'Marie-Hélène', gender: 'f' },
    { name: 'Gaëlle', gender: 'f' },
    { name: 'Hélène', gender: 'f' },
    { name: 'Inès', gender: 'f' },
    { name: 'Zoé', gender: 'f' },
    { name: 'Céline', gender: 'f' },
    { name: 'Yasmina', gender: 'f' },
    { name: 'Mathilde', gender: 'f' },
    { name: 'Aurélie', gender: 'f' },
    { name: 'Fatima-Zahra', gender: 'f' },
    { name: 'Chloé', gender: 'f' },
    { name: 'Jean-Philippe', gender: 'm' },
    { name: 'Benoît', gender: 'm' },
    { name: 'François', gender: 'm' },
    { name: 'Loïc', gender: 'm' },
    { name: 'Maël', gender: 'm' },
    { name: 'Jérôme', gender: 'm' },
    { name: 'Sébastien', gender: 'm' },
    { name: 'Karim', gender: 'm' },
    { name: 'Théo', gender: 'm' },
    { name: 'Pierre-Yves', gender: 'm' },
    { name: 'Grégoire', gender: 'm' },
    { name: 'Mehdi', gender: 'm' },
  ],
  nl: [
    { name: 'Lotte', gender: 'f' },
    { name: 'Sien', gender: 'f' },
    { name: 'Fien', gender: 'f' },
    { name: 'Elke', gender: 'f' },
    { name: 'Hanne', gender: 'f' },
    { name: 'Ann-Sophie', gender: 'f' },
    { name: 'Marie-Louise', gender: 'f' },
    { name: 'Liesbeth', gender: 'f' },
    { name: 'Noor', gender: 'f' },
    { name: 'Aïcha', gender: 'f' },
    { name: 'Febe', gender: 'f' },
    { name: 'Eline', gender: 'f' },
    { name: 'Pieter-Jan', gender: 'm' },
    { name: 'Wout', gender: 'm' },
    { name: 'Jens', gender: 'm' },
    { name: 'Bram', gender: 'm' },
    { name: 'Thibault', gender: 'm' },
    { name: 'Seppe', gender: 'm' },
    { name: 'Stijn', gender: 'm' },
    { name: 'Kobe', gender: 'm' },
    { name: 'Yusuf', gender: 'm' },
    { name: 'Jef', gender: 'm' },
    { name: 'Arne', gender: 'm' },
    { name: 'Jan-Willem', gender: 'm' },
  ],
  en: [
    { name: 'Sarah', gender: 'f' },
    { name: 'Olivia', gender: 'f' },
    { name: 'Priya', gender: 'f' },
    { name: 'Giulia', gender: 'f' },
    { name: 'Ana', gender: 'f' },
    { name: 'Zofia', gender: 'f' },
    { name: 'Ciara', gender: 'f' },
    { name: 'Léa', gender: 'f' },
    { name: 'Daniel', gender: 'm' },
    { name: 'Mateusz', gender: 'm' },
    { name: 'Lukas', gender: 'm' },
    { name: 'Tomás', gender: 'm' },
    { name: 'Samuel', gender: 'm' },
    { name: 'Ravi', gender: 'm' },
    { name: 'Jonas', gender: 'm' },
    { name: 'Emre', gender: 'm' },
  ],
}

/** Family names, some with particles or apostrophes (the casing a Belgian register uses). */
export const LAST_NAMES: Record<CvLang, string[]> = {
  fr: [
    'Lambert',
    'Dubois',
    'Leclercq',
    'Lejeune',
    'Renard',
    'Delvaux',
    'Goffin',
    'Collard',
    'Lemaire',
    'Dumont',
    'de Lannoy',
    'de Hemptinne',
    'Van den Broeck',
    'Vande Velde',
    'El Amrani',
    'Benali',
    'Nguyen',
    'Da Silva',
    'Mukendi',
    'Hennebert',
    'Detilleux',
    'Wéry',
  ],
  nl: [
    'Peeters',
    'Janssens',
    'Maes',
    'Claes',
    'Goossens',
    'Vermeulen',
    'De Smet',
    'Van Damme',
    'Op de Beeck',
    'Vanden Bossche',
    "D'Hondt",
    "t'Kint",
    'Van der Linden',
    'Verhaegen',
    'De Wilde',
    'Van Acker',
    'Dierickx',
    'Yilmaz',
    'Vanderstraeten',
    'Claeys',
  ],
  en: [
    'Kowalski',
    'Rossi',
    'Murphy',
    'Fernández',
    'Sharma',
    'Novak',
    'Schneider',
    'Van Hoof',
    'Demir',
    'Okafor',
    'Lindqvist',
    'Nowak',
    'Costa',
    'Mertens',
  ],
}

export interface City {
  key: string
  name: L3
  postcode: string
  region: Region
  /** Landline prefix without the leading 0 (2 = Brussels, 81 = Namur, …). */
  zone: string
}

const city = (
  key: string,
  fr: string,
  nl: string,
  en: string,
  postcode: string,
  region: Region,
  zone: string,
) => ({ key, name: { fr, nl, en }, postcode, region, zone }) satisfies City

export const CITIES: City[] = [
  city('bxl', 'Bruxelles', 'Brussel', 'Brussels', '1000', 'bxl', '2'),
  city('ixelles', 'Ixelles', 'Elsene', 'Ixelles', '1050', 'bxl', '2'),
  city('schaerbeek', 'Schaerbeek', 'Schaarbeek', 'Schaerbeek', '1030', 'bxl', '2'),
  city('saint-gilles', 'Saint-Gilles', 'Sint-Gillis', 'Saint-Gilles', '1060', 'bxl', '2'),
  city('anderlecht', 'Anderlecht', 'Anderlecht', 'Anderlecht', '1070', 'bxl', '2'),
  city('etterbeek', 'Etterbeek', 'Etterbeek', 'Etterbeek', '1040', 'bxl', '2'),
  city('molenbeek', 'Molenbeek-Saint-Jean', 'Sint-Jans-Molenbeek', 'Molenbeek', '1080', 'bxl', '2'),
  city('jette', 'Jette', 'Jette', 'Jette', '1090', 'bxl', '2'),
  city('liege', 'Liège', 'Luik', 'Liège', '4000', 'wal', '4'),
  city('namur', 'Namur', 'Namen', 'Namur', '5000', 'wal', '81'),
  city('charleroi', 'Charleroi', 'Charleroi', 'Charleroi', '6000', 'wal', '71'),
  city('mons', 'Mons', 'Bergen', 'Mons', '7000', 'wal', '65'),
  city('lln', 'Louvain-la-Neuve', 'Louvain-la-Neuve', 'Louvain-la-Neuve', '1348', 'wal', '10'),
  city('ottignies', 'Ottignies', 'Ottignies', 'Ottignies', '1340', 'wal', '10'),
  city('wavre', 'Wavre', 'Waver', 'Wavre', '1300', 'wal', '10'),
  city('nivelles', 'Nivelles', 'Nijvel', 'Nivelles', '1400', 'wal', '67'),
  city('tournai', 'Tournai', 'Doornik', 'Tournai', '7500', 'wal', '69'),
  city('arlon', 'Arlon', 'Aarlen', 'Arlon', '6700', 'wal', '63'),
  city('verviers', 'Verviers', 'Verviers', 'Verviers', '4800', 'wal', '87'),
  city('huy', 'Huy', 'Hoei', 'Huy', '4500', 'wal', '85'),
  city('gembloux', 'Gembloux', 'Gembloers', 'Gembloux', '5030', 'wal', '81'),
  city('la-louviere', 'La Louvière', 'La Louvière', 'La Louvière', '7100', 'wal', '64'),
  city('gent', 'Gand', 'Gent', 'Ghent', '9000', 'vl', '9'),
  city('antwerpen', 'Anvers', 'Antwerpen', 'Antwerp', '2000', 'vl', '3'),
  city('leuven', 'Louvain', 'Leuven', 'Leuven', '3000', 'vl', '16'),
  city('brugge', 'Bruges', 'Brugge', 'Bruges', '8000', 'vl', '50'),
  city('mechelen', 'Malines', 'Mechelen', 'Mechelen', '2800', 'vl', '15'),
  city('hasselt', 'Hasselt', 'Hasselt', 'Hasselt', '3500', 'vl', '11'),
  city('kortrijk', 'Courtrai', 'Kortrijk', 'Kortrijk', '8500', 'vl', '56'),
  city('aalst', 'Alost', 'Aalst', 'Aalst', '9300', 'vl', '53'),
  city('sint-niklaas', 'Saint-Nicolas', 'Sint-Niklaas', 'Sint-Niklaas', '9100', 'vl', '3'),
  city('genk', 'Genk', 'Genk', 'Genk', '3600', 'vl', '89'),
  city('oostende', 'Ostende', 'Oostende', 'Ostend', '8400', 'vl', '59'),
  city('roeselare', 'Roulers', 'Roeselare', 'Roeselare', '8800', 'vl', '51'),
  city('turnhout', 'Turnhout', 'Turnhout', 'Turnhout', '2300', 'vl', '14'),
  city('vilvoorde', 'Vilvorde', 'Vilvoorde', 'Vilvoorde', '1800', 'vl', '2'),
  city('lier', 'Lierre', 'Lier', 'Lier', '2500', 'vl', '3'),
  city('dendermonde', 'Termonde', 'Dendermonde', 'Dendermonde', '9200', 'vl', '52'),
  city('ieper', 'Ypres', 'Ieper', 'Ypres', '8900', 'vl', '57'),
  city('geel', 'Geel', 'Geel', 'Geel', '2440', 'vl', '14'),
  city('amsterdam', 'Amsterdam', 'Amsterdam', 'Amsterdam', '1012', 'abroad', ''),
  city('lille', 'Lille', 'Rijsel', 'Lille', '59000', 'abroad', ''),
  city('lisbon', 'Lisbonne', 'Lissabon', 'Lisbon', '1100', 'abroad', ''),
  city('krakow', 'Cracovie', 'Krakau', 'Kraków', '31-000', 'abroad', ''),
  city('valencia', 'Valence', 'Valencia', 'Valencia', '46001', 'abroad', ''),
]

export const cityByKey = (key: string): City => {
  const found = CITIES.find((c) => c.key === key)
  if (!found) throw new Error(`unknown city ${key}`)
  return found
}

/** Street names by region, for the address line (the extractor must keep only the city). */
export const STREETS: Record<'fr' | 'nl', string[]> = {
  fr: [
    'Rue de la Station',
    'Avenue des Tilleuls',
    'Chaussée de Waterloo',
    'Rue du Marché',
    'Rue des Tanneurs',
    'Place Communale',
    'Rue Haute',
    'Avenue de la Couronne',
    'Rue des Glycines',
    'Boulevard Kleyer',
  ],
  nl: [
    'Kerkstraat',
    'Stationsstraat',
    'Molenstraat',
    'Veldstraat',
    'Dorpsstraat',
    'Brugse Poort',
    'Kapelstraat',
    'Lange Lozanastraat',
    'Tiensestraat',
    'Sint-Pietersnieuwstraat',
  ],
}

export type Sector =
  | 'energy'
  | 'social'
  | 'culture'
  | 'health'
  | 'digital'
  | 'comms'
  | 'admin'
  | 'logistics'
  | 'food'
  | 'research'
  | 'policy'
  | 'education'
  | 'retail'
  | 'school'

export interface Organisation {
  name: string
  /** Which CVs it suits: a French-speaking organisation, a Flemish one, an international one. */
  side: CvLang
  city: string
  sectors: Sector[]
}

const org = (name: string, side: CvLang, cityKey: string, ...sectors: Sector[]): Organisation => ({
  name,
  side,
  city: cityKey,
  sectors,
})

export const ORGANISATIONS: Organisation[] = [
  // French-speaking side
  org('Les Jardins de la Senne asbl', 'fr', 'anderlecht', 'food', 'social', 'education'),
  org('Atelier Vélo Solidaire asbl', 'fr', 'saint-gilles', 'logistics', 'social'),
  org('Énergie Citoyenne du Condroz SCRL', 'fr', 'huy', 'energy', 'admin', 'comms'),
  org('Coopérative Terre & Toit', 'fr', 'namur', 'energy', 'admin', 'policy'),
  org('Le Relais du Quartier asbl', 'fr', 'schaerbeek', 'social', 'education', 'culture'),
  org('Maison médicale des Trois Rivières', 'fr', 'liege', 'health', 'social'),
  org('Fondation Horizon Jeunesse', 'fr', 'ixelles', 'social', 'education', 'comms', 'admin'),
  org('Alpha Plus Hainaut asbl', 'fr', 'mons', 'education', 'social'),
  org('Centre culturel de la Dyle', 'fr', 'wavre', 'culture', 'comms', 'education'),
  org('Théâtre du Pont-Levis', 'fr', 'liege', 'culture', 'comms'),
  org("Agence régionale pour l'Habitat durable", 'fr', 'namur', 'policy', 'energy', 'research'),
  org("Office bruxellois de l'Inclusion numérique", 'fr', 'bxl', 'policy', 'digital', 'education'),
  org('Clinique Sainte-Aldegonde', 'fr', 'charleroi', 'health', 'admin'),
  org('Brasserie du Faubourg SRL', 'fr', 'tournai', 'food', 'logistics', 'retail'),
  org('Medialab Meuse SA', 'fr', 'liege', 'digital', 'comms'),
  org('Ingénierie Verte SRL', 'fr', 'lln', 'energy', 'research', 'digital'),
  org('Ressourcerie du Val SCRL', 'fr', 'ottignies', 'logistics', 'energy', 'social'),
  org('Épicerie solidaire Le Panier Partagé', 'fr', 'molenbeek', 'food', 'social', 'retail'),
  org('Numérique Pour Tous asbl', 'fr', 'charleroi', 'digital', 'education', 'social'),
  org('CPAS de Verviers', 'fr', 'verviers', 'social', 'admin'),
  org('Mutualité Entraide Wallonie', 'fr', 'nivelles', 'health', 'admin', 'social'),
  org('Librairie Point Virgule', 'fr', 'namur', 'retail'),
  org('Supermarché Le Marché Frais', 'fr', 'gembloux', 'retail', 'food'),
  org("Restaurant L'Épi d'Or", 'fr', 'mons', 'food', 'retail'),
  org('Fédération des Maisons de Jeunes du Brabant', 'fr', 'wavre', 'education', 'social', 'admin'),
  org('Athénée royal de Wavre', 'fr', 'wavre', 'school', 'education'),
  org('Institut Saint-Joseph', 'fr', 'namur', 'school', 'education'),
  // Flemish side
  org('Klimaatwerf cv', 'nl', 'gent', 'energy', 'admin', 'comms'),
  org('De Groene Pomp vzw', 'nl', 'antwerpen', 'energy', 'education'),
  org('Fietsatelier Vooruit vzw', 'nl', 'gent', 'logistics', 'social'),
  org('Kringloopwinkel De Schakel vzw', 'nl', 'mechelen', 'logistics', 'social', 'retail'),
  org('Buurtwerk Noord vzw', 'nl', 'antwerpen', 'social', 'culture', 'education'),
  org('Wijkgezondheidscentrum De Brug', 'nl', 'gent', 'health', 'social'),
  org('AZ Oosterveld', 'nl', 'kortrijk', 'health', 'admin'),
  org('Cultuurhuis De Ploeg', 'nl', 'hasselt', 'culture', 'comms'),
  org('Vlaams Agentschap voor Circulair Bouwen', 'nl', 'mechelen', 'policy', 'energy', 'research'),
  org('Stad Leuven – Dienst Duurzaamheid', 'nl', 'leuven', 'policy', 'energy'),
  org('DataWaal NV', 'nl', 'kortrijk', 'digital', 'research'),
  org('Lumen Consulting BV', 'nl', 'gent', 'digital', 'admin', 'comms'),
  org('Sunnyfield Solar NV', 'nl', 'hasselt', 'energy', 'admin', 'logistics'),
  org('Voedselteam Leuven vzw', 'nl', 'leuven', 'food', 'social'),
  org('Stadsboerderij De Kiem vzw', 'nl', 'gent', 'food', 'education'),
  org('Taalpunt Limburg vzw', 'nl', 'genk', 'education', 'social'),
  org('Onderzoekscentrum Bodem & Water', 'nl', 'leuven', 'research', 'energy'),
  org('Boekhandel Het Leesteken', 'nl', 'brugge', 'retail'),
  org('Supermarkt Versmarkt', 'nl', 'aalst', 'retail', 'food'),
  org('Brasserie De Markt', 'nl', 'mechelen', 'food', 'retail'),
  org('OCMW Roeselare', 'nl', 'roeselare', 'social', 'admin'),
  org('Jeugdhuis De Kelder vzw', 'nl', 'turnhout', 'education', 'culture', 'social'),
  org('Sint-Lievenscollege', 'nl', 'gent', 'school', 'education'),
  org('Atheneum Mechelen', 'nl', 'mechelen', 'school', 'education'),
  // International side (mostly Brussels)
  org('Green Transition Network AISBL', 'en', 'bxl', 'policy', 'comms', 'energy'),
  org('EuroCommons Network', 'en', 'bxl', 'policy', 'research', 'admin'),
  org('Urban Data Collective', 'en', 'bxl', 'digital', 'research'),
  org('Brussels Food Hub', 'en', 'anderlecht', 'food', 'logistics', 'social'),
  org('Open Health Alliance', 'en', 'etterbeek', 'health', 'policy', 'comms'),
  org('Northwind Analytics SRL', 'en', 'leuven', 'digital', 'admin'),
  org('Refugee Welcome Desk', 'en', 'bxl', 'social', 'education'),
  org('Climate Classrooms', 'en', 'antwerpen', 'education', 'energy'),
  org('Fundación Mar Abierto', 'en', 'valencia', 'research', 'social', 'energy'),
  org('Canal Makers Studio', 'en', 'amsterdam', 'digital', 'comms', 'culture'),
  org('Fundacja Zielony Kraków', 'en', 'krakow', 'policy', 'energy', 'social'),
  org('The Corner Café', 'en', 'ixelles', 'food', 'retail'),
  org('Brussels International Academy', 'en', 'etterbeek', 'school', 'education'),
]

export type SchoolKind = 'university' | 'college' | 'training' | 'secondary'

export interface School {
  name: string
  side: CvLang
  kind: SchoolKind
  /** Printed after the school on some CVs (never part of the truth's school). */
  city: string | null
}

const school = (name: string, side: CvLang, kind: SchoolKind, cityKey: string | null = null): School => ({
  name,
  side,
  kind,
  city: cityKey,
})

export const SCHOOLS: School[] = [
  school('Université libre de Bruxelles', 'fr', 'university', 'bxl'),
  school('ULB', 'fr', 'university', 'bxl'),
  school('UCLouvain', 'fr', 'university', 'lln'),
  school('Université de Liège', 'fr', 'university'),
  school('Université de Namur', 'fr', 'university'),
  school('UMONS', 'fr', 'university', 'mons'),
  school('Université Saint-Louis', 'fr', 'university', 'bxl'),
  school('Haute École Léonard de Vinci', 'fr', 'college', 'bxl'),
  school('HELMo', 'fr', 'college', 'liege'),
  school('Haute École de la Province de Liège', 'fr', 'college'),
  school('Haute École Louvain en Hainaut', 'fr', 'college', 'mons'),
  school('ICHEC Brussels Management School', 'fr', 'college'),
  school('EPHEC', 'fr', 'college', 'bxl'),
  school('IHECS', 'fr', 'college', 'bxl'),
  school('Haute École Galilée', 'fr', 'college', 'bxl'),
  school('Hénallux', 'fr', 'college', 'namur'),
  school('Bruxelles Formation', 'fr', 'training'),
  school('Le Forem', 'fr', 'training', 'namur'),
  school('IFAPME', 'fr', 'training', 'charleroi'),
  school('Interface3', 'fr', 'training', 'bxl'),
  school('Cefora', 'fr', 'training'),
  school('Athénée royal de Gembloux', 'fr', 'secondary'),
  school('Institut Sainte-Marie', 'fr', 'secondary', 'namur'),
  school('Collège Saint-Hadelin', 'fr', 'secondary', 'verviers'),
  school('Lycée Martin V', 'fr', 'secondary', 'lln'),
  school('KU Leuven', 'nl', 'university'),
  school('Universiteit Gent', 'nl', 'university'),
  school('UGent', 'nl', 'university'),
  school('Vrije Universiteit Brussel', 'nl', 'university'),
  school('Universiteit Antwerpen', 'nl', 'university'),
  school('UHasselt', 'nl', 'university', 'hasselt'),
  school('HOGENT', 'nl', 'college', 'gent'),
  school('Arteveldehogeschool', 'nl', 'college', 'gent'),
  school('AP Hogeschool', 'nl', 'college', 'antwerpen'),
  school('Thomas More', 'nl', 'college', 'mechelen'),
  school('Odisee', 'nl', 'college', 'bxl'),
  school('Erasmushogeschool Brussel', 'nl', 'college'),
  school('Hogeschool VIVES', 'nl', 'college', 'kortrijk'),
  school('Hogeschool PXL', 'nl', 'college', 'hasselt'),
  school('Karel de Grote Hogeschool', 'nl', 'college', 'antwerpen'),
  school('Syntra Vlaanderen', 'nl', 'training'),
  school('VDAB', 'nl', 'training'),
  school('CVO Antwerpen', 'nl', 'training'),
  school('Sint-Jozefscollege', 'nl', 'secondary', 'aalst'),
  school('Koninklijk Atheneum', 'nl', 'secondary', 'mechelen'),
  school('Sint-Barbaracollege', 'nl', 'secondary', 'gent'),
  school('Vrije Universiteit Brussel (VUB)', 'en', 'university'),
  school('Ghent University', 'en', 'university'),
  school('KU Leuven', 'en', 'university'),
  school('University of Antwerp', 'en', 'university'),
  school('Vesalius College', 'en', 'college', 'bxl'),
  school('Université libre de Bruxelles (ULB)', 'en', 'university'),
  school('University of Warsaw', 'en', 'university'),
  school('Universidad Complutense de Madrid', 'en', 'university'),
  school('University College Dublin', 'en', 'university'),
  school('University of Bologna', 'en', 'university'),
  school('Coursera', 'en', 'training'),
  school('Scrum.org', 'en', 'training'),
  school('European School Brussels II', 'en', 'secondary'),
]
