/**
 * Room for each worker's old generation before its first full collection (`--initial-old-space-size`):
 * `WORKER_OLD_SPACE_MB`, by default an eighth of the machine's (or container's) memory per worker, at most
 * 512 MB. Every rendered page leaves ~45 KB there for the next mark-compact, which holds the worker's
 * requests for up to ~100 ms; V8's limit otherwise follows the ~70 MB that stays alive, so it started one
 * every 5–20 s under load, and every ~40 s with 512 MB. Memory (~150 MB more per worker) for a shorter tail.
 *
 * Returns the flags for the workers, or the message to stop with when `asked` is not a size.
 */
export function workerHeapFlags({ workers, asked, execArgv, memory }) {
  if (execArgv.some((flag) => flag.startsWith('--initial-old-space-size'))) return []
  const megabytes =
    asked === undefined || asked === ''
      ? Math.min(512, Math.floor(memory / workers / 8 / 2 ** 20))
      : Number(asked)
  if (!Number.isInteger(megabytes) || megabytes < 0)
    return `WORKER_OLD_SPACE_MB must be a whole number of megabytes (0 or more), not "${asked}".`
  return megabytes > 0 ? [`--initial-old-space-size=${megabytes}`] : []
}
