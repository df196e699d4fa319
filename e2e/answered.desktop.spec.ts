/**
 * Every application gets an answer (docs/answers.md), in the three languages: the talent sees the date
 * promised; the daily run (asked for by an operator, as on a day some weeks ahead) reminds the recruiter;
 * she proposes an interview from the reminder's link, the talent picks a slot from her e-mail and both get
 * the calendar invitation; the recruiter then refuses with a reason and previews the talent's e-mail; the
 * talent reads it, and her calendar is told the interview is off. And an organisation that never answers:
 * the application is closed at its date and the talent gets a kind notice.
 */
import type { Page } from '@playwright/test'
import {
  b2bSignIn,
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  type Locale,
  linkIn,
  prefix,
  receivedMail,
  reloadHydrated,
  test,
  uniqueEmail,
} from './fixtures'
import { ANSWER_LABELS, APPLY_DIALOG, applyAsNewTalent, uniqueName } from './journeys/applications'
import {
  calendarIn,
  fillSlot,
  INTERVIEW_LABELS,
  interviewsRegion,
  openInterviewForm,
} from './journeys/interviews'
import { E2E_OPS_TOKEN } from './ops-token'

const DAY = 86_400_000
const CLAIRE = 'cooperative-energie-citoyenne-1@demo.tremplin.be'
const COOPERATIVE = {
  fr: '/entreprises-impact/cooperative-energie-citoyenne/offres-emploi/charge-de-projet-transition-energetique-cdd-i18er',
  nl: '/nl/gevolgen-bedrijven/cooperatieve-burgerenergie/banen/charge-de-projet-transition-energetique-cdd-i18er',
  en: '/en/impact-companies/citizen-energy-cooperative/job-offers/charge-de-projet-transition-energetique-cdd-i18er',
}
/** An organisation no other journey applies to: its answer time can change without touching theirs. */
const RENOV = {
  recruiter: 'renov-action-1@demo.tremplin.be',
  name: "Rénov'Action",
  offer: '/en/impact-companies/renov-action/job-offers/chef-de-projet-renovation-energetique-senior-i0l5j',
}

const L = {
  ...APPLY_DIALOG,
  ...ANSWER_LABELS,
  ...INTERVIEW_LABELS,
  expected: {
    fr: 'Réponse attendue au plus tard le',
    nl: 'Antwoord verwacht uiterlijk op',
    en: 'Answer expected by',
  },
  reason: { fr: 'Raison du refus', nl: 'Reden van de afwijzing', en: 'Reason for the refusal' },
  filled: { fr: 'Le poste est pourvu', nl: 'De functie is ingevuld', en: 'The position has been filled' },
  template: {
    fr: 'Nous avons lu votre candidature avec attention',
    nl: 'We hebben je sollicitatie aandachtig gelezen',
    en: 'We read your application carefully',
  },
} satisfies Record<string, Record<Locale, string | RegExp>>

/** An operator asks for the answers run as on the day `at` (OPS_CLOCK is on for the browser tests). */
async function runAnswersAt(page: Page, at: Date) {
  const run = await page.request.post('/api/ops/answer-deadlines', {
    headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
    data: { at: at.toISOString() },
  })
  expect([200, 202]).toContain(run.status())
}

for (const [index, locale] of (['fr', 'nl', 'en'] as const).entries()) {
  test(`${locale}: the answer date, the recruiter's reminder, an interview, a refusal with its reason and message`, async ({
    page,
    browser,
  }) => {
    test.slow()
    const firstName = uniqueName('Amira')
    const email = uniqueEmail('amira')
    const { title, started } = await applyAsNewTalent(page, locale, COOPERATIVE[locale], {
      firstName,
      email,
      answer: 'Des années de projets citoyens.',
    })

    // The date promised, in her receipt and on her applications.
    const receipt = await receivedMail(email, { after: started, containing: title })
    expect(receipt.text).toContain(L.expected[locale])
    await gotoHydrated(page, `${prefix(locale)}/talent/applications`)
    await expect(page.getByRole('listitem').filter({ hasText: title }).first()).toContainText(
      L.expected[locale],
    )

    // Some weeks later (a different day per language: one reminder a day), Claire is reminded.
    await runAnswersAt(page, new Date(Date.now() + (15 + index) * DAY))
    // Her newest e-mail naming the talent: first the notice of the application, then the reminder.
    let reminderLine = ''
    await expect
      .poll(
        async () => {
          const mail = await receivedMail(CLAIRE, { after: started, containing: firstName })
          reminderLine =
            mail.text?.split('\n').find((text) => text.includes(firstName) && text.includes('http')) ?? ''
          return mail.subject
        },
        { timeout: 30_000 },
      )
      .toMatch(/Candidatures qui attendent|Sollicitaties die op je antwoord|Applications waiting/)
    const link = new URL(reminderLine.match(/https?:\/\/\S+/)![0])

    // She refuses from the link, with a reason, after reading the e-mail the talent will get.
    // Claire reads the space in her own language, the one of her reminder's link.
    const her: Locale = link.pathname.startsWith('/nl/')
      ? 'nl'
      : link.pathname.startsWith('/en/')
        ? 'en'
        : 'fr'
    const recruiter = await b2bSignIn(browser, her, CLAIRE)
    const space = recruiter.page
    await expect(
      space.getByRole('heading', { level: 2, name: 'Coopérative Énergie Citoyenne' }),
    ).toBeVisible()
    await gotoHydrated(space, link.pathname)

    // She proposes two slots; the talent picks the second from her e-mail; both calendars get it.
    const year = new Date().getFullYear() + 1
    const beforeProposal = Date.now()
    await openInterviewForm(space, her)
    await fillSlot(space, her, 0, {
      date: `${year}-03-16`,
      time: '10:00',
      location: 'Rue Haute 12, 1000 Bruxelles',
    })
    await fillSlot(space, her, 1, {
      date: `${year}-03-17`,
      time: '15:30',
      location: 'https://meet.example.org/amira',
    })
    await interviewsRegion(space).getByRole('button', { name: L.invite[her] }).click()
    await expect(interviewsRegion(space).getByText(L.invited[her])).toBeVisible()
    const proposal = await receivedMail(email, { after: beforeProposal, containing: 'interview=' })
    expect(proposal.subject).toMatch(L.proposalSubject[locale])
    const beforePick = Date.now()
    await gotoHydrated(page, linkIn(proposal.text, 'interview='))
    await page.getByRole('button', { name: L.pick[locale] }).nth(1).click()
    await expect(page.getByText(L.scheduled[locale])).toBeVisible()
    for (const address of [email, CLAIRE]) {
      const ics = calendarIn(
        await receivedMail(address, { after: beforePick, containing: 'meet.example.org/amira' }),
      )
      expect(ics).toContain('METHOD:REQUEST')
      expect(ics).toContain(`DTSTART;TZID=Europe/Brussels:${year}0317T153000`)
    }

    // After the interview's news, she refuses.
    await reloadHydrated(space)
    await space.getByRole('button', { name: L.refuse[her], exact: true }).click()
    const dialog = space.getByRole('dialog')
    await dialog.getByLabel(L.reason[her]).selectOption({ label: L.filled[her] })
    const preview = dialog.getByTestId('refusal-preview')
    await expect(preview).toContainText(L.template[locale])
    await expect(preview).toContainText(L.filled[locale])
    await expectNoSeriousA11yViolations(space)
    await dialog.getByRole('button', { name: L.confirmRefusal[her] }).click()
    await expect(space.getByRole('status').filter({ hasText: L.refused[her] })).toBeVisible()
    await recruiter.close()

    // She reads it: the e-mail in her language, and the reason and message on her refused application.
    await expect
      .poll(async () => (await receivedMail(email, { after: started, containing: L.filled[locale] })).text, {
        timeout: 30_000,
      })
      .toContain(L.template[locale])
    await gotoHydrated(page, `${prefix(locale)}/talent/applications/refused`)
    const item = page.getByRole('listitem').filter({ hasText: title }).first()
    await expect(item).toContainText(L.filled[locale])
    await expect(item).toContainText(L.template[locale])
    // The interview still ahead is off: her calendar gets the cancellation.
    await expect
      .poll(
        async () => {
          const newest = await receivedMail(email, { after: beforePick, containing: title })
          return newest.attachments.length > 0 ? calendarIn(newest) : ''
        },
        { timeout: 30_000 },
      )
      .toMatch(new RegExp(`METHOD:CANCEL[\\s\\S]*DTSTART;TZID=Europe/Brussels:${year}0317T153000`))
  })
}

test('nobody answers: the application is closed at its date with a kind notice', async ({
  page,
  browser,
}) => {
  test.slow()
  // The organisation answers within a week; a template with markup is refused, plain text is kept.
  const recruiter = await b2bSignIn(browser, 'fr', RENOV.recruiter)
  const space = recruiter.page
  await expect(space.getByRole('heading', { level: 2, name: RENOV.name })).toBeVisible()
  await space
    .getByRole('region', { name: RENOV.name })
    .getByRole('link', { name: 'Réponses', exact: true })
    .click()
  await expect(space.getByRole('heading', { level: 1 })).toContainText(RENOV.name)
  await space.getByLabel(/Jours pour répondre/).fill('40')
  await space.getByRole('button', { name: 'Enregistrer le délai' }).click()
  await expect(space.getByText('entre 7 et 30')).toBeVisible()
  await space.getByLabel(/Jours pour répondre/).fill('7')
  await space.getByRole('button', { name: 'Enregistrer le délai' }).click()
  await expect(space.getByText('Délai enregistré')).toBeVisible()
  const french = space.getByLabel('Message de refus en Français')
  await french.fill('Merci, <b>vraiment</b>.')
  await space.getByRole('button', { name: 'Enregistrer le message en Français' }).click()
  await expect(space.getByText('écrivez du texte simple')).toBeVisible()
  await expectNoSeriousA11yViolations(space)
  await recruiter.close()

  // A talent applies in English; nobody answers.
  const firstName = uniqueName('Jonas')
  const email = uniqueEmail('jonas')
  const { title, started } = await applyAsNewTalent(page, 'en', RENOV.offer, {
    firstName,
    email,
    answer: null,
  })
  const receipt = await receivedMail(email, { after: started, containing: title })
  expect(receipt.text).toContain('Answer expected by')

  // A week and a day later: closed by the platform, and she is told kindly, in English.
  await runAnswersAt(page, new Date(Date.now() + 7.5 * DAY))
  const notice = await receivedMail(email, { after: started, containing: 'did not answer', timeoutS: 30 })
  expect(notice.subject).toContain('is closed')
  expect(notice.text).toContain('This silence says nothing about your worth')
  await gotoHydrated(page, '/en/talent/applications/archived')
  await expect(page.getByRole('listitem').filter({ hasText: title }).first()).toBeVisible()
})
