/**
 * Deterministic randomness for the demo seed: a seeded mulberry32 generator and the few helpers the
 * generators need. Each kind of row gets its own stream (`streamFor(seed, 'offers')`) so adding a
 * company does not reshuffle every offer, and offer n is the same whatever the number of offers.
 */

export type Random = {
  /** Uniform float in [0, 1). */
  next: () => number
  /** Integer in [min, max] (both inclusive). */
  int: (min: number, max: number) => number
  /** True with the given probability. */
  chance: (probability: number) => boolean
  pick: <T>(items: readonly T[]) => T
  /** Picks a key with probability proportional to its weight. */
  weighted: <K extends string>(weights: Readonly<Record<K, number>>) => K
  /** `count` distinct items in random order (all of them when count ≥ length). */
  sample: <T>(items: readonly T[], count: number) => T[]
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a hash of a label, mixed with the seed: the starting state of a named stream. */
function hashSeed(seed: number, label: string): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0
  for (let index = 0; index < label.length; index++) {
    hash ^= label.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed)
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick() from an empty list')
    return items[Math.floor(next() * items.length)] as T
  }
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted: <K extends string>(weights: Readonly<Record<K, number>>): K => {
      const entries = Object.entries(weights) as [K, number][]
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
      let roll = next() * total
      for (const [key, weight] of entries) {
        roll -= weight
        if (roll < 0) return key
      }
      return (entries[entries.length - 1] as [K, number])[0]
    },
    sample: <T>(items: readonly T[], count: number): T[] => {
      const copy = [...items]
      for (let index = copy.length - 1; index > 0; index--) {
        const other = Math.floor(next() * (index + 1))
        ;[copy[index], copy[other]] = [copy[other] as T, copy[index] as T]
      }
      return copy.slice(0, Math.max(0, count))
    },
  }
}

/** An independent stream for one kind of row. */
export function streamFor(seed: number, label: string): Random {
  return createRandom(hashSeed(seed, label))
}

/** Version-4-shaped UUIDs drawn from their own stream: the same seed gives the same ids. */
export function createUuidStream(seed: number, label: string): () => string {
  const next = mulberry32(hashSeed(seed, `uuid:${label}`))
  const word = () => (Math.floor(next() * 4294967296) >>> 0).toString(16).padStart(8, '0')
  return () => {
    const hex = word() + word() + word() + word()
    const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16)
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
  }
}

const BASE36_SPACE = 36 ** 5
/** Odd and not a multiple of 3, hence coprime with 36^5: multiplying by it permutes [0, 36^5). */
const SUFFIX_MULTIPLIER = 1_103_515_247

/** A short random-looking suffix that is unique for every n below 36^5 (offer slugs). */
export function uniqueSuffix(n: number): string {
  const mixed = (n * SUFFIX_MULTIPLIER + 12_345) % BASE36_SPACE
  return mixed.toString(36).padStart(5, '0')
}
