import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import { SDG_GOALS } from '~/domain/enums'
import { OrganisationRequestForm } from '~/features/committee/organisation-request-form'
import { SDG_LABELS } from '~/i18n/labels'
import { Container } from '~/ui/container'
import { iconBubble } from '~/ui/icon-bubble'

/** One of the 17 goals in the charter's list: its number in a bubble, then its name. */
const goalItem = hstack({
  gap: '3',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'control',
  px: '3',
  py: '2.5',
})

/** docs/product.md#audience: organisations are selected by a committee against a charter built on the 17 UN goals. */
export function CompanySelectionPage() {
  const { t, i18n } = useLingui()
  return (
    <Container className={css({ py: { base: '8', md: '14' } })}>
      <div className={grid({ gap: '8', maxW: '860px', mx: 'auto' })}>
        <header>
          <h1 className={css({ textStyle: 'pageTitle' })}>{t`Notre sélection d'entreprises`}</h1>
          <p className={css({ textStyle: 'lead', mt: '3' })}>
            {t`Sur Tremplin, chaque organisation est choisie. Entreprises, associations et institutions publient ici parce que leur activité sert la société ou l'environnement, pas seulement parce qu'elles recrutent.`}
          </p>
        </header>
        <section>
          <h2 className={css({ textStyle: 'headingLarge', mb: '3' })}>{t`Un comité de sélection`}</h2>
          <p className={css({ lineHeight: '1.7' })}>
            {t`Un comité indépendant examine chaque candidature : la mission de l'organisation, ses pratiques sociales et environnementales, et la cohérence entre ce qu'elle annonce et ce qu'elle fait. Il peut demander des informations complémentaires et revoit régulièrement les organisations publiées.`}
          </p>
        </section>
        <section>
          <h2 className={css({ textStyle: 'headingLarge', mb: '3' })}>
            {t`Une charte fondée sur les 17 objectifs de développement durable`}
          </h2>
          <p className={css({ lineHeight: '1.7', mb: '4' })}>
            {t`Chaque organisation s'engage sur au moins un des objectifs de développement durable des Nations unies et montre comment son activité y contribue.`}
          </p>
          <ol className={grid({ gap: '2', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } })}>
            {SDG_GOALS.map((goal) => (
              <li key={goal} className={goalItem}>
                <span
                  aria-hidden="true"
                  className={cx(iconBubble({ tone: 'brandSolid', size: 'sm' }), css({ textStyle: 'badge' }))}
                >
                  {goal}
                </span>
                <span>{t`Objectif ${goal} : ${i18n._(SDG_LABELS[goal])}`}</span>
              </li>
            ))}
          </ol>
        </section>
        <section>
          <h2
            className={css({ textStyle: 'headingLarge', mb: '3' })}
          >{t`Votre organisation sur Tremplin`}</h2>
          <p className={css({ lineHeight: '1.7', mb: '4' })}>
            {t`Vous partagez ces engagements ? Présentez-nous votre organisation : le comité vous répond par e-mail après examen.`}
          </p>
          <OrganisationRequestForm />
        </section>
      </div>
    </Container>
  )
}
