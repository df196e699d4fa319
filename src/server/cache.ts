/**
 * A small per-process cache with a time to live, for data every visitor sees the same (the home page's
 * counts and lists). Each app node keeps its own copy; a minute of staleness is acceptable there.
 */
export function cachedForMs<K, V>(ttlMs: number, load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const entries = new Map<K, { expiresAt: number; value: Promise<V> }>()
  return (key) => {
    const now = Date.now()
    const hit = entries.get(key)
    if (hit && hit.expiresAt > now) return hit.value
    const value = load(key)
    entries.set(key, { expiresAt: now + ttlMs, value })
    // A failed load is not cached: the next call tries again.
    value.catch(() => entries.delete(key))
    return value
  }
}
