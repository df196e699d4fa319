/** Translated labels of the domain enums: one place, used by cards, filters and forms. */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CofounderSection } from '~/domain/cofounder-project-form'
import { SPONSORED_CAMPAIGN_DAYS, VIDEO_CAPSULE_MINUTES } from '~/domain/constants'
import type {
  ArticleCategory,
  CofounderFeature,
  CofounderMaturity,
  CofounderPlan,
  CompanySize,
  ContactSubject,
  ContentLanguage,
  ContractType,
  JobCategory,
  OfferStatus,
  PodcastDuration,
  PodcastTheme,
  RangeKind,
  Region,
  RegionGroup,
  RemotePolicy,
  SdgGoal,
  Sector,
  SectorGroup,
} from '~/domain/enums'
import { REGION_GROUPS, SECTOR_GROUPS } from '~/domain/enums'

export const CONTRACT_TYPE_LABELS: Record<ContractType, MessageDescriptor> = {
  cdi: msg`CDI`,
  cdd: msg`CDD`,
  service_citoyen: msg`Service citoyen`,
  stage: msg`Stage`,
  job_etudiant: msg`Job étudiant`,
  benevolat: msg`Bénévolat`,
  autres: msg`Autre contrat`,
  flexi_job: msg`Flexi-job`,
}

/** An offer's status as its organisation sees it (docs/product.md#data: draft, published, archived). */
export const OFFER_STATUS_LABELS: Record<OfferStatus, MessageDescriptor> = {
  draft: msg`Brouillon`,
  published: msg`En ligne`,
  archived: msg`Archivée`,
  closed: msg`Clôturée`,
}

/** The forms of a salary or experience range in the offer editor (docs/product.md#limits). */
export const RANGE_KIND_LABELS: Record<RangeKind, MessageDescriptor> = {
  equal: msg`Exactement`,
  less_than: msg`Moins de`,
  more_than: msg`Plus de`,
  between: msg`Entre deux valeurs`,
}

export const REMOTE_POLICY_LABELS: Record<RemotePolicy, MessageDescriptor> = {
  remote_not_authorized: msg`Sur place`,
  remote_half_authorized: msg`Télétravail partiel`,
  remote_complete_possible: msg`Télétravail complet possible`,
}

export const REGION_LABELS: Record<Region, MessageDescriptor> = {
  brussels_capital: msg`Bruxelles-Capitale`,
  liege: msg`Liège`,
  namur: msg`Namur`,
  luxembourg: msg`Luxembourg`,
  walloon_brabant: msg`Brabant wallon`,
  hainaut: msg`Hainaut`,
  limburg: msg`Limbourg`,
  antwerp: msg`Anvers`,
  east_flanders: msg`Flandre orientale`,
  west_flanders: msg`Flandre occidentale`,
  flemish_brabant: msg`Brabant flamand`,
  abroad: msg`Autre / étranger`,
  internet: msg`En ligne (formation)`,
}

export const REGION_GROUP_LABELS: Record<RegionGroup, MessageDescriptor> = {
  brussels: msg`Région de Bruxelles-Capitale`,
  wallonia: msg`Wallonie`,
  flanders: msg`Flandre`,
  elsewhere: msg`Ailleurs`,
}

/** Shown where an offer or company has no zone. */
const BELGIUM_LABEL = msg`Belgique`

/** Where an offer or project is: its region, or Belgium when it names none. */
export const regionLabel = (region: Region | null): MessageDescriptor =>
  region ? REGION_LABELS[region] : BELGIUM_LABEL

/** The zones an organisation works in, or Belgium when it names none. */
export const zonesText = (i18n: I18n, zones: readonly Region[]): string =>
  zones.length === 0 ? i18n._(BELGIUM_LABEL) : zones.map((zone) => i18n._(REGION_LABELS[zone])).join(', ')

export const JOB_CATEGORY_LABELS: Record<JobCategory, MessageDescriptor> = {
  sales: msg`Vente`,
  marketing: msg`Marketing et communication`,
  finance: msg`Finance et comptabilité`,
  tech: msg`Informatique et tech`,
  hospitality: msg`Horeca`,
  retail: msg`Commerce de détail`,
  hr: msg`Ressources humaines`,
  health: msg`Santé et social`,
  crafts: msg`Artisanat`,
  admin: msg`Administration`,
  mobility: msg`Mobilité et logistique`,
  construction: msg`Construction`,
  culture: msg`Culture`,
  environment: msg`Environnement`,
  security: msg`Sécurité`,
  tourism: msg`Tourisme`,
  csr: msg`RSE et durabilité`,
  law: msg`Juridique`,
  education: msg`Enseignement et formation`,
  engineering: msg`Ingénierie`,
  other: msg`Autre métier`,
}

export const COMPANY_SIZE_LABELS: Record<CompanySize, MessageDescriptor> = {
  under_5: msg`Moins de 5 personnes`,
  '5_50': msg`5 à 50 personnes`,
  '50_150': msg`50 à 150 personnes`,
  '150_1000': msg`150 à 1000 personnes`,
  over_1000: msg`Plus de 1000 personnes`,
}

export const SECTOR_GROUP_LABELS: Record<SectorGroup, MessageDescriptor> = {
  finance: msg`Banque, assurance et finance`,
  consulting: msg`Conseil et audit`,
  culture_media: msg`Culture et médias`,
  distribution: msg`Distribution`,
  education_recruitment: msg`Éducation et recrutement`,
  food_drink: msg`Alimentation et boissons`,
  associations: msg`Associations`,
  health: msg`Santé`,
  energy: msg`Énergie`,
  circular_economy: msg`Économie circulaire`,
  mobility_housing: msg`Mobilité et logement`,
  tech_services: msg`Tech et services`,
}

export const SECTOR_LABELS: Record<Sector, MessageDescriptor> = {
  bank: msg`Banque`,
  insurance: msg`Assurance`,
  ethical_finance: msg`Finance éthique`,
  consulting: msg`Conseil`,
  audit: msg`Audit`,
  culture: msg`Culture`,
  media: msg`Médias`,
  publishing: msg`Édition`,
  retail_trade: msg`Commerce`,
  wholesale: msg`Commerce de gros`,
  ecommerce: msg`E-commerce`,
  education: msg`Éducation`,
  training: msg`Formation`,
  recruitment: msg`Recrutement`,
  agriculture: msg`Agriculture`,
  food: msg`Alimentation`,
  drinks: msg`Boissons`,
  ngo: msg`ONG`,
  social_economy: msg`Économie sociale`,
  foundation: msg`Fondation`,
  care: msg`Soins`,
  pharma: msg`Pharmacie`,
  wellbeing: msg`Bien-être`,
  renewable_energy: msg`Énergies renouvelables`,
  energy_efficiency: msg`Efficacité énergétique`,
  recycling: msg`Recyclage`,
  second_hand: msg`Seconde main`,
  eco_design: msg`Écoconception`,
  mobility: msg`Mobilité`,
  construction: msg`Construction durable`,
  housing: msg`Logement`,
  software: msg`Logiciel`,
  public_services: msg`Services publics`,
}

export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, MessageDescriptor> = {
  pricing: msg`Demande de tarifs`,
  press: msg`Presse`,
  partnership: msg`Partenariat`,
  other: msg`Autre`,
  coFounder: msg`Section cofondateur`,
  bug: msg`Bug sur le site`,
  podcast: msg`Section podcast`,
}

/** The 17 UN sustainable development goals (their official French short names). */
export const SDG_LABELS: Record<SdgGoal, MessageDescriptor> = {
  1: msg`Pas de pauvreté`,
  2: msg`Faim « zéro »`,
  3: msg`Bonne santé et bien-être`,
  4: msg`Éducation de qualité`,
  5: msg`Égalité entre les sexes`,
  6: msg`Eau propre et assainissement`,
  7: msg`Énergie propre et d'un coût abordable`,
  8: msg`Travail décent et croissance économique`,
  9: msg`Industrie, innovation et infrastructure`,
  10: msg`Inégalités réduites`,
  11: msg`Villes et communautés durables`,
  12: msg`Consommation et production responsables`,
  13: msg`Mesures relatives à la lutte contre les changements climatiques`,
  14: msg`Vie aquatique`,
  15: msg`Vie terrestre`,
  16: msg`Paix, justice et institutions efficaces`,
  17: msg`Partenariats pour la réalisation des objectifs`,
}

export const ARTICLE_CATEGORY_LABELS: Record<ArticleCategory, MessageDescriptor> = {
  career_tips: msg`Conseils carrière`,
  impact_stories: msg`Histoires d'impact`,
  portraits: msg`Portraits`,
  news: msg`Actualités`,
}

/** The four stages of a co-founder project, from the first idea to growth. */
export const COFOUNDER_MATURITY_LABELS: Record<CofounderMaturity, MessageDescriptor> = {
  idea: msg`Idée`,
  creation: msg`Création`,
  startup: msg`Start-up`,
  scaleup: msg`Scale-up`,
}

export const COFOUNDER_PLAN_LABELS: Record<CofounderPlan, MessageDescriptor> = {
  free: msg`Publication gratuite`,
  paid: msg`Offre accompagnée`,
}

const [videoMin, videoMax] = VIDEO_CAPSULE_MINUTES

/** The optional visibility features of the co-founder offer (docs/product.md#data, #limits). */
export const COFOUNDER_FEATURE_LABELS: Record<CofounderFeature, MessageDescriptor> = {
  featured_announcement: msg`Annonce mise en avant`,
  newsletter_insert: msg`Encart dans la newsletter`,
  sponsored_campaign: msg`Campagne sponsorisée de ${SPONSORED_CAMPAIGN_DAYS} jours sur les réseaux sociaux`,
  dedicated_social_post: msg`Publication dédiée sur nos réseaux sociaux`,
  ad_writing: msg`Rédaction de l'annonce`,
  photo_shoot: msg`Séance photo`,
  video_capsule: msg`Capsule vidéo de ${videoMin} à ${videoMax} minutes`,
}

/** Tag on content written in another language than the page's ("in Dutch"). */
export const WRITTEN_IN_LABELS: Record<ContentLanguage, MessageDescriptor> = {
  fr: msg`En français`,
  nl: msg`En néerlandais`,
  en: msg`En anglais`,
}

export const PODCAST_THEME_LABELS: Record<PodcastTheme, MessageDescriptor> = {
  well_being: msg`Bien-être`,
  inspiring: msg`Parcours inspirants`,
  failure: msg`Échec`,
  transition: msg`Transition`,
  hr: msg`Ressources humaines`,
  personal_development: msg`Développement personnel`,
  impact: msg`Impact`,
  future: msg`Futur du travail`,
  entrepreneurship: msg`Entrepreneuriat`,
  burnout: msg`Burn-out`,
  meaning: msg`Sens au travail`,
}

export const PODCAST_DURATION_LABELS: Record<PodcastDuration, MessageDescriptor> = {
  under_30: msg`Moins de 30 min`,
  '30_120': msg`De 30 à 120 min`,
  over_120: msg`Plus de 120 min`,
}

/** The language a content is written or spoken in (not the interface's). */
export const CONTENT_LANGUAGE_LABELS: Record<ContentLanguage, MessageDescriptor> = {
  fr: msg`Français`,
  nl: msg`Néerlandais`,
  en: msg`Anglais`,
}

/** The labels of the list filters' values, by docs/product.md#data filter key (job and company lists). */
export const FILTER_VALUE_LABELS = {
  zones: REGION_LABELS,
  remote: REMOTE_POLICY_LABELS,
  contrat_type: CONTRACT_TYPE_LABELS,
  number_employes: COMPANY_SIZE_LABELS,
  sector_activity: SECTOR_LABELS,
  category_metier: JOB_CATEGORY_LABELS,
  reponse: { rapide: msg`Répond rapidement` },
} satisfies Record<string, Record<string, MessageDescriptor>>

export type FilterGrouping = {
  groups: Readonly<Record<string, readonly string[]>>
  labels: Readonly<Record<string, MessageDescriptor>>
}

/** The two-level filters: a group (with its select-all box) and its values. */
export const FILTER_GROUPINGS: Partial<Record<keyof typeof FILTER_VALUE_LABELS, FilterGrouping>> = {
  zones: { groups: REGION_GROUPS, labels: REGION_GROUP_LABELS },
  sector_activity: { groups: SECTOR_GROUPS, labels: SECTOR_GROUP_LABELS },
}

/** The sections of a co-founder project page (the page titles "about" with the founder's name). */
export const COFOUNDER_SECTION_LABELS: Record<CofounderSection, MessageDescriptor> = {
  aboutFounder: msg`À propos de la personne fondatrice`,
  projectDescription: msg`Description du projet`,
  whyThisProject: msg`Pourquoi ce projet ?`,
  theProject: msg`Le projet`,
  researchedProfile: msg`Profil recherché`,
  remuneration: msg`Rémunération`,
  extras: msg`Les petits plus`,
  inspiringPerson: msg`Une personne qui l'inspire`,
  dreamedSuperpower: msg`Son super-pouvoir rêvé`,
  passion: msg`Sa passion`,
  sustainabilityCommitments: msg`Engagements de durabilité`,
}
