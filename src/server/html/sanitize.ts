import sanitizeHtml from 'sanitize-html'

/**
 * Rich text from the database (offers, companies, articles) is sanitised on the server before it is
 * rendered: a small allow-list of formatting tags, links only to http(s)/mailto, opened safely.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote'],
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer', target: '_blank' }),
    },
  })
}

/** Plain text of rich text (descriptions in meta tags and feeds). */
export function richTextToPlain(html: string, maxLength?: number): string {
  const spaced = html.replace(/<\/(p|li|h3|h4|blockquote)>|<br\s*\/?>/gi, '$& ')
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim()
  return maxLength && text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text
}

/** A link stored in the database (website, social profile, video) if it is a web address, else null. */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url.trim())
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null
  } catch {
    return null
  }
}
