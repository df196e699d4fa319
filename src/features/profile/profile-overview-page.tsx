import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import { PROFILE_SECTIONS } from '~/domain/enums'
import type { AuthUser } from '~/features/auth/auth.model'
import { LocalizedLink } from '~/i18n/localized-link'
import { PROFILE_SECTION_LABELS } from '~/i18n/profile-labels'
import { TalentLayout, TalentPanel } from '~/layouts/talent-layout'
import { button } from '~/ui/button'
import { CompletionMeter } from './completion-meter'
import type { ProfileView } from './profile.model'
import { ProfileSummary } from './profile-summary'
import { CompletionBadge } from './section-form'

/** A profile section's row: its name, then whether it is complete and the link to it. */
const sectionRow = hstack({
  gap: '3',
  justify: 'space-between',
  flexWrap: 'wrap',
  py: '2.5',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
})

/**
 * My account (docs/product.md#pages): how complete the profile is, each section complete or not with a way to it, and
 * the account's address.
 */
export function ProfileOverviewPage({
  user,
  profile,
  banner,
  picks,
}: {
  user: AuthUser
  profile: ProfileView
  /** Below the profile (the CV import's banner). */
  banner?: ReactNode
  /** Offers picked from the profile, below the banner. */
  picks?: ReactNode
}) {
  const { t, i18n } = useLingui()
  // The link's visible word, then which section it opens (French puts a space before the colon, others do not).
  const sectionAction = (done: boolean, name: string) =>
    done ? t`Modifier : ${name}` : t`Compléter : ${name}`
  return (
    <TalentLayout title={t`Bonjour ${user.firstName}`}>
      <TalentPanel title={t`Mon profil`}>
        <ProfileSummary user={user} profile={profile} />
        <CompletionMeter completion={profile.completion} />
        <ul className={grid({ gap: '1' })}>
          {PROFILE_SECTIONS.map((section) => (
            <li key={section} className={sectionRow}>
              <span className={css({ fontWeight: '700' })}>{i18n._(PROFILE_SECTION_LABELS[section])}</span>
              <span className={hstack({ gap: '4' })}>
                <CompletionBadge complete={profile.complete[section]} />
                <LocalizedLink
                  route="talentEdit"
                  hash={section}
                  className={css({ textStyle: 'link' })}
                  aria-label={sectionAction(
                    profile.complete[section],
                    i18n._(PROFILE_SECTION_LABELS[section]),
                  )}
                >
                  {profile.complete[section] ? t`Modifier` : t`Compléter`}
                </LocalizedLink>
              </span>
            </li>
          ))}
        </ul>
        <div>
          <LocalizedLink route="talentEdit" className={cx(button({ variant: 'brand' }))}>
            {profile.completion === 100 ? t`Modifier mon profil` : t`Compléter mon profil`}
          </LocalizedLink>
        </div>
      </TalentPanel>
      {banner}
      {picks}
      <TalentPanel title={t`Mon compte`}>
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
