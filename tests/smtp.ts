/**
 * A real SMTP server on loopback for the integration tests: it keeps every message it receives (raw and
 * parsed), and can refuse mail for a while to test retries.
 */
import type { AddressInfo } from 'node:net'
import PostalMime, { type Email } from 'postal-mime'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { to: string[]; raw: string; mail: Email }

export type TestSmtp = {
  url: string
  received: ReceivedMail[]
  /** While true, every message is refused with a temporary error (451). */
  refusing: boolean
  close: () => Promise<void>
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
