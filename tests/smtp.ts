/**
 * A real SMTP server on loopback for the integration tests: it keeps every message it receives (raw and
 * parsed), and can refuse mail for a while to test retries.
 */
import type { AddressInfo } from 'node:net'
import PostalMime, { type Email } from 'postal-mime'
import { SMTPServer } from 'smtp-server'
import { afterAll } from 'vitest'

export type ReceivedMail = { to: string[]; raw: string; mail: Email }

export type TestSmtp = {
  url: string
  received: ReceivedMail[]
  /** While true, every message is refused with a temporary error (451). */
  refusing: boolean
  close: () => Promise<void>
}

/**
 * A server for a test file's mail: the code under test sends there (SMTP_URL) and links to
 * https://tremplin.test (APP_URL); closed after the file's tests.
 */
export async function smtpForTests(): Promise<TestSmtp> {
  const smtp = await startSmtp()
  process.env.SMTP_URL = smtp.url
  process.env.APP_URL = 'https://tremplin.test'
  afterAll(async () => {
    await smtp.close()
  })
  return smtp
}

export async function startSmtp(): Promise<TestSmtp> {
  const state = { received: [] as ReceivedMail[], refusing: false }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The app's pooled transport keeps its connections open: on close, end them after half a second
    // instead of the default 30 s wait.
    closeTimeout: 500,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        if (state.refusing) {
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 })
          callback(error)
          return
        }
        const raw = Buffer.concat(chunks)
        state.received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: raw.toString('utf8'),
          mail: await PostalMime.parse(raw),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return Object.assign(state, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
}
