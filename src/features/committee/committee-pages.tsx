import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { css } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import { ORGANISATION_REQUEST_STATUSES, type OrganisationRequestStatus } from '~/domain/enums'
import { refusalSchema } from '~/domain/organisation-request'
import { formatDay } from '~/i18n/format'
import {
  COMPANY_SIZE_LABELS,
  CONTENT_LANGUAGE_LABELS,
  REGION_LABELS,
  SDG_LABELS,
  SECTOR_LABELS,
} from '~/i18n/labels'
import { LocalizedLink } from '~/i18n/localized-link'
import { FormElement, SubmitButton, useAppForm } from '~/ui/app-form'
import { button } from '~/ui/button'
import { Chip } from '~/ui/chip'
import { FormAlert } from '~/ui/form-alert'
import { panel } from '~/ui/panel'
import type { OrganisationRequestRow } from './committee.model'
import { CommitteeFrame } from './committee-frame'

function useStatusLabels(): Record<OrganisationRequestStatus, string> {
  const { t } = useLingui()
  return { pending: t`En attente`, approved: t`Acceptées`, refused: t`Refusées` }
}

/** `/admin`: the requests to join, by status (waiting ones first in time). */
export function CommitteeHomePage({
  status,
  requests,
}: {
  status: OrganisationRequestStatus
  requests: OrganisationRequestRow[]
}) {
  const { t, i18n } = useLingui()
  const labels = useStatusLabels()
  return (
    <CommitteeFrame current="requests" title={t`Demandes d'adhésion`}>
      <nav aria-label={t`Filtrer par statut`}>
        <ul className={hstack({ gap: '2', flexWrap: 'wrap', mt: '4' })}>
          {ORGANISATION_REQUEST_STATUSES.map((value) => (
            <li key={value}>
              <LocalizedLink
                route="admin"
                search={value === 'pending' ? {} : { status: value }}
                aria-current={value === status ? 'page' : undefined}
                className={button({ variant: value === status ? 'brand' : 'outline', size: 'sm' })}
              >
                {labels[value]}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={panel}>
        {requests.length === 0 ? (
          <p>{t`Aucune demande ici.`}</p>
        ) : (
          <ul className={grid({ gap: '3' })}>
            {requests.map((request) => (
              <li
                key={request.id}
                className={hstack({ gap: '3', justify: 'space-between', flexWrap: 'wrap' })}
              >
                <span>
                  <LocalizedLink
                    route="adminRequest"
                    params={{ request: request.id }}
                    className={css({ textStyle: 'link', fontWeight: '700' })}
                  >
                    {request.name}
                  </LocalizedLink>
                  <span className={css({ color: 'fg.muted', ml: '2' })}>
                    {request.contactFirstName} {request.contactLastName}
                  </span>
                </span>
                <span className={css({ color: 'fg.muted' })}>
                  {t`Reçue le ${formatDay(i18n, request.createdAt)}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </CommitteeFrame>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className={css({ fontWeight: '700' })}>{label}</dt>
      <dd className={css({ whiteSpace: 'pre-line' })}>{children}</dd>
    </div>
  )
}

/** `/admin/demandes/<request>`: everything the organisation said, and the committee's decision. */
export function CommitteeRequestPage({ request }: { request: OrganisationRequestRow }) {
  const { t, i18n } = useLingui()
  const labels = useStatusLabels()
  const list = (values: string[]) => values.join(', ') || '—'
  return (
    <CommitteeFrame current="requests" title={request.name}>
      <p className={css({ mt: '2' })}>
        <LocalizedLink route="admin" className={css({ textStyle: 'link' })}>
          {t`← Toutes les demandes`}
        </LocalizedLink>
      </p>
      <div className={panel}>
        <p className={hstack({ gap: '2', mb: '4' })}>
          <Chip tone={request.status === 'pending' ? 'accent' : 'neutral'}>{labels[request.status]}</Chip>
          <span
            className={css({ color: 'fg.muted' })}
          >{t`Reçue le ${formatDay(i18n, request.createdAt)}`}</span>
        </p>
        <dl className={grid({ gap: '4', columns: { base: 1, md: 2 } })}>
          <Fact label={t`Site web`}>{request.website ?? '—'}</Fact>
          <Fact label={t`Taille`}>{i18n._(COMPANY_SIZE_LABELS[request.size])}</Fact>
          <Fact label={t`Secteurs`}>{list(request.sectors.map((s) => i18n._(SECTOR_LABELS[s])))}</Fact>
          <Fact label={t`Où elle agit`}>{list(request.zones.map((z) => i18n._(REGION_LABELS[z])))}</Fact>
          <Fact label={t`Mission`}>{request.mission}</Fact>
          <Fact label={t`Objectifs`}>
            {list(request.sdgGoals.map((g) => `${g}. ${i18n._(SDG_LABELS[g])}`))}
          </Fact>
          <Fact label={t`Engagements`}>{request.commitments}</Fact>
          <Fact label={t`Contact`}>
            {[
              `${request.contactFirstName} ${request.contactLastName}`,
              request.contactRole,
              request.contactEmail,
              request.contactPhone,
              i18n._(CONTENT_LANGUAGE_LABELS[request.locale]),
            ]
              .filter(Boolean)
              .join('\n')}
          </Fact>
        </dl>
      </div>
      {request.status === 'pending' ? (
        <Decision requestId={request.id} name={request.name} />
      ) : (
        <div className={panel}>
          <p>
            {request.status === 'approved'
              ? t`Acceptée le ${formatDay(i18n, request.reviewedAt!)} par ${request.reviewer ?? '—'}.`
              : t`Refusée le ${formatDay(i18n, request.reviewedAt!)} par ${request.reviewer ?? '—'}.`}
          </p>
          {request.refusalReason && (
            <p className={css({ mt: '2', whiteSpace: 'pre-line' })}>{request.refusalReason}</p>
          )}
        </div>
      )}
    </CommitteeFrame>
  )
}

type DecisionProblem = 'already-decided' | 'contact-is-talent' | 'not-found' | 'signed-out' | 'failed'

/** Approve, or refuse with a reason the contact reads. */
function Decision({ requestId, name }: { requestId: string; name: string }) {
  const { t } = useLingui()
  const router = useRouter()
  const [problem, setProblem] = useState<DecisionProblem | null>(null)
  const [busy, setBusy] = useState(false)
  const messages: Record<DecisionProblem, string> = {
    'already-decided': t`Un autre membre du comité a déjà décidé : la page est mise à jour.`,
    'contact-is-talent': t`L'adresse de contact appartient à un compte talent : demandez une autre adresse à l'organisation.`,
    'not-found': t`Cette demande n'existe plus.`,
    'signed-out': t`Votre session a expiré : reconnectez-vous.`,
    failed: t`La décision n'a pas été enregistrée (connexion ?) : réessayez.`,
  }
  const settle = async (outcome: { ok: true } | { ok: false; error: DecisionProblem } | null) => {
    setBusy(false)
    if (!outcome) setProblem('failed')
    else if (!outcome.ok) setProblem(outcome.error)
    await router.invalidate()
  }
  const approve = async () => {
    if (!window.confirm(t`Accepter ${name} ? L'organisation est créée et son contact invité.`)) return
    setBusy(true)
    setProblem(null)
    const { approveOrganisationRequestFn } = await import('./committee.functions')
    await settle(await approveOrganisationRequestFn({ data: { requestId } }).catch(() => null))
  }
  const form = useAppForm({
    defaultValues: { reason: '' },
    validators: { onSubmit: refusalSchema },
    onSubmit: async ({ value }) => {
      setProblem(null)
      const { refuseOrganisationRequestFn } = await import('./committee.functions')
      await settle(
        await refuseOrganisationRequestFn({ data: { requestId, reason: value.reason } }).catch(() => null),
      )
    },
  })
  return (
    <div className={panel}>
      <h2 className={css({ textStyle: 'heading', mb: '4' })}>{t`Décision du comité`}</h2>
      {problem && <FormAlert>{messages[problem]}</FormAlert>}
      <div className={grid({ gap: '6', columns: { base: 1, md: 2 }, mt: '4' })}>
        <div>
          <p className={css({ mb: '3' })}>
            {t`Accepter crée l'organisation (une adresse par langue) et invite son contact à choisir un mot de passe.`}
          </p>
          <button type="button" className={button({ variant: 'brand' })} disabled={busy} onClick={approve}>
            {t`Accepter`}
          </button>
        </div>
        <FormElement form={form} aria-label={t`Refuser la demande`} className={grid({ gap: '3' })}>
          <form.AppField name="reason">
            {(field) => (
              <field.TextAreaField
                id="refusal-reason"
                label={t`Raison du refus (envoyée au contact)`}
                isRequired
              />
            )}
          </form.AppField>
          <div>
            <SubmitButton variant="accent">{t`Refuser`}</SubmitButton>
          </div>
        </FormElement>
      </div>
    </div>
  )
}
