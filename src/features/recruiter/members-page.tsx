import { useLingui } from '@lingui/react/macro'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import { MEMBER_ROLES, type MemberRole } from '~/domain/enums'
import { memberInvitationSchema } from '~/domain/members'
import { formatDay } from '~/i18n/format'
import { internalPathFor } from '~/i18n/paths'
import { useLocale } from '~/i18n/use-locale'
import { FormElement, SubmitButton, useAppForm } from '~/ui/app-form'
import { button } from '~/ui/button'
import { Chip } from '~/ui/chip'
import { FormAlert } from '~/ui/form-alert'
import { panel } from '~/ui/panel'
import type { MemberRow, MembersView } from './recruiter.model'
import { BackToOffers, RecruiterFrame } from './recruiter-lists'

type Problem =
  | 'not-found'
  | 'forbidden'
  | 'already-member'
  | 'talent-account'
  | 'last-owner'
  | 'not-pending'
  | 'signed-out'
  | 'throttled'
  | 'failed'
type Outcome = { ok: true } | { ok: false; error: Problem } | null

function useRoleLabels(): Record<MemberRole, string> {
  const { t } = useLingui()
  return { owner: t`Responsable`, member: t`Membre` }
}

function useProblemText(): Record<Problem, string> {
  const { t } = useLingui()
  return {
    'not-found': t`Cette personne ne fait plus partie de l'organisation : la liste est mise à jour.`,
    forbidden: t`Seul·e un·e responsable de l'organisation peut faire cela.`,
    'already-member': t`Cette personne fait déjà partie de l'organisation.`,
    'talent-account': t`Cette adresse appartient à un compte talent : demandez-lui une adresse professionnelle.`,
    'last-owner': t`L'organisation garde au moins un·e responsable : nommez-en un·e autre d'abord.`,
    'not-pending': t`Cette personne a déjà choisi son mot de passe.`,
    'signed-out': t`Votre session a expiré : reconnectez-vous.`,
    throttled: t`Trop de modifications en peu de temps : réessayez dans quelques minutes.`,
    failed: t`La modification n'a pas abouti (connexion ?) : réessayez.`,
  }
}

/** `/recruteur/organisations/<company>/membres`: who acts for the organisation, and (owners) who else may. */
export function MembersPage({ view }: { view: MembersView }) {
  const { t } = useLingui()
  const owner = view.myRole === 'owner'
  const [notice, setNotice] = useState<string | null>(null)
  const problems = useProblemText()
  const report = (outcome: Outcome, success: string) =>
    setNotice(outcome?.ok ? success : problems[outcome?.error ?? 'failed'])
  return (
    <RecruiterFrame title={t`Membres`} subtitle={view.companyName}>
      <BackToOffers />
      {notice && (
        <div className={css({ mt: '4' })} role="status">
          {notice}
        </div>
      )}
      <div className={panel}>
        <ul className={grid({ gap: '4' })}>
          {view.members.map((member) => (
            <MemberItem key={member.userId} view={view} member={member} owner={owner} report={report} />
          ))}
        </ul>
      </div>
      {owner && <InviteForm companyId={view.companyId} report={report} />}
    </RecruiterFrame>
  )
}

function MemberItem({
  view,
  member,
  owner,
  report,
}: {
  view: MembersView
  member: MemberRow
  owner: boolean
  report: (outcome: Outcome, success: string) => void
}) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const navigate = useNavigate()
  const locale = useLocale()
  const roles = useRoleLabels()
  const name = `${member.firstName} ${member.lastName}`.trim()
  const ids = { companyId: view.companyId, memberId: member.userId }
  const act = async (run: () => Promise<Outcome>, success: string) => {
    const outcome = await run().catch(() => null)
    report(outcome, success)
    // Having left, the organisation is no longer hers: back to her space.
    if (outcome?.ok && member.you && !owner)
      return navigate({ to: internalPathFor('recruiter', locale) as never })
    await router.invalidate()
  }
  const fns = () => import('./members.functions')
  return (
    <li className={hstack({ gap: '3', justify: 'space-between', flexWrap: 'wrap' })}>
      <span>
        <strong>{name}</strong>{' '}
        {member.you && <span className={css({ color: 'fg.muted' })}>({t`vous`})</span>}
        <span className={css({ display: 'block', color: 'fg.muted' })}>
          {member.email} · {t`depuis le ${formatDay(i18n, member.since)}`}
        </span>
      </span>
      <span className={hstack({ gap: '2', flexWrap: 'wrap' })}>
        <Chip tone={member.role === 'owner' ? 'brand' : 'neutral'}>{roles[member.role]}</Chip>
        {member.pending && <Chip tone="accent">{t`Invitation envoyée`}</Chip>}
        {owner && (
          <label className={hstack({ gap: '1.5' })}>
            <span className={css({ srOnly: true })}>{t`Rôle de ${name}`}</span>
            <select
              value={member.role}
              className={css({ borderWidth: '1px', borderRadius: 'control', px: '2', h: '9' })}
              onChange={(event) => {
                const role = event.target.value as MemberRole
                void act(
                  async () => (await fns()).setMemberRoleFn({ data: { ...ids, role } }),
                  t`Rôle de ${name} : ${roles[role]}.`,
                )
              }}
            >
              {MEMBER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {roles[role]}
                </option>
              ))}
            </select>
          </label>
        )}
        {owner && member.pending && (
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'sm' })}
            onClick={() =>
              act(
                async () => (await fns()).resendInvitationFn({ data: ids }),
                t`Nouvelle invitation envoyée à ${name}.`,
              )
            }
          >
            {t`Renvoyer l'invitation`}
          </button>
        )}
        {(owner || member.you) && (
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            onClick={() => {
              const question = member.you
                ? t`Quitter ${view.companyName} ? Vous n'aurez plus accès à ses offres ni à ses candidatures.`
                : t`Retirer ${name} de ${view.companyName} ?`
              if (!window.confirm(question)) return
              void act(
                async () => (await fns()).removeMemberFn({ data: ids }),
                member.you
                  ? t`Vous avez quitté l'organisation.`
                  : t`${name} ne fait plus partie de l'organisation.`,
              )
            }}
          >
            {member.you ? t`Quitter l'organisation` : t`Retirer`}
          </button>
        )}
      </span>
    </li>
  )
}

function InviteForm({
  companyId,
  report,
}: {
  companyId: string
  report: (outcome: Outcome, success: string) => void
}) {
  const { t } = useLingui()
  const router = useRouter()
  const roles = useRoleLabels()
  const [problem, setProblem] = useState(false)
  const form = useAppForm({
    defaultValues: { email: '', firstName: '', lastName: '', role: 'member' as MemberRole },
    validators: { onSubmit: memberInvitationSchema },
    onSubmitInvalid: () => setProblem(true),
    onSubmit: async ({ value, formApi }) => {
      setProblem(false)
      const { inviteMemberFn } = await import('./members.functions')
      const outcome = await inviteMemberFn({ data: { ...value, companyId } }).catch(() => null)
      report(outcome, t`Invitation envoyée à ${value.email}.`)
      if (outcome?.ok) {
        formApi.reset()
        await router.invalidate()
      }
    },
  })
  return (
    <FormElement form={form} aria-label={t`Inviter un·e collègue`} className={panel}>
      <h2 className={css({ textStyle: 'heading', mb: '2' })}>{t`Inviter un·e collègue`}</h2>
      <p className={css({ color: 'fg.muted', mb: '4' })}>
        {t`Elle reçoit un lien valable 7 jours pour choisir son mot de passe, ou retrouve l'organisation dans son espace si elle a déjà un compte recruteur.`}
      </p>
      {problem && (
        <FormAlert>{t`Certains champs sont à corriger : voyez les messages sous chacun d'eux.`}</FormAlert>
      )}
      <div className={grid({ gap: '4', columns: { base: 1, md: 2 } })}>
        <form.AppField name="email">{(field) => <field.EmailField id="invite-email" />}</form.AppField>
        <form.AppField name="role">
          {(field) => (
            <field.SelectField
              id="invite-role"
              label={t`Rôle`}
              options={MEMBER_ROLES.map((value) => ({ value, label: roles[value] }))}
              isRequired
            />
          )}
        </form.AppField>
        <form.AppField name="firstName">
          {(field) => <field.TextField id="invite-first-name" label={t`Prénom`} isRequired />}
        </form.AppField>
        <form.AppField name="lastName">
          {(field) => <field.TextField id="invite-last-name" label={t`Nom`} />}
        </form.AppField>
      </div>
      <div className={css({ mt: '4' })}>
        <SubmitButton variant="brand">{t`Envoyer l'invitation`}</SubmitButton>
      </div>
    </FormElement>
  )
}
