/**
 * The default object store: files on the local disk, `public/…` under DATA_DIR/public and `private/…`
 * under DATA_DIR/uploads. Fine for one machine (or a shared volume); several app nodes use S3 instead.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { type ObjectInfo, type ObjectStore, splitKey, type Visibility } from './object-store'

export type DiskFolders = Record<Visibility, string>

/** The folders of a data directory, as the app has always used them. */
export function dataDirFolders(dataDir: string): DiskFolders {
  return { public: join(dataDir, 'public'), private: join(dataDir, 'uploads') }
}

export function diskStore(folders: DiskFolders): ObjectStore {
  const roots = { public: resolve(folders.public), private: resolve(folders.private) }
  /** The file of a key, never outside its folder. */
  const pathOf = (key: string) => {
    const { visibility, rest } = splitKey(key)
    const path = resolve(roots[visibility], rest)
    if (!path.startsWith(roots[visibility] + sep)) throw new Error(`storage key leaves its folder: ${key}`)
    return path
  }
  const info = async (path: string): Promise<ObjectInfo | null> => {
    const found = await stat(path).catch(() => null)
    return found?.isFile() ? { size: found.size, version: `${found.size}:${found.mtimeMs}` } : null
  }
  const walk = async (folder: string): Promise<string[]> => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => [])
    const nested = await Promise.all(
      entries.map((entry) =>
        entry.isDirectory() ? walk(join(folder, entry.name)) : Promise.resolve([join(folder, entry.name)]),
      ),
    )
    return nested.flat()
  }
  return {
    kind: 'disk',
    async put(key, bytes) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      // Written aside then renamed: a concurrent reader never sees half a file.
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`
      try {
        await writeFile(partial, bytes)
        await rename(partial, path)
      } finally {
        await rm(partial, { force: true })
      }
    },
    async get(key) {
      const path = pathOf(key)
      const found = await info(path)
      if (!found) return null
      const bytes = await readFile(path).catch(() => null)
      return bytes ? { ...found, size: bytes.length, bytes, contentType: undefined } : null
    },
    stat: (key) => info(pathOf(key)),
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })))
    },
    async list(prefix) {
      const keys = await Promise.all(
        (Object.keys(roots) as Visibility[]).map(async (visibility) =>
          (await walk(roots[visibility]))
            .filter((path) => !path.endsWith('.partial'))
            .map((path) => `${visibility}/${relative(roots[visibility], path).split(sep).join('/')}`),
        ),
      )
      return keys
        .flat()
        .filter((key) => key.startsWith(prefix))
        .sort()
    },
    publicUrl: () => null,
    close: async () => {},
  }
}
