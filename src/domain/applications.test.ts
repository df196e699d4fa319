import { describe, expect, it } from 'vitest'
import { applySchema, canMove, inTab, nextStatuses, shownStatus, studentAgeAllowed } from './applications'
import { APPLICATION_ACTORS, APPLICATION_STATUSES } from './enums'

describe('the application state machine', () => {
  const allowed = new Set([
    'recruiter:new>pending',
    'recruiter:new>accepted',
    'recruiter:new>refused',
    'recruiter:pending>accepted',
    'recruiter:pending>refused',
    'talent:new>withdrawn',
    'talent:pending>withdrawn',
    'system:new>closed',
    'system:pending>closed',
  ])
  it('allows exactly the listed moves, for every actor and every pair of statuses', () => {
    for (const actor of APPLICATION_ACTORS)
      for (const from of APPLICATION_STATUSES)
        for (const to of APPLICATION_STATUSES)
          expect(canMove(actor, from, to), `${actor}:${from}>${to}`).toBe(
            allowed.has(`${actor}:${from}>${to}`),
          )
  })
  it('gives answers as final: nothing follows accepted, refused, closed or withdrawn', () => {
    for (const actor of APPLICATION_ACTORS)
      for (const from of ['accepted', 'refused', 'closed', 'withdrawn'] as const)
        expect(nextStatuses(actor, from)).toEqual([])
  })
  it('shows an unanswered application to a closed offer as closed, an answered one as answered', () => {
    expect(shownStatus('new', false)).toBe('closed')
    expect(shownStatus('pending', false)).toBe('closed')
    expect(shownStatus('refused', false)).toBe('refused')
    expect(shownStatus('new', true)).toBe('new')
  })
  it('sorts statuses under the talent’s tabs (archived = refused, closed, accepted, withdrawn)', () => {
    expect(inTab('pending', 'new')).toBe(true)
    expect(inTab('pending', 'pending')).toBe(true)
    for (const status of ['refused', 'closed', 'accepted', 'withdrawn'] as const)
      expect(inTab('archived', status)).toBe(true)
    expect(inTab('archived', 'pending')).toBe(false)
    expect(inTab('refused', 'refused')).toBe(true)
    expect(inTab('accepted', 'refused')).toBe(false)
    expect(inTab('saved', 'new')).toBe(false)
  })
})

describe('the apply form rules', () => {
  const valid = {
    offerId: '6f1c1f3e-3c1b-4a51-9a55-0d6f1b0b5e11',
    cv: '/api/files/6f1c1f3e-3c1b-4a51-9a55-0d6f1b0b5e12',
    coverLetterText: '',
    coverLetterFile: null,
    answers: ['Oui'],
    consent: true,
    studentDeclaration: false,
  }
  it('needs the consent, a CV and every answer', () => {
    expect(applySchema.safeParse(valid).success).toBe(true)
    expect(applySchema.safeParse({ ...valid, consent: false }).error?.issues[0]?.message).toBe('gdpr')
    expect(applySchema.safeParse({ ...valid, cv: '' }).error?.issues[0]?.message).toBe('required')
    expect(applySchema.safeParse({ ...valid, answers: ['  '] }).error?.issues[0]?.message).toBe('required')
  })
  it('keeps the student-job ages of docs/product.md#limits: 15 and over (the declaration says which case)', () => {
    const today = new Date('2026-11-23T12:00:00Z')
    expect(studentAgeAllowed('2011-11-23', today)).toBe(true) // 15 today
    expect(studentAgeAllowed('2011-11-24', today)).toBe(false) // 15 tomorrow
    expect(studentAgeAllowed(null, today)).toBe(null)
  })
})
