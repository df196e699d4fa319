import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { ArrowRight, Handshake, Rocket } from 'lucide'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { grid, hstack, stack } from 'styled-system/patterns'
import { COFOUNDER_COMMISSION_EUR } from '~/domain/constants'
import { formatEuros } from '~/i18n/format'
import { LocalizedLink } from '~/i18n/localized-link'
import { useLocale } from '~/i18n/use-locale'
import { button } from '~/ui/button'
import { cardSurface } from '~/ui/card'
import { Band, Container } from '~/ui/container'
import { HeroBand, HeroEyebrow, heroLead, heroTitle, marketingSection, sectionTitle } from '~/ui/hero'
import { iconBubble } from '~/ui/icon-bubble'
import { LineIcon } from '~/ui/line-icon'
import { cofounderLandingQuery } from './cofounder.queries'
import { CofounderCardList } from './cofounder-card-list'
import { GetInTouch } from './get-in-touch'

function Steps({
  id,
  icon,
  title,
  steps,
  action,
}: {
  id: string
  icon: ReactNode
  title: string
  steps: string[]
  action: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={cx(cardSurface, stack({ gap: '5', p: { base: '6', md: '8' } }))}>
      <div className={hstack({ gap: '3' })}>
        <span aria-hidden="true" className={iconBubble()}>
          {icon}
        </span>
        <h3 id={id} className={css({ textStyle: 'heading', lineHeight: '1.3' })}>
          {title}
        </h3>
      </div>
      <ol className={grid({ gap: '4', flex: '1' })}>
        {steps.map((step, index) => (
          <li key={step} className={css({ display: 'flex', gap: '3' })}>
            <span
              aria-hidden="true"
              className={cx(iconBubble({ tone: 'accent', size: 'xs' }), css({ textStyle: 'badge' }))}
            >
              {index + 1}
            </span>
            <p>{step}</p>
          </li>
        ))}
      </ol>
      {action}
    </section>
  )
}

/**
 * `/cofondateur` (docs/product.md#audience, #pages): what the co-founder section is, how it works for people who want to join
 * a project and for project owners, the latest projects, and the ways on (projects list, pricing).
 */
export function CofounderLandingPage() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const { data } = useSuspenseQuery(cofounderLandingQuery(locale))
  const commission = formatEuros(i18n, COFOUNDER_COMMISSION_EUR)
  const { total } = data
  return (
    <>
      <HeroBand labelledBy="cofounder-title" className={css({ py: { base: '14', md: '20' } })}>
        <Container>
          <HeroEyebrow>{t`Cofondateur`}</HeroEyebrow>
          <h1 id="cofounder-title" className={cx(heroTitle, css({ maxW: '20ch' }))}>
            {t`Construisez un projet qui a du sens, à deux`}
          </h1>
          <p className={cx(heroLead, css({ maxW: '60ch' }))}>
            {t`Des porteurs et porteuses de projets sociaux et environnementaux cherchent la personne avec qui aller plus loin. Rejoignez une aventure à impact en Belgique, ou trouvez votre futur associé.`}
          </p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '8' })}>
            <LocalizedLink route="cofounderProjects" className={button({ variant: 'accent', size: 'lg' })}>
              {t`Voir les projets`}
              <LineIcon icon={ArrowRight} size={18} aria-hidden="true" />
            </LocalizedLink>
            <LocalizedLink route="cofounderPricing" className={button({ variant: 'inverse', size: 'lg' })}>
              {t`Publier mon projet`}
            </LocalizedLink>
          </div>
          {total > 0 && (
            <p className={css({ mt: '8', fontWeight: '700', color: 'sun.300' })}>
              {i18n._(
                msg`${plural(total, { one: '# projet cherche son associé ou son associée en ce moment', other: '# projets cherchent leur associé ou leur associée en ce moment' })}`,
              )}
            </p>
          )}
        </Container>
      </HeroBand>

      <Band labelledBy="how-title" className={marketingSection()}>
        <h2 id="how-title" className={sectionTitle}>
          {t`Comment ça marche ?`}
        </h2>
        <p className={css({ color: 'fg.muted', mt: '2', maxW: '65ch' })}>
          {t`La section cofondateur réunit des projets à impact, de la simple idée à l'entreprise qui grandit, et les personnes prêtes à s'y engager comme associées.`}
        </p>
        <div
          className={grid({ gap: '5', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, 1fr)' }, mt: '8' })}
        >
          <Steps
            id="how-join"
            icon={<LineIcon icon={Handshake} size={24} />}
            title={t`Vous voulez rejoindre un projet`}
            steps={[
              t`Parcourez les projets : chacun présente son idée, son stade de maturité, la personne qui le porte et le profil recherché.`,
              t`Un projet vous parle ? Écrivez-nous depuis sa page : notre équipe vous met en relation avec son porteur ou sa porteuse.`,
              t`Rencontrez-vous, prenez le temps de vous découvrir, et décidez ensemble de la suite.`,
            ]}
            action={
              <LocalizedLink
                route="cofounderProjects"
                className={cx(button({ variant: 'brand' }), css({ alignSelf: 'flex-start' }))}
              >
                {t`Parcourir les projets`}
              </LocalizedLink>
            }
          />
          <Steps
            id="how-publish"
            icon={<LineIcon icon={Rocket} size={24} />}
            title={t`Vous portez un projet`}
            steps={[
              t`Contactez notre équipe : nous publions chaque projet nous-mêmes, après un premier échange avec vous.`,
              t`Choisissez la publication gratuite, ou l'offre accompagnée : ${commission} de commission, uniquement si vous trouvez votre associé.`,
              t`Recevez les personnes intéressées par votre projet et choisissez celle avec qui vous lancer.`,
            ]}
            action={
              <LocalizedLink
                route="cofounderPricing"
                className={cx(button({ variant: 'brand' }), css({ alignSelf: 'flex-start' }))}
              >
                {t`Voir les formules`}
              </LocalizedLink>
            }
          />
        </div>
      </Band>

      {data.projects.length > 0 && (
        <CofounderCardList
          id="latest-projects-title"
          title={t`Les derniers projets`}
          titleClassName={sectionTitle}
          moreLabel={t`Tous les projets`}
          projects={data.projects}
          className={marketingSection({ tone: 'surface' })}
        />
      )}

      <Container className={css({ py: { base: '12', md: '16' } })}>
        <GetInTouch />
      </Container>
    </>
  )
}
