/**
 * A polite pace per host: requests to one host are spaced by at least its interval (robots.txt's
 * crawl-delay when longer), whatever source or run asks, so Tremplin never hammers an organisation's site.
 */
const nextSlot = new Map<string, number>()

/** Waits for the host's next slot and books the one after it. */
export async function waitForHost(host: string, intervalMs: number): Promise<void> {
  const now = Date.now()
  const slot = Math.max(now, nextSlot.get(host) ?? 0)
  nextSlot.set(host, slot + intervalMs)
  // The map stays small: hosts whose slot passed long ago are forgotten.
  if (nextSlot.size > 1000) for (const [key, at] of nextSlot) if (at < now - 60_000) nextSlot.delete(key)
  if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now))
}
