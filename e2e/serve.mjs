// Starts the production server for the browser tests on a fresh embedded database (seeded at boot), with
// a real SMTP server on loopback that writes every message it receives to data/e2e-mail/ (tests read them)
// and a local OpenID provider for the LinkedIn sign-in.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Events, OAuth2Server } from 'oauth2-mock-server'
import { SMTPServer } from 'smtp-server'

const mailDir = process.env.E2E_MAIL_DIR ?? 'data/e2e-mail'
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125)
rmSync(process.env.DATA_DIR ?? 'data/e2e', { recursive: true, force: true })
rmSync(mailDir, { recursive: true, force: true })
mkdirSync(mailDir, { recursive: true })

let received = 0
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks = []
    stream.on('data', (chunk) => chunks.push(chunk))
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()).join(',')
      writeFileSync(join(mailDir, `${Date.now()}-${++received}-${to}.eml`), Buffer.concat(chunks))
      callback()
    })
  },
})
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve))
process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`

// A local OpenID provider standing in for LinkedIn: it signs in one fixed member at once.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3126)
const provider = new OAuth2Server()
await provider.issuer.keys.generate('RS256')
provider.service.on(Events.BeforeTokenSigning, (token) => {
  Object.assign(token.payload, {
    sub: 'linkedin-e2e-member',
    email: 'lien.vermeulen@example.be',
    email_verified: true,
    given_name: 'Lien',
    family_name: 'Vermeulen',
  })
})
await provider.start(oidcPort, '127.0.0.1')
process.env.LINKEDIN_ISSUER = provider.issuer.url
process.env.LINKEDIN_CLIENT_ID = 'tremplin-e2e'
process.env.LINKEDIN_CLIENT_SECRET = 'tremplin-e2e-secret'

await import('../scripts/start.mjs')
