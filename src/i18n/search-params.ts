import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router'

/**
 * Search params stay readable and lossless: plain strings are kept raw (the default parser JSON-decodes
 * them, so `?query="chef de projet"` would lose the quotes that mean exact match); only values that
 * look like JSON arrays or objects are decoded, and only non-strings are encoded.
 */
function parseValue(raw: string): unknown {
  if (raw.startsWith('[') || raw.startsWith('{')) {
    try {
      return JSON.parse(raw)
    } catch {
      return raw
    }
  }
  return raw
}

function stringifyValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

export const parseSearch = parseSearchWith(parseValue)
export const stringifySearch = stringifySearchWith(stringifyValue, parseValue)
