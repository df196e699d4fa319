/**
 * Held-out sets for `generate.ts --out <dir> --count <n> --seed-prefix <p>`: more CVs from the same
 * generator that the committed set does not contain, to check that the extractor's rules are not fitted
 * to the committed files.
 */
import { type CvLang, LAYOUTS } from '../schema'
import { buildModel, type CvModel, createDecks, type Spec } from './model'
import { createDeck, createRng, hashSeed } from './prng'

/**
 * A held-out set of `count` text CVs: layouts in turn, languages in the set's proportions, personas and
 * lengths drawn from a PRNG seeded by the prefix, style decks of their own.
 */
export function buildHoldoutSet(prefix: string, count: number): CvModel[] {
  const rng = createRng(hashSeed(`${prefix}:rows`))
  const decks = createDecks(createRng(hashSeed(`${prefix}:decks`)))
  const langs = createDeck(rng, ['fr', 'fr', 'fr', 'fr', 'nl', 'nl', 'nl', 'en', 'en', 'en'] as CvLang[])
  const personas: Spec['persona'][] = ['student', 'junior', 'mid', 'senior', 'changer']
  const lengths: Spec['length'][] = ['short', 'medium', 'medium', 'long', 'xlong']
  const counters: Record<CvLang, number> = { fr: 0, nl: 0, en: 0 }
  return Array.from({ length: count }, (_, i) => {
    const lang = langs()
    const layout = LAYOUTS[i % LAYOUTS.length]!
    counters[lang] += 1
    const id = `${prefix}-${lang}-${String(counters[lang]).padStart(2, '0')}-${layout}`
    const spec: Spec = {
      lang,
      layout,
      persona: rng.pick(personas),
      length: rng.pick(lengths),
      extractable: true,
    }
    return buildModel(id, spec, createRng(hashSeed(id)), decks)
  })
}
