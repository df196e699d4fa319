import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { BellRing, Briefcase, Handshake, Headphones, Sparkles, UserPlus, Users } from 'lucide'
import { css, cx } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { useAuthUser } from '~/features/auth/use-auth'
import { LocalizedLink } from '~/i18n/localized-link'
import type { RouteName, RouteParams } from '~/i18n/paths'
import { button, wrappingLabel } from '~/ui/button'
import { iconBubble } from '~/ui/icon-bubble'
import { type IconNode, LineIcon } from '~/ui/line-icon'

type BannerContent = {
  icon: IconNode
  title: MessageDescriptor
  text: MessageDescriptor
  action: MessageDescriptor
  route: RouteName
  params?: RouteParams
  search?: Record<string, string>
  /** Who sees it: everyone, or only visitors who are (not) signed in. */
  audience: 'all' | 'visitors' | 'members'
}

/** Where the sign-up banners lead: the sign-up tab, shown to visitors only. */
const TO_SIGN_UP = { route: 'login', search: { tab: 'register' }, audience: 'visitors' } as const

/** The promotional banners of docs/product.md#pages, one place for their copy and destination. */
const BANNERS = {
  createAccount: {
    icon: UserPlus,
    title: msg`Créez votre profil en deux minutes`,
    text: msg`Postulez en quelques clics, gardez vos offres préférées et recevez celles qui vous ressemblent.`,
    action: msg`Créer mon compte`,
    ...TO_SIGN_UP,
  },
  aiProfile: {
    icon: Sparkles,
    title: msg`Votre profil rempli à partir de votre CV`,
    text: msg`Importez votre CV en PDF : notre IA remplit votre profil en 10 à 20 secondes. Il ne vous reste qu’à vérifier.`,
    action: msg`Essayer avec mon CV`,
    ...TO_SIGN_UP,
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

/** The two looks of a banner: wide (brand colour, between list items and home sections), side (pages' sides). */
const LOOKS = {
  wide: {
    frame: css({
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
    }),
    bubble: iconBubble({ tone: 'onBrand' }),
    iconSize: 26,
    texts: grid({ gap: '1', flex: '1' }),
    title: css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: '800', lineHeight: '1.25' }),
    text: css({ opacity: 0.92, maxW: '60ch' }),
    action: cx(button({ variant: 'inverse', size: 'lg' }), wrappingLabel),
  },
  side: {
    frame: grid({
      gap: '3',
      p: '5',
      borderRadius: 'card',
      bg: 'accent.subtle',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.subtle',
    }),
    bubble: iconBubble({ tone: 'accent' }),
    iconSize: 24,
    texts: grid({ gap: '3' }),
    title: css({ textStyle: 'cardTitle' }),
    text: css({ textStyle: 'meta' }),
    action: cx(button({ variant: 'brand', size: 'md' }), wrappingLabel),
  },
}

/** A banner inviting to an action, shown only to its audience. */
function PromoBanner({
  kind,
  look,
  headingLevel,
}: {
  kind: BannerKind
  look: keyof typeof LOOKS
  headingLevel: 2 | 3
}) {
  const { i18n } = useLingui()
  const user = useAuthUser()
  const banner: BannerContent = BANNERS[kind]
  if (banner.audience !== 'all' && (banner.audience === 'members') !== (user !== null)) return null
  const Heading = `h${headingLevel}` as const
  const style = LOOKS[look]
  return (
    <section className={style.frame} aria-label={i18n._(banner.title)} data-banner={kind}>
      <span className={style.bubble} aria-hidden="true">
        <LineIcon icon={banner.icon} size={style.iconSize} />
      </span>
      <div className={style.texts}>
        <Heading className={style.title}>{i18n._(banner.title)}</Heading>
        <p className={style.text}>{i18n._(banner.text)}</p>
      </div>
      <LocalizedLink
        route={banner.route}
        params={banner.params}
        search={banner.search as never}
        className={style.action}
      >
        {i18n._(banner.action)}
      </LocalizedLink>
    </section>
  )
}

/** A full-width banner inviting to an action (between list items, between home sections). */
export function Banner({ kind, headingLevel = 2 }: { kind: BannerKind; headingLevel?: 2 | 3 }) {
  return <PromoBanner kind={kind} look="wide" headingLevel={headingLevel} />
}

/** A narrow banner for page sides (offer, article and podcast pages). */
export function SideBanner({ kind }: { kind: BannerKind }) {
  return <PromoBanner kind={kind} look="side" headingLevel={2} />
}
