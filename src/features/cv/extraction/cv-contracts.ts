/**
 * Contract words in an entry's header or body: "(CDD)", "Stagiaire juriste", "Vrijwilliger", a tag printed
 * after a name, a body line that is only a contract; what is left of a header part once they are taken out.
 */
import type { ContractType } from '~/domain/enums'
import type { CvLine } from './cv-layout'
import { clean, fold } from './cv-text'
import { CONTRACTS, ROLE_CONTRACT_WORDS } from './cv-words'

type ContractFound = { contract: ContractType; index: number; length: number }

/** The first contract word or phrase in a text (folded positions match the text's). */
function findContract(text: string): ContractFound | null {
  const folded = fold(text)
  let best: ContractFound | null = null
  for (const [contract, pattern] of CONTRACTS) {
    const match = pattern.exec(folded)
    if (
      match &&
      (!best || match.index < best.index || (match.index === best.index && match[0].length > best.length))
    )
      best = { contract, index: match.index, length: match[0].length }
  }
  return best
}

/** The contract a section's heading implies ("Jobs étudiants", "Vrijwilligerswerk", "Stages"). */
export function contractOfHeading(heading: string | null): ContractType | null {
  return heading ? (findContract(heading)?.contract ?? null) : null
}

/** Words that go with a contract without naming anything else: "CDI – temps plein", "Vast contract, voltijds". */
const CONTRACT_COMPANIONS =
  /\b(?:contrat|contract|job|temps plein|temps partiel|mi-temps|voltijds|deeltijds|halftijds|full[- ]time|part[- ]time|\d\/5)\b/gi

/** Whether a text has words besides contract words, their companions and little words ("CDD de remplacement"). */
const ALL_CONTRACTS = CONTRACTS.map(([, pattern]) => new RegExp(pattern.source, 'g'))
const hasOtherWords = (rest: string) => {
  let folded = fold(rest).replace(CONTRACT_COMPANIONS, ' ')
  for (const pattern of ALL_CONTRACTS) folded = folded.replace(pattern, ' ')
  return /\p{L}{3,}/u.test(folded.replace(/\b(?:de|du|des|van|of|en|et|and|la|le|het)\b/g, ' '))
}

export type ReadPart = {
  text: string | null
  explicit: ContractType | null
  implied: ContractType | null
  /** A part that is only a role word ("Vrijwilliger", "volunteer"): the post when nothing else is. */
  role?: string
}

/**
 * A header part without its contract words: "(CDD)" and "(stage de fin d'études)" are taken out, a part
 * that is nothing but a contract ("Contrat à durée indéterminée", "flexi-job") is dropped, a role that says
 * it ("Stagiaire juriste", "Vrijwilliger") stays the post and only implies the contract.
 */
export function readPart(part: string): ReadPart {
  let explicit: ContractType | null = null
  // Brackets taken out whole, one level nested included: "(Stage (laatste jaar))".
  const text = part.replace(/\s*[([]((?:[^()[\]]|\([^()]*\))*)[)\]]/g, (group, inside: string) => {
    const found = findContract(inside)
    if (!found) return group
    explicit ??= found.contract
    return ''
  })
  const found = findContract(text)
  // "temps plein" left alone after "CDI – ": a working time, not a post or an organisation.
  const onlyCompanions = fold(text).replace(CONTRACT_COMPANIONS, '') !== fold(text) && !hasOtherWords(text)
  if (!found) return { text: onlyCompanions ? null : clean(text) || null, explicit, implied: null }
  const rest = `${text.slice(0, found.index)} ${text.slice(found.index + found.length)}`
  const role = ROLE_CONTRACT_WORDS.test(fold(text.slice(found.index, found.index + found.length)))
  // "Stage (laatste jaar)", "Internship (final year)": a contract with a remark in brackets.
  if (!hasOtherWords(rest.replace(/\([^)]*\)/g, ' '))) {
    // The whole part is a contract word: the contract, and the post too when it names a role.
    explicit ??= found.contract
    return { text: null, explicit, implied: null, role: role ? clean(text) : undefined }
  }
  // "Canal Makers Studio Intérim", "Brasserie De Markt studentenjob": a contract tag printed after a name.
  if (!role && !hasOtherWords(text.slice(found.index + found.length))) {
    explicit ??= found.contract
    return { text: clean(text.slice(0, found.index)) || null, explicit, implied: null }
  }
  return { text: clean(text), explicit, implied: found.contract }
}

/** A line of an entry's body that is only a contract ("open-ended contract", "student job", a tag). */
export function bodyContract(line: CvLine): ContractType | null {
  const text = clean(line.text)
  if (text.length > 40) return null
  const found = findContract(text)
  if (!found) return null
  const rest = `${text.slice(0, found.index)} ${text.slice(found.index + found.length)}`
  return hasOtherWords(rest) ? null : found.contract
}
