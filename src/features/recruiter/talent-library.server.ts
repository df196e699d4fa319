/**
 * The CV library (docs/product.md#pages recruiter area: candidate CV library). Only talents who said they are open to
 * recruiter contact are in it, the moment they say so and not a moment longer (every read and every contact
 * checks the flag). What it shows is her professional summary — title, first name and initial, city,
 * availability, what she looks for, skills, languages, experiences and diplomas — never her e-mail
 * address, phone, birthdate, picture or CV file: a recruiter writes through the platform, the talent
 * receives the message by e-mail and decides whether to answer (the recruiter's address is its Reply-To).
 */
import { and, desc, eq, gt, isNotNull, type SQL, sql } from 'drizzle-orm'
import type { Availability, JobCategory, Region } from '~/domain/enums'
import { CONTACT_COOLDOWN_DAYS, LIBRARY_PAGE_SIZE, type LibrarySearch } from '~/domain/talent-library'
import { type Database, queryRows } from '~/server/db/client'
import { companies, talentContacts, talents, users } from '~/server/db/schema'
import { sendMail } from '~/server/mail'
import { recipientColumns } from '~/server/mail/templates'
import { isActiveMember, memberships } from './membership.server'
import type { LibraryPage, LibraryTalent } from './recruiter.model'
import { talentContactMail } from './talent-contact-mail.server'

/** Open to contact, and her address confirmed: a recruiter's message goes there. */
const inLibrary = sql`t.open_to_contact and exists (select 1 from users u where u.id = t.user_id and u.email_verified_at is not null)`

/** Words of a search, for `ILIKE` (the library is small enough to read whole; `%` and `_` are escaped). */
const likeWords = (text: string) =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 6)
    .map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)

/** What a talent's profile says, as one searchable text: title, city, experiences, diplomas, skills. */
const profileText = sql`lower(tremplin_unaccent(concat_ws(' ', t.profile_title, t.city,
  (select string_agg(e.post_title || ' ' || e.company, ' ') from talent_experiences e where e.talent_id = t.id),
  (select string_agg(d.name || ' ' || d.school, ' ') from talent_diplomas d where d.talent_id = t.id),
  (select string_agg(s.label, ' ') from talent_skills s where s.talent_id = t.id))))`

function conditions(search: LibrarySearch): SQL {
  const parts: SQL[] = [inLibrary]
  for (const word of likeWords(search.q ?? ''))
    parts.push(sql`${profileText} like lower(tremplin_unaccent(${word}))`)
  if (search.category) parts.push(sql`${search.category} = any(t.searched_categories)`)
  if (search.region)
    parts.push(
      sql`(${search.region} = any(t.searched_regions) or exists (select 1 from talent_experiences e where e.talent_id = t.id and e.region = ${search.region}))`,
    )
  if (search.availability) parts.push(sql`t.availability = ${search.availability}`)
  if (search.skill)
    parts.push(
      sql`exists (select 1 from talent_skills s where s.talent_id = t.id and lower(tremplin_unaccent(s.label)) = lower(tremplin_unaccent(${search.skill})))`,
    )
  return sql.join(parts, sql` and `)
}

type Row = {
  id: string
  first_name: string | null
  last_name: string | null
  profile_title: string | null
  city: string | null
  availability: Availability | null
  searched_categories: JobCategory[]
  searched_regions: Region[]
  skills: string[] | null
  languages: { language: string; level: string }[] | null
  experiences: { postTitle: string; company: string; current: boolean }[] | null
  diplomas: { name: string; school: string }[] | null
  total: number
  contacted_at: string | null
}

/** A page of the library for a recruiter (null: she belongs to no organisation the committee has not suspended). */
export async function searchLibrary(
  db: Database,
  userId: string,
  search: LibrarySearch,
): Promise<LibraryPage | null> {
  const organisations = (await memberships(db, userId)).filter((organisation) => !organisation.suspended)
  if (organisations.length === 0) return null
  const page = search.page ?? 1
  const rows = await queryRows<Row>(
    db,
    sql`
    select t.id, coalesce(t.first_name, u.first_name) as first_name, coalesce(t.last_name, u.last_name) as last_name,
      t.profile_title, t.city, t.availability,
      -- Enum arrays as text arrays: the drivers parse those (not arrays of a custom type).
      t.searched_categories::text[] as searched_categories, t.searched_regions::text[] as searched_regions,
      (select array_agg(s.label order by s.position) from talent_skills s where s.talent_id = t.id) as skills,
      (select json_agg(json_build_object('language', l.language, 'level', l.level) order by l.position)
         from talent_languages l where l.talent_id = t.id) as languages,
      (select json_agg(json_build_object('postTitle', e.post_title, 'company', e.company, 'current', e.currently_working)
         order by e.position) from talent_experiences e where e.talent_id = t.id) as experiences,
      (select json_agg(json_build_object('name', d.name, 'school', d.school) order by d.position)
         from talent_diplomas d where d.talent_id = t.id) as diplomas,
      (select max(c.created_at)::text from talent_contacts c where c.talent_id = t.id
         and c.company_id in (select company_id from company_members where user_id = ${userId})) as contacted_at,
      count(*) over ()::int as total
    from talents t join users u on u.id = t.user_id
    where ${conditions(search)}
    order by t.updated_at desc, t.id
    limit ${LIBRARY_PAGE_SIZE} offset ${(page - 1) * LIBRARY_PAGE_SIZE}`,
  )
  const total = rows[0]?.total ?? 0
  return {
    organisations: organisations.map(({ companyId, name }) => ({ id: companyId, name })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / LIBRARY_PAGE_SIZE)),
    talents: rows.map(
      (row): LibraryTalent => ({
        id: row.id,
        // Her first name and initial: enough to address her, not to look her up.
        name: [row.first_name, row.last_name ? `${row.last_name.charAt(0)}.` : ''].filter(Boolean).join(' '),
        title: row.profile_title,
        city: row.city,
        availability: row.availability,
        categories: row.searched_categories,
        regions: row.searched_regions,
        skills: row.skills ?? [],
        languages: row.languages ?? [],
        experiences: (row.experiences ?? []).slice(0, 3),
        diplomas: (row.diplomas ?? []).slice(0, 2),
        contactedAt: row.contacted_at,
      }),
    ),
  }
}

export type ContactOutcome =
  | { ok: true }
  | { ok: false; error: 'not-found' | 'forbidden' | 'already-contacted' }

/**
 * A recruiter writes to a talent of the library on behalf of one of her organisations: relayed by e-mail
 * in the talent's language, at most once per organisation and talent every CONTACT_COOLDOWN_DAYS.
 */
export async function contactTalent(
  db: Database,
  userId: string,
  input: { talentId: string; companyId: string; message: string },
): Promise<ContactOutcome> {
  if (!(await isActiveMember(db, userId, input.companyId))) return { ok: false, error: 'forbidden' }
  const [talent] = await db
    .select(recipientColumns)
    .from(talents)
    .innerJoin(users, eq(users.id, talents.userId))
    .where(
      and(eq(talents.id, input.talentId), eq(talents.openToContact, true), isNotNull(users.emailVerifiedAt)),
    )
  // Not in the library (opted out, or no such talent): the same answer, nothing sent.
  if (!talent) return { ok: false, error: 'not-found' }
  const [recent] = await db
    .select({ id: talentContacts.id })
    .from(talentContacts)
    .where(
      and(
        eq(talentContacts.talentId, input.talentId),
        eq(talentContacts.companyId, input.companyId),
        gt(talentContacts.createdAt, sql`now() - make_interval(days => ${CONTACT_COOLDOWN_DAYS})`),
      ),
    )
    .orderBy(desc(talentContacts.createdAt))
    .limit(1)
  if (recent) return { ok: false, error: 'already-contacted' }
  const [sender] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      company: companies.name,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, input.companyId))
    .where(eq(users.id, userId))
  await db.insert(talentContacts).values({
    talentId: input.talentId,
    companyId: input.companyId,
    recruiterId: userId,
    message: input.message,
  })
  await sendMail(db, await talentContactMail(talent, sender!, input.message))
  return { ok: true }
}
