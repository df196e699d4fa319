import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_SEARCH_ALERTS } from '~/domain/alerts'
import { engines, type TestDatabase } from '../../../tests/databases'
import { createTalent } from '../../../tests/storage-setup'
import { type NewAlert, newAlertSchema } from './alert-input'
import { changeSavedSearch, deleteSavedSearch, savedSearches, saveSearch } from './search-alerts.server'

const alert = (extra: Partial<NewAlert> = {}): NewAlert => ({
  name: 'Namur et Liège · CDI',
  search: { query: '', filters: { zones: ['namur', 'liege'], contrat_type: ['cdi'] } },
  emailAlert: true,
  frequency: 'daily',
  ...extra,
})

describe('the alert form rules', () => {
  it('needs a filter or a keyword, known filters only, and a name of sensible length', () => {
    expect(newAlertSchema.safeParse(alert()).success).toBe(true)
    expect(newAlertSchema.safeParse(alert({ search: { query: 'énergie', filters: {} } })).success).toBe(true)
    const issue = (value: unknown) => newAlertSchema.safeParse(value).error?.issues[0]?.message
    expect(issue(alert({ search: { query: '  ', filters: {} } }))).toBe('alertNeedsFilter')
    expect(issue(alert({ search: { query: '', filters: { zones: [] } } }))).toBe('alertNeedsFilter')
    expect(issue(alert({ search: { query: '', filters: { zones: ['atlantis'] } } }))).toBe('unknownFilter')
    expect(issue(alert({ search: { query: '', filters: { salary: ['high'] } } }))).toBe('unknownFilter')
    expect(issue(alert({ name: 'x'.repeat(10_000) }))).toBe('tooLong')
    expect(issue(alert({ name: ' ' }))).toBe('required')
  })
})

describe.each(engines())('saved searches on $name', (engine) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await engine.open()
  })
  afterAll(async () => {
    await database?.dispose()
  })

  it('keeps a talent’s searches to herself, and at most MAX_SEARCH_ALERTS of them', async () => {
    const sofia = await createTalent(database.db, 'Sofia')
    const other = await createTalent(database.db, 'Other')
    const saved = await saveSearch(database.db, sofia.userId, newAlertSchema.parse(alert()))
    expect(saved.ok).toBe(true)
    const id = saved.ok ? saved.alertId : ''
    expect(await savedSearches(database.db, sofia.userId)).toMatchObject([
      {
        id,
        name: 'Namur et Liège · CDI',
        filters: { zones: ['namur', 'liege'], contrat_type: ['cdi'] },
        emailAlert: true,
      },
    ])
    expect(await savedSearches(database.db, other.userId)).toEqual([])
    // Another talent can neither change nor delete it.
    expect(await changeSavedSearch(database.db, other.userId, { alertId: id, emailAlert: false })).toBe(
      'not-found',
    )
    expect(await deleteSavedSearch(database.db, other.userId, id)).toBe(false)
    expect(
      await changeSavedSearch(database.db, sofia.userId, {
        alertId: id,
        name: 'Wallonie',
        emailAlert: false,
      }),
    ).toBe('ok')
    expect(await savedSearches(database.db, sofia.userId)).toMatchObject([
      { name: 'Wallonie', emailAlert: false },
    ])

    const more = await Promise.all(
      Array.from({ length: MAX_SEARCH_ALERTS + 3 }, () => saveSearch(database.db, sofia.userId, alert())),
    )
    expect(more.filter((outcome) => outcome.ok)).toHaveLength(MAX_SEARCH_ALERTS - 1)
    expect(more.filter((outcome) => !outcome.ok && outcome.error === 'too-many')).toHaveLength(4)
    expect(await deleteSavedSearch(database.db, sofia.userId, id)).toBe(true)
    expect(await savedSearches(database.db, sofia.userId)).toHaveLength(MAX_SEARCH_ALERTS - 1)
  })
})
