import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Sparkles } from 'lucide'
import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import type { ImportedInformationField } from '~/domain/cv-import'
import type { ProfileSection } from '~/domain/enums'
import type { ProfileView } from '~/features/profile/profile.model'
import { profileQuery } from '~/features/profile/profile.queries'
import { INFORMATION_FIELD_LABELS } from '~/i18n/profile-labels'
import { useLocale } from '~/i18n/use-locale'
import { button } from '~/ui/button'
import { LineIcon } from '~/ui/line-icon'

// A value from the CV (a long e-mail address, a URL) wraps anywhere rather than widen the page.
const notice = css({
  borderRadius: 'control',
  bg: 'brand.subtle',
  px: '4',
  py: '3',
  overflowWrap: 'anywhere',
})

type Choice =
  | { section: 'information'; field: ImportedInformationField; take: boolean }
  | { section: 'experiences' | 'diplomas'; take: boolean }

/**
 * At the top of a profile section after a CV import: what the CV filled there that is still to check, and
 * what it proposes to change in what she had typed, each to take or dismiss.
 */
export function CvSectionNotice({ section, profile }: { section: ProfileSection; profile: ProfileView }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const cvImport = profile.cvImport
  if (!cvImport) return null
  const toCheck = cvImport.toCheck.filter((path) => path === section || path.startsWith(`${section}.`))
  const fields = toCheck.flatMap((path) => (path.startsWith('information.') ? [path.slice(12)] : []))
  const proposedFields = section === 'information' ? (cvImport.proposals.information ?? []) : []
  const proposedEntries =
    section === 'experiences' || section === 'diplomas' ? (cvImport.proposals[section] ?? []) : []
  if (!toCheck.length && !proposedFields.length && !proposedEntries.length) return null

  const choose = async (choice: Choice) => {
    setBusy(true)
    try {
      const { resolveCvProposalFn } = await import('./cv.functions')
      const answer = await resolveCvProposalFn({ data: choice })
      if ('profile' in answer) queryClient.setQueryData(profileQuery(locale).queryKey, answer.profile)
    } finally {
      setBusy(false)
    }
  }
  const label = (field: string) => i18n._(INFORMATION_FIELD_LABELS[field as ImportedInformationField])
  // Her entries have none yet: the CV's are proposed because the reader was not sure of them.
  const unsureEntries =
    (section === 'experiences' && profile.values.experiences.experiences.length === 0) ||
    (section === 'diplomas' && profile.values.diplomas.diplomas.length === 0)
  // A CV giving only years leaves months empty, never invented: she adds them.
  const entries =
    section === 'experiences'
      ? profile.values.experiences.experiences
      : section === 'diplomas'
        ? profile.values.diplomas.diplomas
        : []
  const monthsMissing = toCheck.includes(section) && entries.some((entry) => !entry.startMonth)

  return (
    <div className={grid({ gap: '3', mb: '4' })} data-cv-notice={section}>
      {toCheck.length > 0 && (
        <p className={cx(hstack({ gap: '2', alignItems: 'flex-start' }), notice)}>
          <LineIcon
            icon={Sparkles}
            size={18}
            aria-hidden="true"
            className={css({ flexShrink: '0', mt: '0.5' })}
          />
          <span>
            <strong>{t`À vérifier`}</strong> —{' '}
            {fields.length
              ? t`rempli depuis ton CV : ${fields.map(label).join(', ')}. Vérifie, puis enregistre.`
              : t`ces éléments viennent de ton CV : vérifie-les, complète ce qui manque, puis enregistre.`}
            {monthsMissing ? ` ${t`Ton CV ne donne que l’année de certaines dates : ajoute le mois.`}` : null}
          </span>
        </p>
      )}
      {proposedFields.map((proposal) => (
        <div key={proposal.field} className={cx(grid({ gap: '2' }), notice)}>
          <p>
            {profile.values.information[proposal.field]
              ? t`${label(proposal.field)} : ton CV indique « ${proposal.value} », différent de ce que tu as écrit.`
              : t`${label(proposal.field)} : nous avons cru lire « ${proposal.value} » dans ton CV, sans en être sûrs.`}
          </p>
          <TakeOrLeave
            busy={busy}
            take={{
              text: t`Utiliser celui du CV`,
              label: t`Utiliser celui du CV : ${label(proposal.field)}`,
            }}
            leave={{ text: t`Garder le mien`, label: t`Garder le mien : ${label(proposal.field)}` }}
            onChoose={(take) => choose({ section: 'information', field: proposal.field, take })}
          />
        </div>
      ))}
      {proposedEntries.length > 0 && (section === 'experiences' || section === 'diplomas') && (
        <div className={cx(grid({ gap: '2' }), notice)}>
          <p>
            {i18n._(
              unsureEntries
                ? section === 'experiences'
                  ? msg`${plural(proposedEntries.length, {
                      one: 'Nous avons cru lire # expérience dans ton CV, sans en être sûrs : l’ajouter pour la vérifier ?',
                      other:
                        'Nous avons cru lire # expériences dans ton CV, sans en être sûrs : les ajouter pour les vérifier ?',
                    })}`
                  : msg`${plural(proposedEntries.length, {
                      one: 'Nous avons cru lire # diplôme ou formation dans ton CV, sans en être sûrs : l’ajouter pour le vérifier ?',
                      other:
                        'Nous avons cru lire # diplômes ou formations dans ton CV, sans en être sûrs : les ajouter pour les vérifier ?',
                    })}`
                : section === 'experiences'
                  ? msg`${plural(proposedEntries.length, {
                      one: 'Ton CV contient # autre expérience que ton profil n’a pas.',
                      other: 'Ton CV contient # autres expériences que ton profil n’a pas.',
                    })}`
                  : msg`${plural(proposedEntries.length, {
                      one: 'Ton CV contient # autre diplôme ou formation que ton profil n’a pas.',
                      other: 'Ton CV contient # autres diplômes ou formations que ton profil n’a pas.',
                    })}`,
            )}
          </p>
          <TakeOrLeave
            busy={busy}
            take={{ text: t`Les ajouter` }}
            leave={{ text: t`Ignorer` }}
            onChoose={(take) => choose({ section, take })}
          />
        </div>
      )}
    </div>
  )
}

type Answer = {
  text: string
  /** The accessible name, when the text alone does not say what it answers. */
  label?: string
}

/** Taking what the CV proposes is the brand button; leaving it, the outlined one. */
const CHOICES = [
  { take: true, variant: 'brand' },
  { take: false, variant: 'outline' },
] as const

/** The two answers to what the CV proposes: take it or leave it. */
function TakeOrLeave({
  busy,
  take,
  leave,
  onChoose,
}: {
  busy: boolean
  take: Answer
  leave: Answer
  onChoose: (take: boolean) => void
}) {
  return (
    <div className={hstack({ gap: '2', flexWrap: 'wrap' })}>
      {CHOICES.map((choice) => {
        const answer = choice.take ? take : leave
        return (
          <button
            key={choice.variant}
            type="button"
            disabled={busy}
            className={button({ variant: choice.variant, size: 'sm' })}
            aria-label={answer.label}
            onClick={() => onChoose(choice.take)}
          >
            {answer.text}
          </button>
        )
      })}
    </div>
  )
}
