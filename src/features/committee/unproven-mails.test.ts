/**
 * The mail layer's rule for addresses nobody has proven (docs/security.md): every mail that can be sent to
 * one carries no text someone typed, however hostile.
 */
import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import type { OrganisationRequestValues } from '~/domain/organisation-request'
import { recoveryMail, validationMail } from '~/features/auth/auth-mails.server'
import { confirmationMail } from '~/features/newsletter/newsletter.server'
import { env } from '~/server/env'
import type { Mail } from '~/server/mail'
import { TypedTextRefused, unprovenMail } from '~/server/mail/templates'
import { refusalMail, requestReceivedMail } from './committee-mails.server'

const HOSTILE = 'Urgent: verify your bank account at http://evil.example'
const everything = (mail: Mail) => [mail.subject, mail.text, mail.html].join('\n')

const request = {
  name: HOSTILE,
  contactFirstName: HOSTILE,
  contactLastName: HOSTILE,
  contactEmail: 'victim@example.be',
  contactRole: HOSTILE,
  mission: HOSTILE,
  commitments: HOSTILE,
} as unknown as OrganisationRequestValues

const stranger = {
  id: crypto.randomUUID(),
  email: 'victim@example.be',
  firstName: HOSTILE,
  locale: 'fr' as const,
}

describe('mails to an unproven address', () => {
  it.each([
    ['the registration confirmation', () => validationMail(stranger, 'token')],
    ['the password recovery', () => recoveryMail({ ...stranger, locale: 'nl' }, 'token')],
    ['the organisation request acknowledgement', () => requestReceivedMail(request, 'en')],
    ['the refusal of a request', () => refusalMail({ ...request, locale: 'fr' }, 'Charte non respectée.')],
    ['the newsletter confirmation', () => confirmationMail('victim@example.be', 'nl', 'token')],
  ])('%s carries nothing someone typed', async (_name, build) => {
    const mail = await build()
    expect(mail.to).toBe('victim@example.be')
    expect(everything(mail)).not.toContain('evil.example')
    expect(everything(mail)).not.toContain('Urgent')
  })

  it("keeps the committee's own explanation in a refusal", async () => {
    const mail = await refusalMail({ ...request, locale: 'fr' }, 'Charte non respectée.')
    expect(mail.text).toContain('Charte non respectée.')
  })

  it('refuses to build one with a typed value or a link elsewhere', async () => {
    const name = HOSTILE
    await expect(
      unprovenMail('victim@example.be', 'fr', {
        subject: msg`Votre demande pour ${name}`,
        lines: [],
        action: msg`Nous écrire`,
        url: env().appUrl,
      }),
    ).rejects.toBeInstanceOf(TypedTextRefused)
    await expect(
      unprovenMail('victim@example.be', 'fr', {
        subject: msg`Nous écrire`,
        lines: [],
        action: msg`Nous écrire`,
        url: 'http://evil.example/',
      }),
    ).rejects.toBeInstanceOf(TypedTextRefused)
  })
})
