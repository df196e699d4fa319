/** The committee's co-founder project editor: admins only. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { PROJECT_STATUS_ACTIONS } from '~/domain/cofounder-project-form'
import { SIGNED_OUT, sessionMiddleware } from '~/features/auth/session-middleware'
import { isAdmin } from './admin-guard'
import {
  createProject,
  projectForCommittee,
  projectOrganisations,
  projectsForCommittee,
  setProjectStatus,
  updateProject,
} from './cofounder-projects.server'

export const getCommitteeProjectsFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .handler(({ context: { db, user } }) => (isAdmin(user) ? projectsForCommittee(db) : null))

/** The project to edit (none: a new one) and the organisations it can be tied to. */
export const getCommitteeProjectFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .validator(z.object({ projectId: z.optional(z.uuid()) }))
  .handler(async ({ data, context: { db, user } }) => {
    if (!isAdmin(user)) return null
    const project = data.projectId ? await projectForCommittee(db, data.projectId) : null
    if (data.projectId && !project) return null
    return { project, organisations: await projectOrganisations(db) }
  })

/** The values are `unknown` here: the service checks them with the editor's schema. */
export const saveCommitteeProjectFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(
    z.object({
      projectId: z.optional(z.uuid()),
      version: z.string().check(z.maxLength(40)),
      values: z.unknown(),
    }),
  )
  .handler(({ data, context: { db, user } }) => {
    if (!isAdmin(user)) return SIGNED_OUT
    return data.projectId
      ? updateProject(db, user.id, data.projectId, data.version, data.values)
      : createProject(db, user.id, data.values)
  })

export const setCommitteeProjectStatusFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object({ projectId: z.uuid(), action: z.enum(PROJECT_STATUS_ACTIONS) }))
  .handler(({ data, context: { db, user } }) =>
    isAdmin(user) ? setProjectStatus(db, data.projectId, data.action) : SIGNED_OUT,
  )
