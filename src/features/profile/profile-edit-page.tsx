import { useLingui } from '@lingui/react/macro'
import type { ComponentType, ReactNode } from 'react'
import { PROFILE_SECTIONS, type ProfileSection } from '~/domain/enums'
import { PROFILE_SECTION_LABELS } from '~/i18n/profile-labels'
import { TalentLayout, TalentPanel } from '~/layouts/talent-layout'
import { UnsavedChangesGuard } from '~/ui/unsaved-changes'
import { CompletionMeter } from './completion-meter'
import { DiplomasForm } from './diplomas-form'
import { ExperiencesForm } from './experiences-form'
import { ImpactForm } from './impact-form'
import { InformationForm } from './information-form'
import type { ProfileView } from './profile.model'
import { SearchedJobsForm } from './searched-jobs-form'
import { ProfileSectionPanel } from './section-form'
import { SkillsForm } from './skills-form'

const SECTION_FORMS: Record<ProfileSection, ComponentType<{ profile: ProfileView }>> = {
  information: InformationForm,
  impact: ImpactForm,
  experiences: ExperiencesForm,
  diplomas: DiplomasForm,
  skills: SkillsForm,
  searchedJobs: SearchedJobsForm,
}

/**
 * A section's form starts again from the saved values when a CV import changed them behind it (a new
 * import, a proposal taken); its own saves do not restart it.
 */
const formKey = (section: ProfileSection, profile: ProfileView) =>
  `${profile.cvImport?.at ?? ''}:${JSON.stringify(profile.cvImport?.proposals[section as 'information'] ?? null)}`

/**
 * The profile, section by section (docs/product.md#pages): side links to each section, each saved on its own and marked
 * complete or not, the whole profile's completeness on top; leaving with unsaved changes asks first.
 */
export function ProfileEditPage({
  profile,
  banner,
  SectionNotice,
}: {
  profile: ProfileView
  /** Above the sections (the CV import's banner). */
  banner?: ReactNode
  /** At the top of each section (what a CV import filled or proposes there). */
  SectionNotice?: ComponentType<{ section: ProfileSection; profile: ProfileView }>
}) {
  const { t, i18n } = useLingui()
  const sections = PROFILE_SECTIONS.map((id) => ({ id, label: i18n._(PROFILE_SECTION_LABELS[id]) }))
  return (
    <UnsavedChangesGuard>
      <TalentLayout title={t`Mon profil`} sections={sections}>
        <TalentPanel title={t`Avancement`}>
          <CompletionMeter completion={profile.completion} />
        </TalentPanel>
        {banner}
        {PROFILE_SECTIONS.map((section) => {
          const Form = SECTION_FORMS[section]
          return (
            <ProfileSectionPanel key={section} section={section} complete={profile.complete[section]}>
              {SectionNotice && <SectionNotice section={section} profile={profile} />}
              <Form key={formKey(section, profile)} profile={profile} />
            </ProfileSectionPanel>
          )
        })}
      </TalentLayout>
    </UnsavedChangesGuard>
  )
}
