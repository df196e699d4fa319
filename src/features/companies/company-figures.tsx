import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { ResponseRecordText } from '~/features/response-record/response-record-text'
import { COMPANY_SIZE_LABELS } from '~/i18n/labels'
import { TitledSection } from '~/ui/project-page'
import type { CompanyPage } from './company-page.model'
import { profileCard } from './company-profile'
import { SdgCommitments } from './sdg-commitments'

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={grid({ gap: '1' })}>
      <dt className={css({ textStyle: 'meta' })}>{label}</dt>
      <dd className={css({ textStyle: 'subheading' })}>{value}</dd>
    </div>
  )
}

/** The bar's track; the share fills it from the left. */
const womenBarTrack = css({
  display: 'block',
  mt: '2',
  h: '2',
  borderRadius: 'full',
  bg: 'teal.100',
  overflow: 'hidden',
})

/** The share of women, in words and as a bar. */
function WomenShare({ women }: { women: number }) {
  const { t } = useLingui()
  return (
    <>
      {t`${women} % de femmes`}
      <span aria-hidden="true" className={womenBarTrack}>
        <span
          className={css({ display: 'block', h: 'full', bg: 'brand.solid' })}
          style={{ width: `${women}%` }}
        />
      </span>
    </>
  )
}

/** The side column of the company page: its key figures and its commitments to the UN goals. */
export function CompanyFigures({ company }: { company: CompanyPage['company'] }) {
  const { t, i18n } = useLingui()
  const { name, averageAge: age, womenPercent } = company
  return (
    <aside
      className={grid({
        gap: '6',
        alignContent: 'start',
        alignSelf: 'start',
        position: { lg: 'sticky' },
        top: '24',
      })}
    >
      <TitledSection
        titleId="company-figures"
        title={t`En chiffres`}
        titleClassName={css({ textStyle: 'subheading', mb: '4' })}
        className={profileCard}
      >
        <dl className={grid({ gap: '4' })}>
          <Figure label={t`Collaborateurs`} value={i18n._(COMPANY_SIZE_LABELS[company.size])} />
          {age !== null && <Figure label={t`Âge moyen`} value={t`${age} ans`} />}
          {womenPercent !== null && (
            <Figure label={t`Répartition femmes-hommes`} value={<WomenShare women={womenPercent} />} />
          )}
          <Figure
            label={t`Réponses aux candidatures`}
            value={<ResponseRecordText record={company.responseRecord} />}
          />
        </dl>
      </TitledSection>
      {company.sdgGoals.length > 0 && (
        <TitledSection
          titleId="company-commitments"
          title={t`Nos engagements`}
          titleClassName={css({ textStyle: 'subheading', mb: '1' })}
          className={profileCard}
        >
          <p className={css({ textStyle: 'meta', mb: '4' })}>
            {t`Les objectifs de développement durable des Nations unies auxquels ${name} contribue.`}
          </p>
          <SdgCommitments goals={company.sdgGoals} />
        </TitledSection>
      )}
    </aside>
  )
}
