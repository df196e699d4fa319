import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import {
  BellRing,
  Briefcase,
  Handshake,
  Headphones,
  type LucideIcon,
  Sparkles,
  UserPlus,
  Users,
} from 'lucide-react'
import { css } from 'styled-system/css'
import { useAuthUser } from '~/features/auth/use-auth'
import { LocalizedLink } from '~/i18n/localized-link'
import type { RouteName, RouteParams } from '~/i18n/paths'
import { button } from '~/ui/button'
import { iconBubble } from '~/ui/hero'

type BannerContent = {
  icon: LucideIcon
  title: MessageDescriptor
  text: MessageDescriptor
  action: MessageDescriptor
  route: RouteName
  params?: RouteParams
  search?: Record<string, string>
  /** Who sees it: everyone, or only visitors who are (not) signed in. */
  audience: 'all' | 'visitors' | 'members'
}

/** The promotional banners of spec §2, one place for their copy and destination. */
const BANNERS = {
  createAccount: {
    icon: UserPlus,
    title: msg`Créez votre profil en deux minutes`,
    text: msg`Postulez en quelques clics, gardez vos offres préférées et recevez celles qui vous ressemblent.`,
    action: msg`Créer mon compte`,
    route: 'login',
    search: { tab: 'register' },
    audience: 'visitors',
  },
  aiProfile: {
    icon: Sparkles,
    title: msg`Votre profil rempli à partir de votre CV`,
    text: msg`Importez votre CV en PDF : notre IA remplit votre profil en 10 à 20 secondes. Il ne vous reste qu’à vérifier.`,
    action: msg`Essayer avec mon CV`,
    route: 'login',
    search: { tab: 'register' },
    audience: 'visitors',
  },
  talentSearch: {
    icon: Users,
    title: msg`Vous recrutez ?`,
    text: msg`Publiez vos offres auprès de talents qui veulent un travail qui a du sens, et trouvez les profils qu’il vous faut.`,
    action: msg`Parlons de votre recrutement`,
    route: 'contact',
    search: { subject: 'pricing' },
    audience: 'all',
  },
  cofounder: {
    icon: Handshake,
    title: msg`Vous cherchez un·e associé·e pour votre projet à impact ?`,
    text: msg`Découvrez les projets qui cherchent un·e cofondateur·rice, ou publiez le vôtre.`,
    action: msg`Voir les projets`,
    route: 'cofounderProjects',
    audience: 'all',
  },
  createAlert: {
    icon: BellRing,
    title: msg`Ne ratez plus aucune offre`,
    text: msg`Créez une alerte : nous vous envoyons par e-mail les nouvelles offres qui correspondent à votre recherche.`,
    action: msg`Gérer mes alertes`,
    route: 'talentAlerts',
    audience: 'members',
  },
  jobs: {
    icon: Briefcase,
    title: msg`Envie d’un job qui a du sens ?`,
    text: msg`Des centaines d’offres dans des organisations engagées pour la société et l’environnement.`,
    action: msg`Voir les offres`,
    route: 'jobs',
    audience: 'all',
  },
  podcast: {
    icon: Headphones,
    title: msg`Écoutez notre podcast`,
    text: msg`Des parcours inspirants, des échecs qui font grandir et des métiers qui changent les choses.`,
    action: msg`Écouter les épisodes`,
    route: 'mediaPodcast',
    audience: 'all',
  },
} as const satisfies Record<string, BannerContent>

export type BannerKind = keyof typeof BANNERS

const wide = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  alignItems: { base: 'flex-start', md: 'center' },
  gap: { base: '4', md: '6' },
  p: { base: '5', md: '8' },
  borderRadius: 'card',
  bg: 'brand.solid',
  color: 'fg.onBrand',
  backgroundImage:
    'radial-gradient(circle at 100% 0%, rgba(255,255,255,0.16) 0, rgba(255,255,255,0) 45%), radial-gradient(circle at 0% 100%, rgba(255,255,255,0.1) 0, rgba(255,255,255,0) 40%)',
})

const side = css({
  display: 'grid',
  gap: '3',
  p: '5',
  borderRadius: 'card',
  bg: 'accent.subtle',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.subtle',
})

function useVisible(audience: BannerContent['audience']): boolean {
  const user = useAuthUser()
  return audience === 'all' || (audience === 'members') === (user !== null)
}

/** A full-width banner inviting to an action (between list items, between home sections). */
export function Banner({ kind, headingLevel = 2 }: { kind: BannerKind; headingLevel?: 2 | 3 }) {
  const { i18n } = useLingui()
  const banner: BannerContent = BANNERS[kind]
  if (!useVisible(banner.audience)) return null
  const Heading = `h${headingLevel}` as const
  const Icon = banner.icon
  return (
    <section className={wide} aria-label={i18n._(banner.title)} data-banner={kind}>
      <span className={iconBubble({ tone: 'onBrand' })} aria-hidden="true">
        <Icon size={26} />
      </span>
      <div className={css({ flex: '1', display: 'grid', gap: '1' })}>
        <Heading
          className={css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: '800', lineHeight: '1.25' })}
        >
          {i18n._(banner.title)}
        </Heading>
        <p className={css({ opacity: 0.92, maxW: '60ch' })}>{i18n._(banner.text)}</p>
      </div>
      <LocalizedLink
        route={banner.route}
        params={banner.params}
        search={banner.search as never}
        className={button({ variant: 'inverse', size: 'lg' })}
      >
        {i18n._(banner.action)}
      </LocalizedLink>
    </section>
  )
}

/** A narrow banner for page sides (offer, article and podcast pages). */
export function SideBanner({ kind }: { kind: BannerKind }) {
  const { i18n } = useLingui()
  const banner: BannerContent = BANNERS[kind]
  if (!useVisible(banner.audience)) return null
  const Icon = banner.icon
  return (
    <section className={side} aria-label={i18n._(banner.title)} data-banner={kind}>
      <span className={iconBubble({ tone: 'accent' })} aria-hidden="true">
        <Icon size={24} />
      </span>
      <h2 className={css({ fontSize: 'lg', fontWeight: '800', lineHeight: '1.3' })}>
        {i18n._(banner.title)}
      </h2>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{i18n._(banner.text)}</p>
      <LocalizedLink
        route={banner.route}
        params={banner.params}
        search={banner.search as never}
        className={button({ variant: 'brand', size: 'md' })}
      >
        {i18n._(banner.action)}
      </LocalizedLink>
    </section>
  )
}
