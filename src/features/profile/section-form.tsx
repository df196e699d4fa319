import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import { CircleCheck, CircleDashed } from 'lucide'
import { type ReactNode, useCallback, useState } from 'react'
import { css } from 'styled-system/css'
import { hstack } from 'styled-system/patterns'
import type { ProfileSection } from '~/domain/enums'
import { type ProfileSectionValues, SECTION_SCHEMAS } from '~/domain/profile'
import { authUserQuery } from '~/features/auth/auth.queries'
import { useAuthGate } from '~/features/auth/auth-gate'
import { PROFILE_SECTION_LABELS } from '~/i18n/profile-labels'
import { useLocale } from '~/i18n/use-locale'
import { TalentPanel } from '~/layouts/talent-layout'
import { useAppForm } from '~/ui/app-form'
import { FormAlert } from '~/ui/form-alert'
import { LineIcon } from '~/ui/line-icon'
import { useReportUnsaved } from '~/ui/unsaved-changes'
import type { ProfileView } from './profile.model'
import { profileQuery } from './profile.queries'

export type SaveResult = 'saved' | 'conflict' | 'signed-out' | 'invalid' | 'file-not-found'

/**
 * Saves a section from the version the page loaded; on success the page's profile becomes the saved one
 * (completeness, versions, labels). A signed-out session opens the sign-in modal and saves again after it.
 */
export function useSectionSave<S extends ProfileSection>(section: S, version: number) {
  const queryClient = useQueryClient()
  const locale = useLocale()
  const { t } = useLingui()
  const { requireAuth } = useAuthGate()
  const [result, setResult] = useState<SaveResult | null>(null)
  const save = useCallback(
    async (values: ProfileSectionValues[S], onSaved: (saved: ProfileView) => void): Promise<void> => {
      setResult(null)
      const { saveProfileSectionFn } = await import('./profile.functions')
      const answer = await saveProfileSectionFn({ data: { section, version, values } as never })
      if (answer.ok) {
        queryClient.setQueryData(profileQuery(locale).queryKey, answer.profile)
        // The header greets her by name and shows her picture: both come from this section.
        if (section === 'information')
          void queryClient.invalidateQueries({ queryKey: authUserQuery.queryKey })
        onSaved(answer.profile)
        setResult('saved')
        return
      }
      setResult(answer.error)
      if (answer.error === 'signed-out')
        requireAuth(
          msg`Votre session a expiré : reconnectez-vous pour enregistrer.`,
          () => save(values, onSaved),
          {
            expired: true,
          },
        )
    },
    [section, version, queryClient, locale, requireAuth, t],
  )
  return { save, result, setResult }
}

/**
 * The form of one section: its saved values as defaults, its schema, a save that resets the form to what
 * was saved, and its unsaved state reported to the page's guard.
 */
export function useProfileForm<S extends ProfileSection>(section: S, profile: ProfileView) {
  const { save, result, setResult } = useSectionSave(section, profile.versions[section])
  const saved = profile.values[section]
  const form = useAppForm({
    defaultValues: saved,
    validators: { onSubmit: SECTION_SCHEMAS[section] as never },
    onSubmitInvalid: () => setResult('invalid'),
    onSubmit: ({ value, formApi }) => save(value, (profile) => formApi.reset(profile.values[section])),
  })
  const values = useStore(form.store, (state) => state.values)
  useReportUnsaved(section, JSON.stringify(values) !== JSON.stringify(form.options.defaultValues))
  return { form, result }
}

/** The save button of a section's form, as wide as its text. */
export const saveButton = css({ justifySelf: 'start' })

/** What the last save of a section did, announced to screen readers. */
export function SaveResultMessage({ result }: { result: SaveResult | null }) {
  const { t } = useLingui()
  if (result === 'saved')
    return (
      <p role="status" className={css({ color: 'success', fontWeight: '700' })}>
        {t`Modifications enregistrées.`}
      </p>
    )
  if (result === 'conflict')
    return (
      <FormAlert>
        {t`Cette section a été modifiée entre-temps, peut-être dans un autre onglet : vos changements ne sont pas enregistrés. Rechargez la page pour voir la dernière version.`}
      </FormAlert>
    )
  if (result === 'signed-out')
    return <FormAlert>{t`Votre session a expiré : reconnectez-vous pour enregistrer.`}</FormAlert>
  if (result === 'file-not-found')
    return (
      <FormAlert>
        {t`Le fichier choisi n'est plus disponible : retirez-le et envoyez-le à nouveau.`}
      </FormAlert>
    )
  if (result === 'invalid')
    return <FormAlert>{t`Certains champs sont à corriger : voyez les messages sous chacun d'eux.`}</FormAlert>
  return null
}

/** Whether a section is complete, in words and with an icon. */
export function CompletionBadge({ complete }: { complete: boolean }) {
  const { t } = useLingui()
  return (
    <span
      className={hstack({
        gap: '1.5',
        textStyle: 'badge',
        color: complete ? 'success' : 'fg.muted',
      })}
    >
      {complete ? (
        <LineIcon icon={CircleCheck} size={16} aria-hidden="true" />
      ) : (
        <LineIcon icon={CircleDashed} size={16} aria-hidden="true" />
      )}
      {complete ? t`Complétée` : t`À compléter`}
    </span>
  )
}

/** A section of the profile: its title, whether it is complete, and its form or summary. */
export function ProfileSectionPanel({
  section,
  complete,
  children,
}: {
  section: ProfileSection
  complete: boolean
  children: ReactNode
}) {
  const { i18n } = useLingui()
  return (
    <TalentPanel
      id={section}
      title={i18n._(PROFILE_SECTION_LABELS[section])}
      badge={<CompletionBadge complete={complete} />}
    >
      {children}
    </TalentPanel>
  )
}
