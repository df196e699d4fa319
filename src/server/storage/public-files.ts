/**
 * Public files (company logos and banners, article thumbnails...) live under DATA_DIR/public and are
 * served at `/files/<key>`; private uploads (CVs, cover letters) stay in the uploads folder, never served.
 */
import { join, resolve, sep } from 'node:path'
import { env } from '~/server/env'

export const PUBLIC_FILES_PREFIX = '/files/'

export function publicFilesDir(): string {
  return join(env().dataDir, 'public')
}

/** The file of a public key, or null when the key would leave the public folder (`..`, absolute paths). */
export function publicFilePath(key: string): string | null {
  if (key.includes('\0') || key.includes('\\')) return null
  const root = resolve(publicFilesDir())
  const path = resolve(root, key)
  return path.startsWith(root + sep) ? path : null
}
