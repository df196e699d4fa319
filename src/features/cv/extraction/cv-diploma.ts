/**
 * What a diploma entry's header says: its name and school (the school found by its words, Dutch compounds
 * included; "à l'ULB", "aan de KU Leuven"), dates (one date is the graduation), and the docs/product.md#data type its name
 * says.
 */
import type { DiplomaType } from '~/domain/enums'
import type { RawEntry } from './cv-entries'
import { headerParts, splitCity } from './cv-experience'
import { clean, fold } from './cv-text'
import { DIPLOMA_TYPES, DIPLOMA_WORDS, SCHOOL_WORDS } from './cv-words'

export type CvDiploma = {
  name: string | null
  school: string | null
  start: string | null
  end: string | null
  still_studying: boolean
  type: DiplomaType | null
}

/** Dutch compounds that end on a kind of school: "Sint-Barbaracollege", "Stedelijk Lyceum", "Kunsthumaniora". */
const SCHOOL_COMPOUND =
  /(?:college|school|atheneum|lyceum|instituut|hogeschool|academie|universiteit|humaniora)$/

/** A part that names a school (but not a diploma "in" a school's subject). */
const isSchool = (part: string) => {
  const folded = fold(part)
  return SCHOOL_WORDS.test(folded) || folded.split(/[\s-]+/).some((word) => SCHOOL_COMPOUND.test(word))
}

export function toDiploma(entry: RawEntry): CvDiploma {
  const { parts } = splitCity(headerParts(entry.header))
  let name: string | null = null
  let school: string | null = null
  const at = parts
    .map((part) => /^(.+?)\s+(?:a l'|à l'|a la|à la|au|aan de|aan het|at|@)\s+(.+)$/i.exec(part))
    .find(Boolean)
  if (at && SCHOOL_WORDS.test(fold(at[2]!))) {
    name = clean(at[1]!)
    school = clean(at[2]!)
  } else if (parts.length >= 3 && parts.findIndex(isSchool) > 0) {
    // "CESS – option sciences économiques" / "Athénée royal de Gembloux": the name is what comes before
    // the school (a dash inside it included); a detail after the school is not part of either.
    const at = parts.findIndex(isSchool)
    name = parts.slice(0, at).join(' – ')
    school = parts[at]!
  } else if (parts.length >= 3 && isSchool(parts[0]!) && !DIPLOMA_WORDS.test(fold(parts[0]!))) {
    // "Koninklijk Atheneum | 2005 – 2011" / "Diploma secundair onderwijs – TSO Handel": school first.
    school = parts[0]!
    name = parts.slice(1).join(' – ')
  } else if (parts.length >= 2) {
    const [a, b] = parts as [string, string]
    const aSchool = isSchool(a) && !DIPLOMA_WORDS.test(fold(a))
    const bDiploma = DIPLOMA_WORDS.test(fold(b)) && !isSchool(b)
    ;[name, school] = aSchool || bDiploma ? [b, a] : [a, b]
  } else if (parts.length === 1) {
    // "Postgraduate Certificate in Logistics, Université libre de Bruxelles": a school after a comma.
    const pieces = parts[0]!.split(/,\s+/)
    const at = pieces.findIndex(
      (piece, index) => index > 0 && isSchool(piece) && !DIPLOMA_WORDS.test(fold(piece)),
    )
    if (at > 0) {
      name = pieces.slice(0, at).join(', ')
      school = pieces[at]!
    } else if (isSchool(parts[0]!) && !DIPLOMA_WORDS.test(fold(parts[0]!))) school = parts[0]!
    else name = parts[0]!
  }
  // A diploma with one date gives the year (or month) it was obtained: its end.
  const single = !entry.range.end && !entry.range.current
  return {
    name,
    school,
    start: single ? null : entry.range.start,
    end: single ? entry.range.start : entry.range.end,
    still_studying: entry.range.current,
    type: name ? diplomaType(name) : null,
  }
}

/** The word a diploma's name is about: its first ("Formation Scrum Master") or, in English, its last. */
const TRAINING_HEAD =
  /^(?:formation|opleiding|cursus|cours|training|workshop|bootcamp)\b|\b(?:training|course|bootcamp|workshop)$/
const CERTIFICATE_HEAD =
  /^(?:certificat|certificate|certification|getuigschrift|certificaat|attest|attestation|brevet)\b|\b(?:certificate|certification)$/

/** The docs/product.md#data diploma type a diploma's name says. */
export function diplomaType(name: string): DiplomaType {
  // "M.Sc.", "B.A.", "Ph.D.": abbreviations read without their dots.
  const folded = fold(name)
    .trim()
    .replace(/\b(\p{L})\.(?=\p{L}{1,2}\b\.?)/gu, '$1')
    .replace(/\b(\p{L}{2})\.(?=\s|$)/gu, '$1')
  // Secondary school first (a "certificat d'enseignement secondaire" is not a certificate), then the head
  // word (a "Formation Scrum Master" is a training), then any degree word.
  const [secondary, ...rest] = DIPLOMA_TYPES
  if (secondary![1].test(folded)) return secondary![0]
  if (TRAINING_HEAD.test(folded)) return 'training'
  if (CERTIFICATE_HEAD.test(folded)) return 'certificate'
  for (const [type, pattern] of rest) if (pattern.test(folded)) return type
  return 'other'
}
