/** Slots of the table: 65,536 fingerprints, 256 KB. */
const SLOTS = 1 << 16

/**
 * The URLs a page cache missed once lately, as a fixed table of fingerprints: a URL's slot (one hash of it)
 * holds its fingerprint (another hash), and no string is kept. A stream of URLs asked once (a crawler's
 * walk, tagged links) then leaves nothing behind that outlives its request. Two URLs may share a slot: the
 * later one's note replaces the earlier's, whose next visit is then taken for its first (kept one visit
 * later); a URL taken for another (both hashes equal: 1 in 2^32 per shared slot) is kept a visit early.
 */
export class MissedOnce {
  readonly #fingerprints = new Uint32Array(SLOTS)
  readonly #forgetAfterMs: number
  #clearedAt = performance.now()

  /** Notes are forgotten `forgetAfterMs` after the table was last cleared (all at once). */
  constructor(forgetAfterMs: number) {
    this.#forgetAfterMs = forgetAfterMs
  }

  /** Whether `key` was noted before (its note is taken: the next miss starts over); notes it otherwise. */
  seenBefore(key: string): boolean {
    const now = performance.now()
    if (now - this.#clearedAt > this.#forgetAfterMs) this.clear(now)
    // FNV-1a for the slot, the same loop with another prime for the fingerprint (never 0: an empty slot).
    let slotHash = 0x811c9dc5
    let fingerprint = 0x9e3779b9
    for (let index = 0; index < key.length; index++) {
      const code = key.charCodeAt(index)
      slotHash = Math.imul(slotHash ^ code, 0x01000193)
      fingerprint = Math.imul(fingerprint ^ code, 0x5bd1e995)
    }
    const slot = (slotHash ^ (slotHash >>> 16)) & (SLOTS - 1)
    const print = (fingerprint ^ (fingerprint >>> 15)) >>> 0 || 1
    if (this.#fingerprints[slot] === print) {
      this.#fingerprints[slot] = 0
      return true
    }
    this.#fingerprints[slot] = print
    return false
  }

  clear(now = performance.now()): void {
    this.#fingerprints.fill(0)
    this.#clearedAt = now
  }
}
