import { useLingui } from '@lingui/react/macro'
import { Search } from 'lucide'
import { css, cx } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { internalPathFor, toPublicPath } from '~/i18n/paths'
import { useLocale } from '~/i18n/use-locale'
import { button } from '~/ui/button'
import { Container } from '~/ui/container'
import { HeroBand, HeroEyebrow, heroLead, heroTitle } from '~/ui/hero'
import { LineIcon } from '~/ui/line-icon'
import { HomeSectors } from './home-sectors'

/** The job search form of the hero: a plain GET to the job list, so it works before the page is hydrated. */
function HeroSearch() {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <form
      role="search"
      action={toPublicPath(internalPathFor('jobs', locale))}
      method="get"
      className={css({
        display: 'flex',
        flexDirection: { base: 'column', sm: 'row' },
        gap: '2',
        mt: '8',
        p: '2',
        bg: 'white',
        borderRadius: 'card',
        boxShadow: 'raised',
        maxW: '2xl',
      })}
    >
      <label htmlFor="hero-search" className={css({ srOnly: true })}>
        {t`Métier, mot-clé ou entreprise`}
      </label>
      <input
        id="hero-search"
        name="query"
        type="search"
        placeholder={t`Métier, mot-clé ou entreprise`}
        className={css({
          flex: '1',
          minW: '0',
          h: '12',
          px: '4',
          color: 'fg.default',
          borderRadius: 'control',
          outline: 'none',
          _focusVisible: { outline: '2px solid token(colors.focus)' },
        })}
      />
      <button type="submit" className={button({ variant: 'accent', size: 'lg' })}>
        <LineIcon icon={Search} size={18} aria-hidden="true" />
        {t`Rechercher`}
      </button>
    </form>
  )
}

/** The home page's opening (docs/product.md#pages): promise, job search, key figures and, on large screens, sectors. */
export function HomeHero({ offers, companies }: { offers: number; companies: number }) {
  const { t, i18n } = useLingui()
  const figures = [
    { label: t`Offres en ligne`, value: offers },
    { label: t`Entreprises à impact`, value: companies },
    { label: t`Objectifs de développement durable`, value: 17 },
  ]
  return (
    <HeroBand
      labelledBy="hero-title"
      className={css({ position: 'relative', overflow: 'hidden', py: { base: '14', md: '24' } })}
    >
      <Container
        className={grid({
          gap: '12',
          gridTemplateColumns: { base: '1fr', lg: '1.35fr 1fr' },
          alignItems: 'center',
        })}
      >
        <div>
          <HeroEyebrow>{t`Le job board de l'impact en Belgique`}</HeroEyebrow>
          <h1 id="hero-title" className={cx(heroTitle, css({ maxW: '18ch' }))}>
            {t`Trouvez un job qui a du sens`}
          </h1>
          <p className={cx(heroLead, css({ maxW: '52ch' }))}>
            {t`Des offres d'emploi, de stage et de bénévolat dans des entreprises et associations sélectionnées pour leur impact social et environnemental.`}
          </p>
          <HeroSearch />
          <dl className={css({ display: 'flex', flexWrap: 'wrap', gap: { base: '6', md: '10' }, mt: '10' })}>
            {figures.map((figure) => (
              <div key={figure.label}>
                <dt className={css({ textStyle: 'meta', color: 'fg.inverseMuted' })}>{figure.label}</dt>
                <dd className={css({ textStyle: 'headingLarge' })}>{i18n.number(figure.value)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HomeSectors />
      </Container>
    </HeroBand>
  )
}
