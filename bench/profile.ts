/**
 * `npm run bench:profile [-- --seconds 8 --connections 4]`: the talent profile with every section full
 * (30 experiences with summaries, 30 diplomas, 50 skills, 20 languages, every answer, a PDF CV and a photo). Prints the profile's
 * load time in process (p50/p95), then the production server's rendering of the edit and account pages for
 * that talent (requests per second and latency percentiles) beside the bare 404 page. `npm run build` first.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import {
  CONTRACT_TYPES,
  EXPERIENCE_LEVELS,
  JOB_CATEGORIES,
  REGIONS,
  SDG_GOALS,
  SECTORS,
} from '../src/domain/enums'
import { LANGUAGE_CODES } from '../src/domain/languages'
import { MAX_PROFILE_ENTRIES, type SectionSave, sectionSaveSchema } from '../src/domain/profile'
import { MAX_SKILLS } from '../src/domain/skills'
import { createSession } from '../src/features/auth/sessions.server'
import { loadProfile, saveProfileSection } from '../src/features/profile/profile.server'
import { storeUpload } from '../src/features/uploads/uploads.server'
import { openDatabase, queryRows } from '../src/server/db/client'
import { users } from '../src/server/db/schema'
import { seedDatabase } from '../src/server/db/seed'
import { pdfFile, photo } from '../tests/upload-files'
import { printPageThroughput, serverBenchOptions, startProductionServer } from './production-server'
import { formatRow, measure } from './stats'

const options = serverBenchOptions(3310)

const dataDir = mkdtempSync(join(tmpdir(), 'tremplin-bench-profile-'))
process.env.DATA_DIR = dataDir
process.env.APP_SECRET ??= 'bench-secret-bench-secret-bench-secret-0001'
const summary = `<p>${'Coordination de projets citoyens, animation de communautés locales et suivi budgétaire. '.repeat(12)}</p><ul><li>Animation</li><li>Budget</li></ul>`

function fullProfile(
  skillIds: { id: string; label: string; type: 'hard' | 'soft' }[],
  files: { cv: string; picture: string },
): SectionSave[] {
  const month = (year: number, m: number) => `${year}-${String(m).padStart(2, '0')}`
  return [
    {
      section: 'information',
      version: 0,
      values: {
        profileTitle: 'Chargée de projet énergie citoyenne',
        firstName: 'Lotte',
        lastName: 'Peeters',
        phone: '+32470123456',
        email: 'lotte@example.be',
        birthdate: '1992-04-18',
        city: 'Gent',
        gender: 'woman',
        picture: files.picture,
        website: 'https://lotte.example.be',
        linkedinUrl: 'https://www.linkedin.com/in/lotte',
        cv: files.cv,
        availability: 'available',
        openToContact: true,
      },
    },
    {
      section: 'impact',
      version: 0,
      values: {
        dreamCompany: 'ngo',
        goals: [...SDG_GOALS],
        impactMeaning: 'both',
        superpower: 'Rassembler les voisins autour d’un projet.',
        atmosphere: 'mix',
        teamBuilding: 'hike',
        funAnecdote: 'J’ai traversé la Belgique en vélo-cargo.',
        dinnerGuest: 'Wangari Maathai, pour parler d’arbres.',
      },
    },
    {
      section: 'experiences',
      version: 0,
      values: {
        experiences: Array.from({ length: MAX_PROFILE_ENTRIES }, (_, i) => ({
          company: `Coopérative ${i + 1}`,
          postTitle: `Chargée de projet ${i + 1}`,
          city: 'Gent',
          region: REGIONS[i % REGIONS.length]!,
          startMonth: month(1990 + i, 1),
          endMonth: month(1990 + i, 12),
          currentlyWorking: false,
          contractType: CONTRACT_TYPES[i % CONTRACT_TYPES.length]!,
          summary,
        })),
      },
    },
    {
      section: 'diplomas',
      version: 0,
      values: {
        diplomas: Array.from({ length: MAX_PROFILE_ENTRIES }, (_, i) => ({
          name: `Formation ${i + 1}`,
          school: 'UGent',
          region: 'east_flanders' as const,
          startMonth: month(1990 + i, 9),
          endMonth: month(1991 + i, 6),
          stillStudying: false,
          type: 'training' as const,
        })),
      },
    },
    {
      section: 'skills',
      version: 0,
      values: {
        skills: [
          ...skillIds.map((skill) => ({ skillId: skill.id, label: skill.label, type: skill.type })),
          ...Array.from({ length: MAX_SKILLS - skillIds.length }, (_, i) => ({
            skillId: null,
            label: `Compétence libre ${i + 1}`,
            type: 'hard' as const,
          })),
        ],
        languages: LANGUAGE_CODES.slice(0, 20).map((language) => ({ language, level: 'advanced' as const })),
      },
    },
    {
      section: 'searchedJobs',
      version: 0,
      values: {
        categories: [...JOB_CATEGORIES],
        sectors: [...SECTORS],
        regions: [...REGIONS],
        experienceLevel: EXPERIENCE_LEVELS[2]!,
        contractTypes: [...CONTRACT_TYPES],
      },
    },
  ]
}

let server: ChildProcess | undefined
try {
  const handle = await openDatabase({ kind: 'pglite', dataDir })
  await handle.migrate()
  await seedDatabase(handle.db)
  const [user] = await handle.db
    .insert(users)
    .values({ email: 'lotte@example.be', firstName: 'Lotte', lastName: 'Peeters' })
    .returning()
  const owner = { id: user!.id, email: user!.email, firstName: user!.firstName, lastName: user!.lastName }
  const known = await queryRows<{ id: string; label: string; type: 'hard' | 'soft' }>(
    handle.db,
    sql`select s.id, t.label, s.type::text as type from skills s join skill_translations t on t.skill_id = s.id and t.locale = 'fr' order by s.value limit 30`,
  )
  // A real CV and photo, stored as uploads are (the disk store under DATA_DIR, which the server reads too).
  const [cv, picture] = await Promise.all([
    storeUpload(
      handle.db,
      owner.id,
      { name: 'CV Lotte Peeters.pdf', bytes: await pdfFile({ pages: 2 }) },
      'cv',
    ),
    storeUpload(handle.db, owner.id, { name: 'lotte.jpg', bytes: await photo('jpeg') }, 'avatar'),
  ])
  for (const save of fullProfile(known, { cv: cv.location, picture: picture.location })) {
    const outcome = await saveProfileSection(handle.db, owner, sectionSaveSchema.parse(save) as SectionSave)
    if (!outcome.ok) throw new Error(`could not save ${save.section}`)
  }
  console.info(
    formatRow(
      'loadProfile, every section full (in process)',
      await measure(200, () => loadProfile(handle.db, owner, 'nl')),
    ),
  )
  const { accessToken } = await createSession(handle.db, owner.id)
  await handle.close()

  const production = await startProductionServer(options.port)
  server = production.server
  const baseUrl = production.baseUrl
  const pages = {
    'bare page (404)': '/nl/pagina-die-niet-bestaat',
    'profile edit page, every section full': '/nl/talent/settings/edit',
    'my account page': '/nl/talent/settings/account',
  }
  const headers = { cookie: `tal.access_token=${accessToken}` }
  const page = await fetch(baseUrl + pages['profile edit page, every section full'], { headers })
  const html = await page.text()
  if (page.status !== 200 || !html.includes('Coopérative 30') || !html.includes('CV Lotte Peeters.pdf'))
    throw new Error(`the edit page answered ${page.status}`)
  console.info(`edit page HTML: ${(html.length / 1024).toFixed(0)} KB`)
  await printPageThroughput(baseUrl, pages, headers, options)
} finally {
  server?.kill()
  rmSync(dataDir, { recursive: true, force: true })
}
