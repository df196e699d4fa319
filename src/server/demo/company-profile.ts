/**
 * Building blocks of the company profiles (description, four squares, five circles, team and support
 * texts), in the three languages. `{placeholders}` are filled by the seed.
 */
import type { CompanySize, SectorGroup } from '~/domain/enums'
import type { LegalForm } from './companies'
import type { Localized } from './text'

export type TileText = { title: string; text: string }

export const LEGAL_FORM_PHRASES: Readonly<Record<LegalForm, Localized>> = {
  cooperative: {
    fr: 'une coopérative agréée',
    nl: 'een erkende coöperatie',
    en: 'an accredited cooperative',
  },
  nonprofit: { fr: 'une ASBL', nl: 'een vzw', en: 'a non-profit organisation' },
  social_enterprise: {
    fr: "une entreprise d'économie sociale",
    nl: 'een sociale onderneming',
    en: 'a social enterprise',
  },
  bcorp: {
    fr: 'une entreprise certifiée B Corp',
    nl: 'een B Corp-gecertificeerd bedrijf',
    en: 'a certified B Corp',
  },
  startup: {
    fr: 'une jeune start-up à impact',
    nl: 'een jonge impactstart-up',
    en: 'a young impact start-up',
  },
  foundation: {
    fr: "une fondation d'utilité publique",
    nl: 'een stichting van openbaar nut',
    en: 'a public-interest foundation',
  },
  company: {
    fr: 'une entreprise indépendante',
    nl: 'een onafhankelijk bedrijf',
    en: 'an independent company',
  },
}

export const TEAM_SIZE_PHRASES: Readonly<Record<CompanySize, Localized>> = {
  under_5: { fr: 'moins de cinq personnes', nl: 'minder dan vijf mensen', en: 'fewer than five people' },
  '5_50': { fr: 'une trentaine de personnes', nl: 'een dertigtal mensen', en: 'around thirty people' },
  '50_150': { fr: 'une centaine de personnes', nl: 'een honderdtal mensen', en: 'around a hundred people' },
  '150_1000': {
    fr: 'plusieurs centaines de personnes',
    nl: 'enkele honderden mensen',
    en: 'several hundred people',
  },
  over_1000: {
    fr: 'plus de mille personnes',
    nl: 'meer dan duizend mensen',
    en: 'more than a thousand people',
  },
}

export const ABOUT_TEMPLATE: Localized = {
  fr: 'Fondée en {founded} à {city}, {name} est {form} qui réunit aujourd’hui {team}.',
  nl: '{name} werd in {founded} opgericht in {city} en is {form} met vandaag {team}.',
  en: 'Founded in {founded} in {city}, {name} is {form} that now brings together {team}.',
}

/** A closing paragraph per sector group, and the "impact" square with a figure. */
export const SECTOR_GROUP_TEXTS: Readonly<Record<SectorGroup, { closing: Localized; impact: Localized }>> = {
  finance: {
    closing: {
      fr: "Nous croyons que l'argent est un levier puissant pour financer la transition, à condition de savoir où il va.",
      nl: 'We geloven dat geld een krachtige hefboom is voor de transitie, op voorwaarde dat je weet waar het naartoe gaat.',
      en: 'We believe money is a powerful lever for the transition, as long as you know where it goes.',
    },
    impact: {
      fr: '{figure} millions d’euros orientés vers des projets à impact.',
      nl: '{figure} miljoen euro naar impactprojecten geleid.',
      en: '{figure} million euros channelled into impact projects.',
    },
  },
  consulting: {
    closing: {
      fr: 'Nos missions combinent rigueur méthodologique, écoute et transfert de compétences vers les équipes de nos clients.',
      nl: 'Onze opdrachten combineren methodologische strengheid, luisterbereidheid en kennisoverdracht naar de teams van onze klanten.',
      en: 'Our assignments combine methodological rigour, listening and skills transfer to our clients’ teams.',
    },
    impact: {
      fr: '{figure} organisations accompagnées dans leur transition.',
      nl: '{figure} organisaties begeleid in hun transitie.',
      en: '{figure} organisations guided through their transition.',
    },
  },
  culture_media: {
    closing: {
      fr: 'La culture et l’information sont pour nous des biens communs : nous les rendons accessibles au plus grand nombre.',
      nl: 'Cultuur en informatie zijn voor ons gemeenschappelijke goederen: we maken ze toegankelijk voor zoveel mogelijk mensen.',
      en: 'For us, culture and information are common goods: we make them accessible to as many people as possible.',
    },
    impact: {
      fr: '{figure} spectateurs, lecteurs et participants chaque année.',
      nl: '{figure} toeschouwers, lezers en deelnemers per jaar.',
      en: '{figure} spectators, readers and participants each year.',
    },
  },
  distribution: {
    closing: {
      fr: 'Nous raccourcissons les chaînes d’approvisionnement et rémunérons équitablement les producteurs.',
      nl: 'We maken de bevoorradingsketens korter en betalen producenten een eerlijke prijs.',
      en: 'We shorten supply chains and pay producers fairly.',
    },
    impact: {
      fr: '{figure} tonnes d’emballages évitées par an.',
      nl: '{figure} ton verpakking per jaar vermeden.',
      en: '{figure} tonnes of packaging avoided each year.',
    },
  },
  education_recruitment: {
    closing: {
      fr: 'Nous sommes convaincus que chacun peut apprendre et trouver sa place, avec le bon accompagnement.',
      nl: 'We zijn ervan overtuigd dat iedereen kan leren en zijn plek kan vinden, met de juiste begeleiding.',
      en: 'We are convinced everyone can learn and find their place, with the right support.',
    },
    impact: {
      fr: '{figure} personnes formées ou accompagnées chaque année.',
      nl: '{figure} mensen per jaar opgeleid of begeleid.',
      en: '{figure} people trained or supported each year.',
    },
  },
  food_drink: {
    closing: {
      fr: 'Nous défendons une alimentation locale, de saison et respectueuse des sols comme de ceux qui les cultivent.',
      nl: 'We staan voor lokale, seizoensgebonden voeding die de bodem respecteert, net als de mensen die hem bewerken.',
      en: 'We stand for local, seasonal food that respects the soil and those who farm it.',
    },
    impact: {
      fr: '{figure} hectares cultivés sans pesticides de synthèse.',
      nl: '{figure} hectare geteeld zonder synthetische pesticiden.',
      en: '{figure} hectares farmed without synthetic pesticides.',
    },
  },
  associations: {
    closing: {
      fr: 'Notre action repose sur la solidarité, la participation des personnes concernées et l’indépendance.',
      nl: 'Onze werking steunt op solidariteit, inspraak van de betrokkenen en onafhankelijkheid.',
      en: 'Our work rests on solidarity, the participation of the people concerned, and independence.',
    },
    impact: {
      fr: '{figure} bénéficiaires soutenus l’an dernier.',
      nl: '{figure} mensen vorig jaar ondersteund.',
      en: '{figure} people supported last year.',
    },
  },
  health: {
    closing: {
      fr: 'Nous voulons une santé accessible, humaine et préventive, qui prend le temps de la relation.',
      nl: 'We willen toegankelijke, menselijke en preventieve zorg die tijd maakt voor de relatie.',
      en: 'We want accessible, humane and preventive healthcare that takes time for the relationship.',
    },
    impact: {
      fr: '{figure} patients accompagnés chaque mois.',
      nl: '{figure} patiënten per maand begeleid.',
      en: '{figure} patients cared for every month.',
    },
  },
  energy: {
    closing: {
      fr: 'La transition énergétique doit être citoyenne et juste : chaque kilowattheure produit profite au territoire.',
      nl: 'De energietransitie moet van en voor de burgers zijn: elke kilowattuur komt de regio ten goede.',
      en: 'The energy transition must be citizen-led and fair: every kilowatt-hour produced benefits the region.',
    },
    impact: {
      fr: '{figure} ménages alimentés en électricité verte.',
      nl: '{figure} gezinnen voorzien van groene stroom.',
      en: '{figure} households powered with green electricity.',
    },
  },
  circular_economy: {
    closing: {
      fr: 'Chaque objet réparé ou réemployé, c’est moins de déchets et souvent un emploi local de plus.',
      nl: 'Elk hersteld of hergebruikt voorwerp betekent minder afval en vaak een extra lokale job.',
      en: 'Every object repaired or reused means less waste and often one more local job.',
    },
    impact: {
      fr: '{figure} tonnes d’objets détournées des déchets.',
      nl: '{figure} ton spullen van de afvalberg gered.',
      en: '{figure} tonnes of goods kept out of landfill.',
    },
  },
  mobility_housing: {
    closing: {
      fr: 'Nous rendons la ville plus respirable et le logement plus durable, sans laisser personne de côté.',
      nl: 'We maken de stad leefbaarder en wonen duurzamer, zonder iemand achter te laten.',
      en: 'We make cities more liveable and housing more sustainable, leaving no one behind.',
    },
    impact: {
      fr: '{figure} tonnes de CO₂ évitées en un an.',
      nl: '{figure} ton CO₂ vermeden in één jaar.',
      en: '{figure} tonnes of CO₂ avoided in a year.',
    },
  },
  tech_services: {
    closing: {
      fr: 'Nous construisons un numérique ouvert, sobre et accessible, au service de l’intérêt général.',
      nl: 'We bouwen aan een open, zuinige en toegankelijke digitale wereld in dienst van het algemeen belang.',
      en: 'We build open, frugal and accessible digital services for the public good.',
    },
    impact: {
      fr: '{figure} citoyens utilisent nos outils chaque mois.',
      nl: '{figure} burgers gebruiken elke maand onze tools.',
      en: '{figure} citizens use our tools every month.',
    },
  },
}

export const SQUARE_TITLES = {
  mission: { fr: 'Notre mission', nl: 'Onze missie', en: 'Our mission' },
  impact: { fr: 'Notre impact', nl: 'Onze impact', en: 'Our impact' },
  values: { fr: 'Nos valeurs', nl: 'Onze waarden', en: 'Our values' },
  place: { fr: 'Où nous trouver', nl: 'Waar vind je ons', en: 'Where to find us' },
} as const satisfies Record<string, Localized>

export const PLACE_TEMPLATE: Localized = {
  fr: 'Notre équipe travaille depuis {city} et se déplace là où nos projets nous appellent.',
  nl: 'Ons team werkt vanuit {city} en trekt erop uit waar onze projecten ons nodig hebben.',
  en: 'Our team works from {city} and travels wherever our projects take us.',
}

export const VALUES: readonly Localized[] = [
  { fr: 'coopération', nl: 'samenwerking', en: 'cooperation' },
  { fr: 'transparence', nl: 'transparantie', en: 'transparency' },
  { fr: 'audace', nl: 'durf', en: 'boldness' },
  { fr: 'bienveillance', nl: 'zorgzaamheid', en: 'kindness' },
  { fr: 'exigence', nl: 'ambitie', en: 'high standards' },
  { fr: 'solidarité', nl: 'solidariteit', en: 'solidarity' },
  { fr: 'sobriété', nl: 'soberheid', en: 'frugality' },
  { fr: 'créativité', nl: 'creativiteit', en: 'creativity' },
  { fr: 'ancrage local', nl: 'lokale verankering', en: 'local roots' },
]

export const VALUES_SENTENCE: Localized = {
  fr: 'Au quotidien, nous cultivons {a}, {b} et {c}.',
  nl: 'Elke dag zetten we in op {a}, {b} en {c}.',
  en: 'Every day we practise {a}, {b} and {c}.',
}

/** The "five circles": what working there offers. */
export const BENEFITS: readonly Localized<TileText>[] = [
  {
    fr: { title: 'Télétravail', text: 'Deux jours par semaine à la maison, avec un équipement fourni.' },
    nl: { title: 'Thuiswerk', text: 'Twee dagen per week thuiswerk, met aangeleverde uitrusting.' },
    en: { title: 'Remote work', text: 'Two days a week from home, with equipment provided.' },
  },
  {
    fr: { title: 'Formation', text: 'Un budget formation annuel et du temps pour apprendre.' },
    nl: { title: 'Opleiding', text: 'Een jaarlijks opleidingsbudget en tijd om bij te leren.' },
    en: { title: 'Training', text: 'A yearly training budget and time to learn.' },
  },
  {
    fr: { title: 'Mobilité douce', text: 'Abonnement de transport en commun remboursé et indemnité vélo.' },
    nl: { title: 'Zachte mobiliteit', text: 'Terugbetaald openbaarvervoerabonnement en fietsvergoeding.' },
    en: { title: 'Green commuting', text: 'Public transport pass refunded and a cycling allowance.' },
  },
  {
    fr: { title: 'Horaires flexibles', text: 'Des horaires adaptés à la vie de famille.' },
    nl: { title: 'Flexibele uren', text: 'Werkuren die passen bij je gezinsleven.' },
    en: { title: 'Flexible hours', text: 'Working hours that fit family life.' },
  },
  {
    fr: { title: 'Chèques-repas', text: 'Des chèques-repas et un lunch partagé chaque vendredi.' },
    nl: { title: 'Maaltijdcheques', text: 'Maaltijdcheques en elke vrijdag een gedeelde lunch.' },
    en: { title: 'Meal vouchers', text: 'Meal vouchers and a shared lunch every Friday.' },
  },
  {
    fr: { title: 'Congés', text: 'Des jours de congé en plus du minimum légal.' },
    nl: { title: 'Verlof', text: 'Extra verlofdagen bovenop het wettelijke minimum.' },
    en: { title: 'Time off', text: 'Extra days off on top of the legal minimum.' },
  },
  {
    fr: { title: 'Gouvernance partagée', text: 'Chaque membre de l’équipe participe aux grandes décisions.' },
    nl: { title: 'Gedeeld bestuur', text: 'Elk teamlid neemt deel aan de grote beslissingen.' },
    en: { title: 'Shared governance', text: 'Every team member takes part in major decisions.' },
  },
  {
    fr: {
      title: 'Écart salarial limité',
      text: 'Le salaire le plus haut ne dépasse pas quatre fois le plus bas.',
    },
    nl: { title: 'Beperkte loonkloof', text: 'Het hoogste loon is hoogstens vier keer het laagste.' },
    en: { title: 'Limited pay gap', text: 'The highest salary is at most four times the lowest.' },
  },
  {
    fr: {
      title: 'Assurance hospitalisation',
      text: 'Une assurance hospitalisation pour vous et votre famille.',
    },
    nl: { title: 'Hospitalisatieverzekering', text: 'Een hospitalisatieverzekering voor jou en je gezin.' },
    en: { title: 'Health insurance', text: 'Hospital insurance for you and your family.' },
  },
  {
    fr: { title: 'Journées solidaires', text: 'Deux jours par an pour s’engager dans une association.' },
    nl: { title: 'Solidariteitsdagen', text: 'Twee dagen per jaar om je in te zetten voor een vereniging.' },
    en: { title: 'Volunteering days', text: 'Two days a year to volunteer for a charity.' },
  },
]

export const TEAM_TEMPLATES: readonly Localized[] = [
  {
    fr: 'Notre équipe a une moyenne d’âge de {age} ans et compte {women} % de femmes. On y cultive l’entraide, le feedback et une bonne dose d’humour.',
    nl: 'Ons team is gemiddeld {age} jaar oud en bestaat voor {women} % uit vrouwen. We zetten in op hulpvaardigheid, feedback en een flinke dosis humor.',
    en: 'Our team has an average age of {age} and is {women}% women. We value mutual help, feedback and a good dose of humour.',
  },
  {
    fr: 'Des profils variés, {women} % de femmes et une moyenne d’âge de {age} ans : ce qui nous rassemble, c’est l’envie d’être utiles.',
    nl: 'Uiteenlopende profielen, {women} % vrouwen en een gemiddelde leeftijd van {age} jaar: wat ons bindt, is de wil om nuttig te zijn.',
    en: 'Diverse backgrounds, {women}% women and an average age of {age}: what brings us together is the wish to be useful.',
  },
  {
    fr: 'Avec une moyenne d’âge de {age} ans et {women} % de femmes, l’équipe mélange jeunes diplômés et profils expérimentés qui aiment transmettre.',
    nl: 'Met een gemiddelde leeftijd van {age} jaar en {women} % vrouwen mengt het team pas afgestudeerden met ervaren profielen die graag kennis doorgeven.',
    en: 'With an average age of {age} and {women}% women, the team mixes recent graduates and experienced people who love to pass on what they know.',
  },
]

export const SUPPORT_TEMPLATES: readonly Localized[] = [
  {
    fr: 'Chaque nouvelle recrue est accompagnée par un parrain ou une marraine pendant ses trois premiers mois chez {name}.',
    nl: 'Elke nieuwe collega wordt de eerste drie maanden bij {name} begeleid door een peter of meter.',
    en: 'Every newcomer at {name} is paired with a buddy for their first three months.',
  },
  {
    fr: 'Chez {name}, un entretien de développement a lieu deux fois par an et chacun peut proposer de nouveaux projets.',
    nl: 'Bij {name} is er twee keer per jaar een ontwikkelingsgesprek en kan iedereen nieuwe projecten voorstellen.',
    en: 'At {name}, development reviews happen twice a year and anyone can propose new projects.',
  },
  {
    fr: '{name} finance des formations et du coaching pour que chacun puisse évoluer vers le métier qui lui correspond.',
    nl: '{name} betaalt opleidingen en coaching zodat iedereen kan groeien naar de job die bij hem of haar past.',
    en: '{name} funds training and coaching so everyone can grow into the job that suits them.',
  },
]
