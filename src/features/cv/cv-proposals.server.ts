/**
 * Her answers to the proposals of her last CV import (values of her CV that differ from what she typed):
 * take one, and its section is saved and marked to check; dismiss it, and it is gone.
 */
import { eq } from 'drizzle-orm'
import type { CvProposals, IMPORTED_INFORMATION_FIELDS } from '~/domain/cv-import'
import { byMostRecent, MAX_PROFILE_ENTRIES, type SectionSave } from '~/domain/profile'
import { loadProfile, type ProfileOwner, saveProfileSection } from '~/features/profile/profile.server'
import type { Locale } from '~/i18n/locales'
import type { Database } from '~/server/db/client'
import { cvImports, talents } from '~/server/db/schema'

/** Her entries with the CV's, most recent first, as many as a profile holds. */
const withEntries = <T extends Parameters<typeof byMostRecent>[0][number]>(own: T[], fromCv: T[]) =>
  byMostRecent([...own, ...fromCv]).slice(0, MAX_PROFILE_ENTRIES)

/** Her answer to one proposal: take the CV's value (or entries), or keep hers. */
type ProposalChoice =
  | { section: 'information'; field: (typeof IMPORTED_INFORMATION_FIELDS)[number]; take: boolean }
  | { section: 'experiences' | 'diplomas'; take: boolean }

/**
 * Takes or dismisses a proposal of her last import. Taking saves the section (from its current version)
 * and marks what changed to check; either way the proposal is gone. False when there is no such proposal.
 */
export async function resolveProposal(
  db: Database,
  owner: ProfileOwner,
  locale: Locale,
  choice: ProposalChoice,
): Promise<boolean> {
  const profile = await loadProfile(db, owner, locale)
  const proposals = profile.cvImport?.proposals
  if (!proposals) return false
  const rest: CvProposals = { ...proposals }
  const toCheck = new Set(profile.cvImport!.toCheck)
  let save: SectionSave | null = null
  if (choice.section === 'information') {
    const proposal = proposals.information?.find((item) => item.field === choice.field)
    if (!proposal) return false
    rest.information = proposals.information!.filter((item) => item !== proposal)
    if (choice.take) {
      save = {
        section: 'information',
        version: profile.versions.information,
        values: { ...profile.values.information, [proposal.field]: proposal.value },
      }
    }
  } else if (choice.section === 'experiences') {
    if (!proposals.experiences?.length) return false
    delete rest.experiences
    if (choice.take) {
      const experiences = withEntries(profile.values.experiences.experiences, proposals.experiences)
      save = { section: 'experiences', version: profile.versions.experiences, values: { experiences } }
    }
  } else {
    if (!proposals.diplomas?.length) return false
    delete rest.diplomas
    if (choice.take) {
      const diplomas = withEntries(profile.values.diplomas.diplomas, proposals.diplomas)
      save = { section: 'diplomas', version: profile.versions.diplomas, values: { diplomas } }
    }
  }
  if (save) {
    const outcome = await saveProfileSection(db, owner, save)
    if (!outcome.ok) return false
    toCheck.add(choice.section === 'information' ? `information.${choice.field}` : choice.section)
  }
  const [talent] = await db.select({ id: talents.id }).from(talents).where(eq(talents.userId, owner.id))
  await db
    .update(cvImports)
    .set({ proposals: rest, toCheck: [...toCheck] })
    .where(eq(cvImports.talentId, talent!.id))
  return true
}
