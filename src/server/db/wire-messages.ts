/**
 * Just enough of PostgreSQL's wire protocol for the embedded database's server (embedded-server.ts):
 * splitting an answer into its messages, the channel of a notification, the channels a simple query
 * listens to, and the few messages the server writes itself.
 */

export const PROTOCOL_3 = 196_608

export type Message = { type: string; bytes: Buffer }

/** The messages of a backend answer: a type byte, then a length that counts itself. */
export function readMessages(answer: Buffer): Message[] {
  const messages: Message[] = []
  let at = 0
  while (at + 5 <= answer.length) {
    const end = at + 1 + Math.max(4, answer.readInt32BE(at + 1))
    messages.push({ type: String.fromCharCode(answer[at]!), bytes: answer.subarray(at, end) })
    at = end
  }
  return messages
}

/** Whether the answer holds a message of `type`, read without copying anything (most answers hold none). */
export function holdsMessage(answer: Buffer, type: string): boolean {
  const code = type.charCodeAt(0)
  for (let at = 0; at + 5 <= answer.length; at += 1 + Math.max(4, answer.readInt32BE(at + 1)))
    if (answer[at] === code) return true
  return false
}

/** NotificationResponse: the sender's process id, then the channel and the payload, NUL-terminated. */
export function notificationChannel(message: Message): string {
  const start = 9
  return message.bytes.toString('utf8', start, message.bytes.indexOf(0, start))
}

/** A quoted identifier keeps its case (`""` is a quote); a bare one is folded to lower case. */
const CHANNEL = String.raw`("(?:[^"]|"")+"|[A-Za-z_][\w$]*|\*)`
const LISTENING = new RegExp(String.raw`^\s*(LISTEN|UNLISTEN)\s+${CHANNEL}\s*;?\s*$`, 'i')

export type ListenChange = { listen: boolean; channel: string }

/**
 * What a simple query (`Q`) changes in its connection's channels: `LISTEN name`, `UNLISTEN name` or
 * `UNLISTEN *` (channel `*`) alone in the query; null for any other query.
 */
export function listenChange(query: Buffer): ListenChange | null {
  const text = query.toString('utf8', 5, query.length - 1)
  const match = LISTENING.exec(text)
  if (!match) return null
  const name = match[2]!
  const channel = name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name.toLowerCase()
  const listen = match[1]!.toUpperCase() === 'LISTEN'
  if (listen && channel === '*') return null
  return { listen, channel }
}

/** A typed message (either direction): its type, a length that counts itself, its body. */
function typedMessage(type: string, body: Buffer): Buffer {
  const message = Buffer.alloc(5 + body.length)
  message.write(type, 0, 'latin1')
  message.writeInt32BE(4 + body.length, 1)
  body.copy(message, 5)
  return message
}

/** What PostgreSQL answers to UNLISTEN: CommandComplete, then ReadyForQuery with the transaction status. */
export function unlistened(inTransaction: boolean): Buffer {
  return Buffer.concat([
    typedMessage('C', Buffer.from('UNLISTEN\0', 'latin1')),
    typedMessage('Z', Buffer.from(inTransaction ? 'T' : 'I', 'latin1')),
  ])
}

export function syncMessage(): Buffer {
  return typedMessage('S', Buffer.alloc(0))
}

export function queryMessage(text: string): Buffer {
  return typedMessage('Q', Buffer.from(`${text}\0`, 'utf8'))
}

/** A protocol 3.0 startup: no type byte, a length, the version, then name/value pairs. */
export function startupMessage(): Buffer {
  const parameters = Buffer.from('user\0tremplin\0database\0postgres\0\0', 'utf8')
  const message = Buffer.alloc(8 + parameters.length)
  message.writeInt32BE(message.length, 0)
  message.writeInt32BE(PROTOCOL_3, 4)
  parameters.copy(message, 8)
  return message
}
