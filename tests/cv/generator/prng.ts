/** A small seeded PRNG (mulberry32) and the draws the generator needs: the set must be reproducible. */
export interface Rng {
  next(): number
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  shuffle<T>(items: readonly T[]): T[]
  sample<T>(items: readonly T[], count: number): T[]
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1))
      ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
    }
    return copy
  }
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[Math.floor(next() * items.length)]!
    },
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, Math.max(0, Math.min(count, items.length))),
  }
}

/** A string's FNV-1a hash, to derive one independent seed per CV from its id. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/**
 * Draws from a shuffled copy of `items`, reshuffling when exhausted: every variant appears before any
 * repeats, so a style is guaranteed to occur across the set instead of merely being likely to.
 */
export function createDeck<T>(rng: Rng, items: readonly T[]): () => T {
  let pile: T[] = []
  return () => {
    if (pile.length === 0) pile = rng.shuffle(items)
    return pile.pop()!
  }
}
