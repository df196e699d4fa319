import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { emptyCofounderProject } from '~/domain/cofounder-project-form'
import { findCofounderProject, listCofounderProjects } from '~/features/cofounder/cofounder.server'
import { storeUpload } from '~/features/uploads/uploads.server'
import { uploadedFiles } from '~/server/db/schema'
import { twoCompanies } from '../../../tests/hiring-setup'
import { createTalent, storageCases, suiteStorage } from '../../../tests/storage-setup'
import {
  createProject,
  projectForCommittee,
  projectsForCommittee,
  setProjectStatus,
  updateProject,
} from './cofounder-projects.server'

const picture = () =>
  sharp({ create: { width: 800, height: 500, channels: 3, background: '#b5652b' } })
    .png()
    .toBuffer()

describe.each(storageCases())('committee co-founder projects on $name', (storageCase) => {
  const context = suiteStorage(storageCase, { offers: 0 })
  let company: string
  let admin: string
  let stranger: string

  beforeAll(async () => {
    ;[company] = await twoCompanies(context.db)
    admin = (await createTalent(context.db, 'Comite')).userId
    stranger = (await createTalent(context.db, 'Stranger')).userId
  })

  it('writes a draft, publishes it (list and page at once), edits it online, archives it', async () => {
    const { db } = context
    const title = `Ressourcerie mobile ${crypto.randomUUID().slice(0, 8)}`
    const image = await storeUpload(db, admin, { name: 'projet.png', bytes: await picture() }, 'image')
    const values = {
      ...emptyCofounderProject(),
      title,
      founderName: 'Amina',
      companyId: company,
      region: 'brussels_capital',
      sectors: ['social_economy'],
      image: image.location,
      sections: {
        ...emptyCofounderProject().sections,
        projectDescription: '<p>Une ressourcerie qui vient à vous.<script>alert(1)</script></p>',
      },
    }
    expect(await createProject(db, admin, { ...values, title: '' })).toEqual({ ok: false, error: 'invalid' })
    expect(
      await createProject(db, admin, {
        ...values,
        sections: { ...values.sections, projectDescription: '<p> </p>' },
      }),
    ).toEqual({ ok: false, error: 'invalid' })
    const created = await createProject(db, admin, values)
    if (!created.ok) throw new Error(created.error)
    const draft = (await projectForCommittee(db, created.id))!
    expect(draft.status).toBe('draft')
    expect(draft.values.sections.projectDescription).toBe('<p>Une ressourcerie qui vient à vous.</p>')
    const [adopted] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, image.id))
    expect(adopted!.ownerUserId).toBeNull()
    expect((await findCofounderProject(db, 'fr', draft.slug)).kind).toBe('missing')

    expect(await setProjectStatus(db, created.id, 'publish')).toEqual({ ok: true, id: created.id })
    expect(await setProjectStatus(db, created.id, 'publish')).toEqual({ ok: false, error: 'conflict' })
    expect((await findCofounderProject(db, 'fr', draft.slug)).kind).toBe('found')
    const listed = await listCofounderProjects(db, 'fr', { query: title, offset: 0, limit: 10 })
    expect(listed.projects.map((project) => project.slug)).toEqual([draft.slug])

    // Edited online: a stale version is refused; the address stays although the title changed.
    const online = (await projectForCommittee(db, created.id))!
    expect(await updateProject(db, admin, created.id, draft.version, online.values)).toEqual({
      ok: false,
      error: 'conflict',
    })
    const renamed = { ...online.values, title: `${title} (Bruxelles)` }
    expect((await updateProject(db, admin, created.id, online.version, renamed)).ok).toBe(true)
    const after = (await projectForCommittee(db, created.id))!
    expect(after).toMatchObject({ slug: draft.slug, values: { title: `${title} (Bruxelles)` } })

    expect((await setProjectStatus(db, created.id, 'archive')).ok).toBe(true)
    expect((await findCofounderProject(db, 'fr', draft.slug)).kind).toBe('missing')
    expect((await projectsForCommittee(db)).find((row) => row.id === created.id)!.status).toBe('archived')
    expect(await setProjectStatus(db, crypto.randomUUID(), 'archive')).toEqual({
      ok: false,
      error: 'not-found',
    })
  })

  it('refuses a picture that is not the admin’s own upload, and an unknown organisation', async () => {
    const { db } = context
    const theirs = await storeUpload(db, stranger, { name: 'x.png', bytes: await picture() }, 'image')
    const values = {
      ...emptyCofounderProject(),
      title: 'Projet refusé',
      founderName: 'Eva',
      sections: { ...emptyCofounderProject().sections, projectDescription: '<p>Un projet.</p>' },
    }
    for (const wrong of [
      { ...values, image: theirs.location },
      { ...values, image: 'https://evil.example/x.png' },
      { ...values, companyId: crypto.randomUUID() },
    ])
      expect(await createProject(db, admin, wrong)).toEqual({ ok: false, error: 'invalid' })
    const [kept] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, theirs.id))
    expect(kept!.ownerUserId).toBe(stranger)
  })
})
