import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import type { AuthUser } from '~/features/auth/auth.model'
import { LocalizedLink } from '~/i18n/localized-link'
import { TalentLayout } from '~/layouts/talent-layout'
import { button } from '~/ui/button'
import { cardSurface } from '~/ui/card'

const panel = cx(cardSurface, grid({ gap: '4', p: { base: '5', md: '6' }, mb: '6' }))

/** A titled white panel of the talent area; with an `id`, a side link can scroll to it. */
export function TalentPanel({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className={panel}>
      <h2 id={id ? `${id}-title` : undefined} className={css({ textStyle: 'heading' })}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/** My account: who is signed in and whether the e-mail address is confirmed. The profile comes later. */
export function TalentAccountPage({ user }: { user: AuthUser }) {
  const { t } = useLingui()
  return (
    <TalentLayout
      title={t`Bonjour ${user.firstName}`}
      sections={[{ id: 'information', label: t`Informations` }]}
    >
      <TalentPanel id="information" title={t`Informations`}>
        <dl className={grid({ gap: '2 6', gridTemplateColumns: 'auto 1fr' })}>
          <dt className={css({ color: 'fg.muted' })}>{t`Prénom`}</dt>
          <dd>{user.firstName}</dd>
          <dt className={css({ color: 'fg.muted' })}>{t`Adresse e-mail`}</dt>
          <dd>
            {user.email}{' '}
            <span className={css({ color: user.emailVerified ? 'success' : 'warning', fontWeight: '700' })}>
              {user.emailVerified ? t`(confirmée)` : t`(à confirmer : voyez le lien reçu par e-mail)`}
            </span>
          </dd>
        </dl>
      </TalentPanel>
    </TalentLayout>
  )
}

/** A talent page whose content arrives with a later part of the product: says so and offers the next step. */
export function TalentEmptyPage({ title, text }: { title: string; text: string }) {
  const { t } = useLingui()
  return (
    <TalentLayout title={title}>
      <TalentPanel title={title}>
        <p className={css({ color: 'fg.muted' })}>{text}</p>
        <LocalizedLink route="jobs" className={button({ variant: 'brand' })}>
          {t`Voir les offres d'emploi`}
        </LocalizedLink>
      </TalentPanel>
    </TalentLayout>
  )
}
