import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Camera, Check, Clapperboard, Megaphone, Newspaper, PenLine, Pin, Share2 } from 'lucide'
import { css, cx } from 'styled-system/css'
import { grid, stack } from 'styled-system/patterns'
import {
  COFOUNDER_COMMISSION_EUR,
  NEWSLETTER_SUBSCRIBERS,
  SOCIAL_FOLLOWERS,
  SPONSORED_CAMPAIGN_DAYS,
  VIDEO_CAPSULE_MINUTES,
} from '~/domain/constants'
import { COFOUNDER_FEATURES, type CofounderFeature, type CofounderPlan } from '~/domain/enums'
import { formatEuros } from '~/i18n/format'
import { COFOUNDER_FEATURE_LABELS, COFOUNDER_PLAN_LABELS } from '~/i18n/labels'
import { LocalizedLink } from '~/i18n/localized-link'
import { cardSurface } from '~/ui/card'
import { Container } from '~/ui/container'
import { iconBubble } from '~/ui/icon-bubble'
import { type IconNode, LineIcon } from '~/ui/line-icon'
import { GetInTouch } from './get-in-touch'

const [videoMin, videoMax] = VIDEO_CAPSULE_MINUTES

const FEATURE_ICONS: Record<CofounderFeature, IconNode> = {
  featured_announcement: Pin,
  newsletter_insert: Newspaper,
  sponsored_campaign: Megaphone,
  dedicated_social_post: Share2,
  ad_writing: PenLine,
  photo_shoot: Camera,
  video_capsule: Clapperboard,
}

/** What each option brings (the audience figures are formatted in the page's locale). */
function featureDescription(feature: CofounderFeature, subscribers: string, followers: string) {
  const descriptions: Record<CofounderFeature, MessageDescriptor> = {
    featured_announcement: msg`Votre projet épinglé en tête de la liste des projets et sur la page cofondateur.`,
    newsletter_insert: msg`Votre projet présenté dans notre newsletter, envoyée deux fois par mois à plus de ${subscribers} abonnés.`,
    sponsored_campaign: msg`Une campagne ciblée pendant ${SPONSORED_CAMPAIGN_DAYS} jours pour toucher les profils que vous cherchez.`,
    dedicated_social_post: msg`Une publication consacrée à votre projet sur nos réseaux, suivis par plus de ${followers} personnes.`,
    ad_writing: msg`Nous écrivons votre annonce avec vous, pour qu'elle donne envie aux bonnes personnes de vous écrire.`,
    photo_shoot: msg`Un ou une photographe vient à votre rencontre pour illustrer votre projet et votre équipe.`,
    video_capsule: msg`Une vidéo de ${videoMin} à ${videoMax} minutes où vous présentez votre projet, à partager partout.`,
  }
  return descriptions[feature]
}

function Tier({
  plan,
  price,
  priceNote,
  intro,
  items,
  highlighted = false,
}: {
  plan: CofounderPlan
  price: string
  priceNote: string
  intro: string
  items: string[]
  highlighted?: boolean
}) {
  const { i18n } = useLingui()
  const id = `plan-${plan}`
  return (
    <section
      aria-labelledby={id}
      className={stack({
        gap: '5',
        p: { base: '6', md: '8' },
        borderRadius: 'card',
        borderWidth: highlighted ? '2px' : '1px',
        borderColor: highlighted ? 'brand.solid' : 'border.subtle',
        bg: 'bg.surface',
        boxShadow: highlighted ? 'raised' : 'card',
      })}
    >
      <div>
        <h2 id={id} className={css({ textStyle: 'heading' })}>
          {i18n._(COFOUNDER_PLAN_LABELS[plan])}
        </h2>
        <p className={css({ color: 'fg.muted', mt: '1' })}>{intro}</p>
      </div>
      <p>
        <span
          className={css({ display: 'block', fontSize: '4xl', fontWeight: '800', letterSpacing: '-0.02em' })}
        >
          {price}
        </span>
        <span className={css({ color: 'fg.muted', fontWeight: '600' })}>{priceNote}</span>
      </p>
      <ul className={grid({ gap: '3' })}>
        {items.map((item) => (
          <li key={item} className={css({ display: 'flex', gap: '2', alignItems: 'flex-start' })}>
            <LineIcon
              icon={Check}
              size={18}
              aria-hidden="true"
              className={css({ color: 'fg.brand', flexShrink: 0, mt: '0.5' })}
            />
            {item}
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * `/cofounder-pricing` (docs/product.md#pages, #data, #limits): the free and the accompanied offer (a commission only once a
 * co-founder is found), the optional visibility features, and the way to get in touch with the team.
 */
export function CofounderPricingPage() {
  const { t, i18n } = useLingui()
  const subscribers = i18n.number(NEWSLETTER_SUBSCRIBERS)
  const followers = i18n.number(SOCIAL_FOLLOWERS)
  const commission = formatEuros(i18n, COFOUNDER_COMMISSION_EUR)
  return (
    <Container className={css({ py: { base: '8', md: '14' } })}>
      <div className={grid({ gap: { base: '10', md: '14' }, maxW: '1000px', mx: 'auto' })}>
        <header className={css({ maxW: '720px' })}>
          <h1 className={css({ textStyle: 'pageTitle', lineHeight: '1.15' })}>
            {t`Trouvez votre associé grâce à Tremplin`}
          </h1>
          <p className={css({ textStyle: 'lead', mt: '3' })}>
            {t`Deux formules pour présenter votre projet à impact aux personnes prêtes à le construire avec vous. Dans les deux cas, c'est notre équipe qui publie votre annonce : contactez-nous pour commencer.`}
          </p>
        </header>

        <div className={grid({ gap: '5', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } })}>
          <Tier
            plan="free"
            price={formatEuros(i18n, 0)}
            priceNote={t`Sans commission`}
            intro={t`Pour faire connaître votre projet et recevoir des candidatures.`}
            items={[
              t`Votre projet publié dans la section cofondateur`,
              t`Une page complète : le projet, vous, le profil recherché et la maturité`,
              t`Les messages des personnes intéressées, transmis par notre équipe`,
            ]}
          />
          <Tier
            plan="paid"
            highlighted
            price={commission}
            priceNote={t`de commission hors TVA, uniquement si vous trouvez votre cofondateur ou cofondatrice`}
            intro={t`Pour être accompagné par notre équipe jusqu'à la bonne rencontre.`}
            items={[
              t`Tout ce que comprend la publication gratuite`,
              t`Un premier échange pour préciser le profil que vous cherchez`,
              t`Une présélection des candidatures par notre équipe`,
              t`Rien à payer tant que personne n'a rejoint votre projet`,
            ]}
          />
        </div>

        <section aria-labelledby="options-title">
          <h2 id="options-title" className={css({ textStyle: 'sectionTitle' })}>
            {t`Options de visibilité`}
          </h2>
          <p className={css({ color: 'fg.muted', mt: '2', maxW: '65ch' })}>
            {t`À ajouter à l'une ou l'autre formule, sur devis, pour que votre projet soit vu par plus de monde.`}
          </p>
          <ul
            className={grid({
              gap: '4',
              gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
              mt: '6',
            })}
          >
            {COFOUNDER_FEATURES.map((feature) => (
              <li key={feature} className={cx(cardSurface, css({ display: 'flex', gap: '3', p: '5' }))}>
                <span aria-hidden="true" className={iconBubble({ size: 'md' })}>
                  <LineIcon icon={FEATURE_ICONS[feature]} size={20} />
                </span>
                <div>
                  <h3 className={css({ fontWeight: '800', lineHeight: '1.3' })}>
                    {i18n._(COFOUNDER_FEATURE_LABELS[feature])}
                  </h3>
                  <p className={css({ textStyle: 'meta', mt: '1' })}>
                    {i18n._(featureDescription(feature, subscribers, followers))}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <GetInTouch />

        <p className={css({ textStyle: 'meta' })}>
          {t`Vous cherchez plutôt un projet à rejoindre ?`}{' '}
          <LocalizedLink route="cofounderProjects" className={css({ textStyle: 'link' })}>
            {t`Voir les projets`}
          </LocalizedLink>{' '}
          ·{' '}
          <LocalizedLink route="termsOfSale" className={css({ textStyle: 'link' })}>
            {t`Conditions de vente`}
          </LocalizedLink>
        </p>
      </div>
    </Container>
  )
}
