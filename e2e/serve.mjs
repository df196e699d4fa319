// Starts the production server for the browser tests on a fresh embedded database (seeded at boot), with
// a real SMTP server on loopback that writes every message it receives to data/e2e-mail/ (tests read them).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
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

await import('../scripts/start.mjs')
