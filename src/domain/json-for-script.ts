/** "<", so the text cannot close its element, and every character beyond Latin-1 (see `latin1Copy`). */
const ESCAPED_IN_SCRIPTS = /[<\u0100-\uffff]/g

/**
 * The same text held one byte per character, where the server writes pages (Node's Buffer): V8 keeps a
 * string two bytes per character once any piece of it was, and a two-byte page costs the server several
 * times more to join and encode (build/latin1-pages.ts). `text` must be Latin-1 only. In the browser, the
 * text itself.
 */
export const latin1Copy: (text: string) => string =
  typeof Buffer === 'function' ? (text) => Buffer.from(text, 'latin1').toString('latin1') : (text) => text

/**
 * JSON for a <script> element: "<" escaped so the text cannot close the element, and the characters beyond
 * Latin-1 as `\uXXXX` (the same JSON once parsed), so that the page stays one byte per character.
 */
export function jsonForScript(value: unknown): string {
  let beyondLatin1 = false
  const json = JSON.stringify(value).replace(ESCAPED_IN_SCRIPTS, (character) => {
    if (character !== '<') beyondLatin1 = true
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`
  })
  return beyondLatin1 ? latin1Copy(json) : json
}
