/**
 * Passwords people guess first ("password", "azertyuiop", "wachtwoord", a name with a year) are refused,
 * whatever their length: zxcvbn-ts with its common, English, French and Dutch (Belgian) dictionaries must
 * rate a new password at least "safely unguessable" (3 of 4). Server-side only (the dictionaries are large).
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as en from '@zxcvbn-ts/language-en'
import * as fr from '@zxcvbn-ts/language-fr'
import * as nl from '@zxcvbn-ts/language-nl-be'

const MIN_SCORE = 3
let estimator: ZxcvbnFactory | null = null

/** Whether a new password is too easy to guess; `userInputs` are the account's own words (address, name). */
export function isWeakPassword(password: string, userInputs: readonly string[] = []): boolean {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary, ...nl.dictionary },
    graphs: common.adjacencyGraphs,
  })
  // Past 100 characters the estimate only gets slower, never weaker.
  return estimator.check(password.slice(0, 100), [...userInputs]).score < MIN_SCORE
}
