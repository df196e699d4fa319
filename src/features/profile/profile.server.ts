/**
 * The talent's profile: read whole, saved one section at a time. A section saves whole or not at all (one
 * transaction), and only from the version it was edited from: a second tab is told the section changed
 * instead of overwriting it. The user is always the request's own; nothing here takes an id from a browser.
 */
import { eq, sql } from 'drizzle-orm'
import { PROFILE_SECTIONS, type ProfileSection } from '~/domain/enums'
import {
  type ProfileSectionValues,
  profileCompletion,
  SECTION_COMPLETE,
  type SectionSave,
} from '~/domain/profile'
import { deleteUploadIfUnused, type TalentFiles, talentFiles } from '~/features/uploads/talent-files.server'
import { ownUpload } from '~/features/uploads/uploads.server'
import type { Locale } from '~/i18n/locales'
import type { Database } from '~/server/db/client'
import { cvImports, talents, users } from '~/server/db/schema'
import type { ProfileView } from './profile.model'
import { readEntries, readSkills, writeEntries, writeSkills } from './profile-lists.server'

type TalentRow = typeof talents.$inferSelect
/** The signed-in talent whose profile is read or saved. */
export type ProfileOwner = { id: string; email: string; firstName: string; lastName: string }
type Owner = ProfileOwner

/** The talent row of a user, created with the account's names and address when it does not exist yet. */
async function talentOf(db: Database, owner: Owner): Promise<TalentRow> {
  const [existing] = await db.select().from(talents).where(eq(talents.userId, owner.id))
  if (existing) return existing
  await db
    .insert(talents)
    .values({ userId: owner.id, firstName: owner.firstName, lastName: owner.lastName, email: owner.email })
    .onConflictDoNothing()
  const [created] = await db.select().from(talents).where(eq(talents.userId, owner.id))
  return created!
}

const orEmpty = <T extends string>(value: T | null): T | '' => value ?? ''

function sectionValues(
  talent: TalentRow,
  owner: Owner,
  files: TalentFiles,
  lists: Pick<ProfileSectionValues, 'experiences' | 'diplomas' | 'skills'>,
): ProfileSectionValues {
  return {
    information: {
      profileTitle: talent.profileTitle ?? '',
      firstName: talent.firstName ?? owner.firstName,
      lastName: talent.lastName ?? owner.lastName,
      phone: talent.phone ?? '',
      email: talent.email ?? owner.email,
      birthdate: talent.birthdate ?? '',
      city: talent.city ?? '',
      gender: orEmpty(talent.gender),
      picture: files.picture?.src ?? null,
      website: talent.website ?? '',
      linkedinUrl: talent.linkedinUrl ?? '',
      cv: files.cv?.location ?? null,
      availability: orEmpty(talent.availability),
      openToContact: talent.openToContact,
    },
    impact: {
      dreamCompany: orEmpty(talent.dreamCompany),
      goals: talent.goals as ProfileSectionValues['impact']['goals'],
      impactMeaning: orEmpty(talent.impactMeaning),
      superpower: talent.superpower ?? '',
      atmosphere: orEmpty(talent.atmosphere),
      teamBuilding: orEmpty(talent.teamBuilding),
      funAnecdote: talent.funAnecdote ?? '',
      dinnerGuest: talent.dinnerGuest ?? '',
    },
    ...lists,
    searchedJobs: {
      categories: talent.searchedCategories,
      sectors: talent.searchedSectors as ProfileSectionValues['searchedJobs']['sectors'],
      regions: talent.searchedRegions,
      experienceLevel: orEmpty(talent.experienceLevel),
      contractTypes: talent.searchedContractTypes,
    },
  }
}

/** The whole profile of the signed-in talent, with each section's version and completeness. */
export async function loadProfile(db: Database, owner: Owner, locale: Locale): Promise<ProfileView> {
  const talent = await talentOf(db, owner)
  const [entries, skills, files, [cvImport]] = await Promise.all([
    readEntries(db, talent.id),
    readSkills(db, talent.id, locale),
    talentFiles(db, owner.id),
    db.select().from(cvImports).where(eq(cvImports.talentId, talent.id)),
  ])
  const values = sectionValues(talent, owner, files, { ...entries, skills })
  const complete = Object.fromEntries(
    PROFILE_SECTIONS.map((section) => [section, SECTION_COMPLETE[section](values[section] as never)]),
  ) as Record<ProfileSection, boolean>
  const versions = Object.fromEntries(
    PROFILE_SECTIONS.map((section) => [section, talent.sectionVersions[section] ?? 0]),
  ) as Record<ProfileSection, number>
  return {
    versions,
    complete,
    completion: profileCompletion(complete),
    values,
    cvName: files.cv?.name ?? null,
    cvImport: cvImport
      ? { at: cvImport.createdAt.toISOString(), toCheck: cvImport.toCheck, proposals: cvImport.proposals }
      : null,
  }
}

const nullIfEmpty = <T extends string>(value: T | ''): T | null => (value === '' ? null : value)

/** The talents columns a section writes (the list sections write their own tables). */
function talentColumns(save: SectionSave): Partial<typeof talents.$inferInsert> {
  switch (save.section) {
    case 'information': {
      const v = save.values
      return {
        profileTitle: v.profileTitle || null,
        firstName: v.firstName,
        lastName: v.lastName,
        phone: v.phone || null,
        email: v.email,
        birthdate: v.birthdate || null,
        city: v.city || null,
        gender: nullIfEmpty(v.gender),
        website: v.website || null,
        linkedinUrl: v.linkedinUrl || null,
        availability: nullIfEmpty(v.availability),
        openToContact: v.openToContact,
      }
    }
    case 'impact': {
      const v = save.values
      return {
        dreamCompany: nullIfEmpty(v.dreamCompany),
        goals: v.goals,
        impactMeaning: nullIfEmpty(v.impactMeaning),
        superpower: v.superpower || null,
        atmosphere: nullIfEmpty(v.atmosphere),
        teamBuilding: nullIfEmpty(v.teamBuilding),
        funAnecdote: v.funAnecdote || null,
        dinnerGuest: v.dinnerGuest || null,
      }
    }
    case 'searchedJobs': {
      const v = save.values
      return {
        searchedCategories: v.categories,
        searchedSectors: v.sectors,
        searchedRegions: v.regions,
        experienceLevel: nullIfEmpty(v.experienceLevel),
        searchedContractTypes: v.contractTypes,
      }
    }
    default:
      return {}
  }
}

export type SaveOutcome = { ok: true } | { ok: false; error: 'conflict' | 'file-not-found' }

type FileIds = { cvFileId: string | null; pictureFileId: string | null }

/**
 * The ids of the files an information save designates: each must be the talent's own upload of the right
 * kind (a location from another account, or a PDF given as picture, is refused, never attached).
 */
async function designatedFiles(
  db: Database,
  userId: string,
  save: SectionSave,
): Promise<FileIds | 'not-found' | null> {
  if (save.section !== 'information') return null
  const { cv, picture } = save.values
  const [cvFile, pictureFile] = await Promise.all([
    cv === null ? null : ownUpload(db, userId, cv, ['cv']),
    picture === null ? null : ownUpload(db, userId, picture, ['avatar']),
  ])
  if ((cv !== null && !cvFile) || (picture !== null && !pictureFile)) return 'not-found'
  return { cvFileId: cvFile?.id ?? null, pictureFileId: pictureFile?.id ?? null }
}

/**
 * Saves one section, whole, if it is still at the version the form was loaded with; raises its version.
 * The account's names follow the profile's (the header greets the talent by them).
 */
export async function saveProfileSection(
  db: Database,
  owner: Owner,
  save: SectionSave,
): Promise<SaveOutcome> {
  const talent = await talentOf(db, owner)
  const files = await designatedFiles(db, owner.id, save)
  if (files === 'not-found') return { ok: false, error: 'file-not-found' }
  const outcome = await db.transaction(async (tx) => {
    const handle = tx as unknown as Database
    const [locked] = await handle
      .select({
        sectionVersions: talents.sectionVersions,
        cvFileId: talents.cvFileId,
        pictureFileId: talents.pictureFileId,
      })
      .from(talents)
      .where(eq(talents.id, talent.id))
      .for('update')
    const current = locked?.sectionVersions[save.section] ?? 0
    if (current !== save.version) return { ok: false, error: 'conflict' } as const
    if (save.section === 'experiences' || save.section === 'diplomas')
      await writeEntries(handle, talent.id, save)
    if (save.section === 'skills') await writeSkills(handle, talent.id, save.values)
    if (save.section === 'information')
      await handle
        .update(users)
        .set({
          firstName: save.values.firstName,
          lastName: save.values.lastName,
          avatarFileId: files?.pictureFileId ?? null,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, owner.id))
    await handle
      .update(talents)
      .set({
        ...talentColumns(save),
        ...files,
        sectionVersions: sql`jsonb_set(${talents.sectionVersions}, ${`{${save.section}}`}, to_jsonb(${current + 1}::int))`,
        updatedAt: sql`now()`,
      })
      .where(eq(talents.id, talent.id))
    // Saving a section is checking it: what a CV import filled there is no longer "to check".
    await handle
      .update(cvImports)
      .set({
        toCheck: sql`coalesce((select jsonb_agg(path) from jsonb_array_elements_text(${cvImports.toCheck}) as path
          where path <> ${save.section} and path not like ${`${save.section}.%`}), '[]'::jsonb)`,
      })
      .where(eq(cvImports.talentId, talent.id))
    return { ok: true, previous: [locked?.cvFileId ?? null, locked?.pictureFileId ?? null] } as const
  })
  // The files the save replaced or removed go, unless something else (an application) still uses them.
  if (!outcome.ok) return outcome
  if (files) {
    const replaced = outcome.previous.filter(
      (id): id is string => id !== null && id !== files.cvFileId && id !== files.pictureFileId,
    )
    for (const id of replaced) await deleteUploadIfUnused(db, owner.id, id)
  }
  return { ok: true }
}
