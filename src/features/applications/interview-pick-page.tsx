import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { AccountPageFrame } from '~/features/auth/account-page-frame'
import { INTERVIEW_ERROR_MESSAGES } from '~/i18n/interview-labels'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'
import { FormAlert } from '~/ui/form-alert'
import type { InterviewInvitation } from './applications.model'
import { InterviewChoice } from './interview-choice'

export type InterviewPickData =
  | {
      ok: true
      invitation: InterviewInvitation
      link: { interview: string; expires: number; signature: string }
    }
  | { ok: false; error: 'expired' | 'not-found' }

/** `/entretien?interview=…&expires=…&signature=…`: the e-mail's link, where she picks a slot without signing in. */
export function InterviewPickPage({ data }: { data: InterviewPickData }) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  if (!data.ok)
    return (
      <AccountPageFrame title={t`Entretien`}>
        <FormAlert>{i18n._(INTERVIEW_ERROR_MESSAGES[data.error])}</FormAlert>
        <LocalizedLink
          route="talentApplications"
          className={cx(button({ variant: 'brand' }), css({ mt: '4' }))}
        >
          {t`Mes candidatures`}
        </LocalizedLink>
      </AccountPageFrame>
    )
  const { invitation, link } = data
  return (
    <AccountPageFrame title={t`Entretien`}>
      <p className={css({ mb: '4' })}>{t`${invitation.companyName} · « ${invitation.offerTitle} »`}</p>
      <InterviewChoice
        interview={invitation}
        pick={async (slot) => {
          const { pickInterviewByLinkFn } = await import('./interviews.functions')
          return pickInterviewByLinkFn({ data: { ...link, slot } })
        }}
        onPicked={() => router.invalidate()}
      />
    </AccountPageFrame>
  )
}
