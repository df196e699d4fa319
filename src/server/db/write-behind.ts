/**
 * Writes that may wait a second and be grouped (analytics events): kept in memory, written in batches a
 * second after the first one waits (`drain` writes them at once, as the server does when it stops).
 * Bounded: past `maxPending` new items are dropped rather than let a flood grow the heap or slow the pages.
 * An item that cannot be written is dropped too (logged): what goes through here is, by contract, best
 * effort, but one bad item does not take its batch with it.
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

  // The log hides a failed query's values (observability/log.ts); the database's own reason is its cause.
  const warn = (count: number, error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error)
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : ''
    console.warn(`Tremplin: ${count} ${name} not written${cause}: ${reason}`)
  }

  /**
   * One item the database refuses (or whose row was deleted meanwhile) fails the whole batch's statement:
   * the batch is then written again one item at a time, so that only that item is lost. Three items failing
   * alone in a row mean the database itself fails: the rest of the batch is dropped without more attempts.
   */
  const writeBatch = async (batch: T[]) => {
    try {
      await write(batch)
      return
    } catch (error) {
      if (batch.length === 1) return warn(1, error)
    }
    let lost = 0
    let failuresInARow = 0
    let reason: unknown
    for (const [index, item] of batch.entries()) {
      if (failuresInARow === 3) {
        lost += batch.length - index
        break
      }
      try {
        await write([item])
        failuresInARow = 0
      } catch (error) {
        lost++
        failuresInARow++
        reason ??= error
      }
    }
    if (lost > 0) warn(lost, reason)
  }

  const writeAll = async () => {
    timer = undefined
    while (items.length > 0) {
      const batch = items.slice(0, maxBatch)
      items = items.slice(batch.length)
      await writeBatch(batch)
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
