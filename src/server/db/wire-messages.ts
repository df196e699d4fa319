/**
 * Just enough of PostgreSQL's wire protocol for the embedded database's server (embedded-server.ts):
 * splitting an answer into its messages, the channel of a notification, the channels a simple query
 * listens to.
 */

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
