/**
 * The plumbing every server function shares. Handlers get `{ db, locale }` (and `{ user }` through the
 * session middleware of `features/auth`) in their context; inputs are zod schemas given to `.validator()`.
 */
import { createMiddleware } from '@tanstack/react-start'
import { storableStrings } from '~/domain/storable-text'
import { localeMiddleware } from '~/i18n/locale-middleware'
import { getDb } from './db'

/** The page's locale and the database, for every server function that reads or writes data. */
export const dbMiddleware = createMiddleware({ type: 'function' })
  .middleware([localeMiddleware])
  .server(async ({ next }) => next({ context: { db: await getDb() } }))

/**
 * An input its schema refuses is the caller's mistake: a 400, neither a 500 nor a log line (the input may
 * hold personal data). Start rejects it before the handler runs, with the schema's issues as the message.
 * Inputs read from the URL never get here: their schemas drop bad values (`.catch`) instead of failing.
 */
export const badInputMiddleware = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    // A thrown Response is Start's way to answer a server-function call with a status of our choosing.
    if (isRefusedInput(error))
      throw Response.json(
        { error: { status: 400, message: 'Bad request: the input was refused.' } },
        { status: 400 },
      )
    throw error
  }
})

function isRefusedInput(error: unknown): boolean {
  if (!(error instanceof Error) || !error.message.startsWith('[')) return false
  try {
    const issues: unknown = JSON.parse(error.message)
    return (
      Array.isArray(issues) &&
      issues.length > 0 &&
      issues.every(
        (issue) => typeof issue === 'object' && issue !== null && 'message' in issue && 'path' in issue,
      )
    )
  } catch {
    return false
  }
}

/**
 * Every server function's input with its strings made storable before its own schema reads it: a NUL or
 * a lone surrogate (forged; a form cannot type them) would fail the write it reaches, and lose the rest of
 * what the form saves with it.
 */
export const storableInputMiddleware = createMiddleware({ type: 'function' }).validator(storableStrings)
