/**
 * Interviews in three languages: a talent applies, the recruiter puts the application in progress and
 * proposes two slots; the talent picks one in her space; both e-mails carry the calendar invitation
 * (.ics, METHOD:REQUEST); the recruiter moves it (SEQUENCE 1 to both), then cancels it (METHOD:CANCEL).
 */
import type { Page } from '@playwright/test'
import type { Email } from 'postal-mime'
import {
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  type Locale,
  linkIn,
  prefix,
  receivedMail,
  reloadHydrated,
  signUpConfirmed,
  test,
} from '../fixtures'
import {
  ANSWER_LABELS,
  APPLY_DIALOG,
  CLAIRE,
  OPEN_OFFER,
  offerPath,
  recruiterPage,
  sendApplication,
  uniqueName,
} from './applications'

export const INTERVIEW_LABELS = {
  propose: { fr: 'Proposer un entretien', nl: 'Een gesprek voorstellen', en: 'Propose an interview' },
  addSlot: { fr: 'Ajouter un créneau', nl: 'Tijdstip toevoegen', en: 'Add a slot' },
  invite: { fr: 'Inviter à un entretien', nl: 'Uitnodigen voor een gesprek', en: 'Invite to an interview' },
  invited: { fr: 'Invitation envoyée', nl: 'Uitnodiging verstuurd', en: 'Invitation sent' },
  pastSlot: { fr: 'déjà passé', nl: 'al voorbij', en: 'already past' },
  pick: { fr: /^Choisir le créneau/, nl: /^Kies het tijdstip/, en: /^Pick the slot/ },
  scheduled: { fr: 'Entretien fixé', nl: 'Gesprek vastgelegd', en: 'Interview scheduled' },
  change: { fr: "Modifier l'entretien", nl: 'Gesprek wijzigen', en: 'Change the interview' },
  sendChange: {
    fr: 'Envoyer les nouveaux créneaux',
    nl: 'Nieuwe tijdstippen versturen',
    en: 'Send the new slots',
  },
  moved: { fr: 'Entretien modifié', nl: 'Gesprek gewijzigd', en: 'Interview changed' },
  cancel: { fr: "Annuler l'entretien", nl: 'Gesprek annuleren', en: 'Cancel the interview' },
  heading: { fr: 'Entretien', nl: 'Sollicitatiegesprek', en: 'Interview' },
  cancelled: { fr: 'Entretien annulé', nl: 'Gesprek geannuleerd', en: 'Interview cancelled' },
  proposalSubject: {
    fr: /^Invitation à un entretien/,
    nl: /^Uitnodiging voor een sollicitatiegesprek/,
    en: /^Interview invitation/,
  },
} satisfies Record<string, Record<Locale, string | RegExp>>
const L = { ...APPLY_DIALOG, ...ANSWER_LABELS, ...INTERVIEW_LABELS }

export type SlotInput = { date: string; time: string; location: string }

/** The interviews region of an application's page in the recruiter space. */
export const interviewsRegion = (space: Page) =>
  space.getByRole('region', { name: /Entretiens|Sollicitatiegesprekken|Interviews/ })

/** On an application's page, the recruiter puts it in progress and opens the interview form. */
export async function openInterviewForm(space: Page, locale: Locale) {
  await space.getByRole('button', { name: L.inProgress[locale] }).click()
  await expect(space.getByRole('status').filter({ hasText: L.changed[locale] })).toBeVisible()
  await interviewsRegion(space).getByText(L.propose[locale]).click()
}

/** Fills the `index`th slot of the open interview form (the first is there; the others are added). */
export async function fillSlot(space: Page, locale: Locale, index: number, slot: SlotInput) {
  if (index > 0 && (await space.locator(`#invite-date-${index}`).count()) === 0)
    await interviewsRegion(space).getByRole('button', { name: L.addSlot[locale] }).click()
  await space.locator(`#invite-date-${index}`).fill(slot.date)
  await space.locator(`#invite-time-${index}`).fill(slot.time)
  await space.locator(`#invite-location-${index}`).fill(slot.location)
}

/** A phone page fits its screen: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
}

/** The text of the mail's calendar attachment. */
export function calendarIn(mail: Email): string {
  const attachment = mail.attachments.find((a) => a.mimeType.startsWith('text/calendar'))
  if (!attachment) throw new Error(`no .ics in "${mail.subject}"`)
  return typeof attachment.content === 'string'
    ? attachment.content
    : new TextDecoder().decode(attachment.content as ArrayBuffer)
}

/** Registered by interviews.desktop.spec.ts (fr, en) and interviews.phone.spec.ts (nl). */
export function interviewJourney(locale: Locale) {
  test(`${locale}: the recruiter proposes slots, the talent picks one, both get the .ics; a move and a cancellation follow`, async ({
    page,
    browser,
  }, testInfo) => {
    test.slow()
    const year = new Date().getFullYear() + 1
    const firstName = uniqueName('Ines')
    const email = await signUpConfirmed(page, locale, firstName)
    const started = Date.now()

    // She applies.
    await gotoHydrated(page, offerPath(locale, OPEN_OFFER))
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
    await sendApplication(page, locale, 'Ines', 'Trois ans de projets citoyens.')

    // Claire puts it in progress and proposes two slots (a past one is refused first, nothing sent).
    const recruiter = await recruiterPage(browser, locale)
    const space = recruiter.page
    space.on('dialog', (dialog) => dialog.accept())
    await space.getByRole('link', { name: title }).first().click()
    await space.getByRole('link', { name: new RegExp(firstName) }).click()
    await openInterviewForm(space, locale)
    const interviews = interviewsRegion(space)
    await fillSlot(space, locale, 0, {
      date: '2020-01-10',
      time: '10:00',
      location: 'Rue Haute 12, 1000 Bruxelles',
    })
    await interviews.getByRole('button', { name: L.invite[locale] }).click()
    await expect(interviews.getByText(L.pastSlot[locale])).toBeVisible()
    await space.locator('#invite-date-0').fill(`${year}-03-15`)
    await fillSlot(space, locale, 1, {
      date: `${year}-06-14`,
      time: '14:00',
      location: 'https://meet.example.org/tremplin',
    })
    if (testInfo.project.name === 'desktop') await expectNoSeriousA11yViolations(space)
    await interviews.getByRole('button', { name: L.invite[locale] }).click()
    await expect(interviews.getByText(L.invited[locale])).toBeVisible()
    const proposal = await receivedMail(email, { after: started, containing: 'interview=' })
    expect(proposal.subject).toMatch(L.proposalSubject[locale])
    expect(proposal.attachments).toHaveLength(0)

    // The e-mail's signed link shows the slots (the integration tests pick there; she picks in her space).
    await gotoHydrated(page, linkIn(proposal.text, 'interview='))
    await expect(page.getByRole('heading', { level: 1, name: L.heading[locale] })).toBeVisible()
    await expect(page.getByRole('button', { name: L.pick[locale] })).toHaveCount(2)
    if (testInfo.project.name === 'desktop') await expectNoSeriousA11yViolations(page)
    else await expectNoSidewaysScroll(page)
    if (testInfo.project.name === 'phone') await expectNoSidewaysScroll(space)

    // Ines picks the second slot in her space.
    const beforePick = Date.now()
    await gotoHydrated(page, `${prefix(locale)}/talent/applications`)
    const item = page.getByRole('main').getByRole('listitem').filter({ hasText: title }).first()
    await item.getByRole('button', { name: L.pick[locale] }).nth(1).click()
    await expect(item.getByText(L.scheduled[locale])).toBeVisible()
    if (testInfo.project.name === 'desktop') await expectNoSeriousA11yViolations(page)
    else await expectNoSidewaysScroll(page)

    // Both e-mails carry the invitation: Europe/Brussels, the summer slot at 14:00 local time.
    const toInes = await receivedMail(email, {
      after: beforePick,
      containing: 'https://meet.example.org/tremplin',
    })
    const toClaire = await receivedMail(CLAIRE.email, { after: beforePick, containing: firstName })
    for (const mail of [toInes, toClaire]) {
      const ics = calendarIn(mail)
      expect(ics).toContain('METHOD:REQUEST')
      expect(ics).toContain('BEGIN:VTIMEZONE')
      expect(ics).toContain(`DTSTART;TZID=Europe/Brussels:${year}0614T140000`)
      expect(ics).toContain('SEQUENCE:0')
    }

    // Claire moves it to one autumn slot: both calendars get the update, SEQUENCE 1.
    const beforeMove = Date.now()
    await reloadHydrated(space)
    const fixed = interviews.getByRole('listitem').filter({ hasText: L.scheduled[locale] })
    await fixed.getByRole('button', { name: L.change[locale] }).click()
    await fixed.locator('input[type="date"]').fill(`${year}-10-02`)
    await fixed.locator('input[type="time"]').fill('09:15')
    await fixed.locator('input[type="text"]').fill('Grand-Place 1, 1000 Bruxelles')
    await fixed.getByRole('button', { name: L.sendChange[locale] }).click()
    await expect(interviews.getByText(L.moved[locale]).first()).toBeVisible()
    for (const address of [email, CLAIRE.email]) {
      const ics = calendarIn(await receivedMail(address, { after: beforeMove, containing: 'Grand-Place 1' }))
      expect(ics).toContain('METHOD:REQUEST')
      expect(ics).toContain(`DTSTART;TZID=Europe/Brussels:${year}1002T091500`)
      expect(ics).toContain('SEQUENCE:1')
    }

    // Claire cancels: the talent's calendar gets METHOD:CANCEL.
    const beforeCancel = Date.now()
    await reloadHydrated(space)
    await interviews.getByRole('button', { name: L.cancel[locale] }).click()
    await expect(interviews.getByText(L.cancelled[locale]).first()).toBeVisible()
    const cancel = await receivedMail(email, { after: beforeCancel, containing: title })
    const ics = calendarIn(cancel)
    expect(ics).toContain('METHOD:CANCEL')
    expect(ics).toContain('SEQUENCE:2')
    await recruiter.close()
    await gotoHydrated(page, `${prefix(locale)}/talent/applications`)
    await expect(
      page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ hasText: title })
        .first()
        .getByText(L.cancelled[locale])
        .first(),
    ).toBeVisible()
  })
}
