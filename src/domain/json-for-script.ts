/** "<" (the text cannot close its element) and the two line terminators older parsers refused in strings. */
const ESCAPED_IN_SCRIPTS = /[<\u2028\u2029]/g

/**
 * JSON for a <script> element: "<" escaped so that the text cannot close the element or open a comment;
 * the same value once parsed.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    ESCAPED_IN_SCRIPTS,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}
