/**
 * Writes that may wait a second and be grouped (analytics events): kept in memory, written in batches by
 * `flush`, drained when the server stops. Bounded: past `maxPending` new items are dropped rather than
 * let a flood grow the heap or slow the pages. A failed batch is dropped too (logged): what goes through
 * here is, by contract, best effort.
 */
export type WriteBehind<T> = {
  /** Queues an item; false when the buffer is full and the item was dropped. */
  push: (item: T) => boolean
  /** Writes what is pending now (tests, shutdown). */
  drain: () => Promise<void>
  pending: () => number
}

type Options<T> = {
  name: string
  write: (batch: T[]) => Promise<void>
  maxBatch?: number
  intervalMs?: number
  maxPending?: number
}

const registry = (): Set<WriteBehind<unknown>> => {
  const holder = globalThis as unknown as { tremplinWriteBehind?: Set<WriteBehind<unknown>> }
  holder.tremplinWriteBehind ??= new Set()
  return holder.tremplinWriteBehind
}

export function createWriteBehind<T>({
  name,
  write,
  maxBatch = 500,
  intervalMs = 1000,
  maxPending = 20_000,
}: Options<T>): WriteBehind<T> {
  let items: T[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let writing: Promise<void> = Promise.resolve()

  const writeAll = async () => {
    timer = undefined
    while (items.length > 0) {
      const batch = items.slice(0, maxBatch)
      items = items.slice(batch.length)
      try {
        await write(batch)
      } catch (error) {
        console.warn(
          `Tremplin: ${batch.length} ${name} not written: ${error instanceof Error ? error.message : error}`,
        )
      }
    }
  }
  const drain = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
    writing = writing.then(writeAll)
    return writing
  }
  const buffer: WriteBehind<T> = {
    push(item) {
      if (items.length >= maxPending) return false
      items.push(item)
      if (items.length >= maxBatch) void drain()
      else if (!timer) {
        timer = setTimeout(() => void drain(), intervalMs)
        timer.unref?.()
      }
      return true
    },
    drain,
    pending: () => items.length,
  }
  registry().add(buffer as WriteBehind<unknown>)
  return buffer
}

/** Writes every buffer's pending items (the server's stop, before the database closes). */
export async function drainWriteBehind(): Promise<void> {
  await Promise.all([...registry()].map((buffer) => buffer.drain()))
}
