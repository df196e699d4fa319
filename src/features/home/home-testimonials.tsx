import { useLingui } from '@lingui/react/macro'
import { Quote } from 'lucide'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { CardListSection, threeColumnGrid } from '~/ui/card-list-section'
import { marketingSection, sectionTitle } from '~/ui/hero'
import { LineIcon } from '~/ui/line-icon'

/** What people who found a job through Tremplin say. */
export function HomeTestimonials() {
  const { t } = useLingui()
  const quotes = [
    {
      name: 'Amélie D.',
      role: t`Chargée de projets énergie, Namur`,
      text: t`En trois semaines, j'ai trouvé un poste dans une coopérative citoyenne. Les filtres par région m'ont fait gagner un temps fou.`,
    },
    {
      name: 'Pieter V.',
      role: t`Développeur, Gand`,
      text: t`Je voulais mettre mes compétences au service d'un projet utile. Ici, chaque entreprise a été sélectionnée : pas de mauvaise surprise.`,
    },
    {
      name: 'Yasmina B.',
      role: t`Stagiaire en communication, Bruxelles`,
      text: t`J'ai décroché mon stage dans une ONG grâce à une alerte. Le site est clair, même sur mon téléphone.`,
    },
  ]
  return (
    <CardListSection
      id="testimonials-title"
      title={t`Elles et ils ont sauté le pas`}
      titleClassName={sectionTitle}
      className={marketingSection({ tone: 'surface' })}
      gridClassName={threeColumnGrid}
    >
      {quotes.map((quote) => (
        <li key={quote.name}>
          <figure
            className={stack({ gap: '4', h: 'full', bg: 'brand.subtle', borderRadius: 'card', p: '6' })}
          >
            <LineIcon icon={Quote} size={28} aria-hidden="true" color="#0b5d51" />
            <blockquote className={css({ fontSize: 'md', flex: '1' })}>{quote.text}</blockquote>
            <figcaption>
              <span className={css({ display: 'block', fontWeight: '800' })}>{quote.name}</span>
              <span className={css({ textStyle: 'meta' })}>{quote.role}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </CardListSection>
  )
}
