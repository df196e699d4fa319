import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { cardSurface } from '~/ui/card'
import { CardListSection } from '~/ui/card-list-section'
import { marketingSection, sectionTitle } from '~/ui/hero'

/** The organisations that support Tremplin's mission. */
export function HomePartners() {
  const { t } = useLingui()
  const partners = [
    { name: 'Brussels Social Hub', text: t`Accompagnement de l'entrepreneuriat social à Bruxelles` },
    { name: 'Réseau Wallon Impact', text: t`Fédération d'entreprises sociales en Wallonie` },
    { name: 'Netwerk Duurzaam Vlaanderen', text: t`Réseau flamand d'entreprises durables` },
    { name: 'Fonds Transition Juste', text: t`Financement de projets de transition` },
  ]
  return (
    <CardListSection
      id="partners-title"
      title={t`Nos partenaires`}
      titleClassName={sectionTitle}
      intro={t`Ils soutiennent notre mission : rendre les métiers à impact accessibles à toutes et tous.`}
      className={marketingSection()}
      gridClassName={grid({
        gap: '4',
        gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
      })}
    >
      {partners.map((partner) => (
        <li key={partner.name} className={cx(cardSurface, css({ p: '5' }))}>
          <p className={css({ fontWeight: '800', color: 'fg.brand' })}>{partner.name}</p>
          <p className={css({ textStyle: 'meta', mt: '1' })}>{partner.text}</p>
        </li>
      ))}
    </CardListSection>
  )
}
