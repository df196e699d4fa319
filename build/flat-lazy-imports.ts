/**
 * Code loaded on use (a route's page, a dialog) is fetched in two round trips, without a dependency table in
 * every page's first JavaScript.
 *
 * Vite's default preloading wraps each `import()` with the list of chunks the imported one needs, so that
 * they are fetched together: the table of every lazily loaded chunk's dependencies sat in the entry chunk
 * and in each chunk that loads another (~4 KB gzip of the first load, although no page needs it before
 * the visitor acts). Without it, the browser would discover a chunk's dependencies one level at a time
 * (up to six round trips for the sign-in dialog). Here each lazily loaded chunk imports every chunk it
 * needs directly (as Rollup's `hoistTransitiveImports` does for entries), so the browser asks for all of
 * them as soon as it has read the chunk.
 *
 * The added imports come last: a module's imports run in their order, so the chunks the added ones name
 * have already run through the chunk's own imports, and nothing runs in a different order.
 */
import type { Plugin } from 'vite'

type ChunkImports = { fileName: string; imports: string[] }

/** The chunks `chunk` needs through other chunks, that it does not import itself. */
export function transitiveImports(
  chunk: ChunkImports,
  chunks: Record<string, { imports: string[] }>,
): string[] {
  const direct = new Set(chunk.imports)
  const seen = new Set([chunk.fileName, ...chunk.imports])
  const indirect: string[] = []
  const pending = chunk.imports.flatMap((file) => chunks[file]?.imports ?? [])
  while (pending.length > 0) {
    const file = pending.shift() as string
    if (seen.has(file)) continue
    seen.add(file)
    if (!direct.has(file)) indirect.push(file)
    pending.push(...(chunks[file]?.imports ?? []))
  }
  return indirect
}

/** `import "./x.js";` for each file, relative to `fromFile` (all chunks share one directory). */
export function importStatements(fromFile: string, files: string[]): string {
  const directory = fromFile.slice(0, fromFile.lastIndexOf('/') + 1)
  return files
    .map((file) => {
      if (!file.startsWith(directory)) throw new Error(`${file} is not next to ${fromFile}`)
      return `import"./${file.slice(directory.length)}";`
    })
    .join('')
}

export function flatLazyImports(): Plugin {
  return {
    name: 'tremplin:flat-lazy-imports',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    renderChunk(code, chunk, _options, meta) {
      if (!chunk.isDynamicEntry) return null
      const indirect = transitiveImports(chunk, meta.chunks)
      if (indirect.length === 0) return null
      // Appended, the chunk's own code keeps its positions: its source map stays right.
      return { code: `${code}\n${importStatements(chunk.fileName, indirect)}`, map: null }
    },
  }
}
