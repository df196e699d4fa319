/** The e-mails the app sent during the browser tests, read from the test SMTP server's folder. */

/**
 * The newest e-mail the app sent to `address` through the test SMTP server (see serve.mjs), parsed;
 * waits for it up to `timeoutS` (15 s).
 */
export async function receivedMail(
  address: string,
  { after = 0, containing, timeoutS = 15 }: { after?: number; containing?: string; timeoutS?: number } = {},
) {
  const { readdirSync, readFileSync, statSync } = await import('node:fs')
  const { join } = await import('node:path')
  const { default: PostalMime } = await import('postal-mime')
  const dir = process.env.E2E_MAIL_DIR ?? 'data/e2e-mail'
  const wanted = address.toLowerCase()
  for (let attempt = 0; attempt < timeoutS * 4; attempt++) {
    const files = readdirSync(dir)
      .filter((name) => name.endsWith(`-${wanted}.eml`))
      .map((name) => join(dir, name))
      .filter((path) => statSync(path).mtimeMs >= after)
      .sort()
      .reverse()
    for (const file of files) {
      const mail = await PostalMime.parse(readFileSync(file))
      // Several tests may write to one address (the team's): pick the mail about this test.
      if (!containing || mail.text?.includes(containing)) return mail
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no e-mail to ${address}${containing ? ` containing ${containing}` : ''}`)
}

/** The first link of a mail's text that contains `path`. */
export function linkIn(text: string | undefined, path: string): string {
  const link = text?.match(new RegExp(`https?://\\S*${path}\\S*`))?.[0]
  if (!link) throw new Error(`no ${path} link in: ${text}`)
  return link
}
