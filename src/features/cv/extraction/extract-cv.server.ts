/**
 * The embedded CV extractor: PDF text with positions → lines in reading order → sections → fields. Offline,
 * rules and word lists in French, Dutch and English; no model to download.
 */
import { detect } from 'tinyld'
import { CV_LANGUAGES, type CvExtraction, type CvLanguageCode } from '~/domain/cv-extraction'
import { confidenceOf, exactConfidence } from './cv-confidence'
import { extractContact } from './cv-contact'
import { contractOfHeading } from './cv-contracts'
import { isOnlyDates, joinWrappedDate } from './cv-dates'
import { toDiploma } from './cv-diploma'
import { splitEntries } from './cv-entries'
import { toExperiences } from './cv-experience'
import { type CvLine, pageLines } from './cv-layout'
import { extractLanguages, extractSkills, languagesOfLine } from './cv-lists'
import { splitSections } from './cv-sections'
import { readEuropassAttachment } from './europass.server'
import { type LinkedInReading, readLinkedInExport } from './linkedin-export'
import { extractWithLlm, type LlmConfig } from './llm-extractor.server'
import { ocrAvailable, ocrPieces } from './ocr.server'
import { readPdfText } from './pdf-text.server'

/** Fewer letters than this in the whole PDF: it is a scan (or a picture), not text. */
const MIN_LETTERS = 40

/** The CV's language among French, Dutch and English (French when the text says too little). */
export function cvLanguage(text: string): CvLanguageCode {
  const found = detect(text, { only: [...CV_LANGUAGES] })
  return (CV_LANGUAGES as readonly string[]).includes(found) ? (found as CvLanguageCode) : 'fr'
}

/** Everything the extractor reads from lines already in reading order. */
/** Mends date ranges a narrow column cut in two (see `joinWrappedDate`). */
function mendWrappedDates(lines: CvLine[]): CvLine[] {
  const mended = lines.map((line) => ({ ...line }))
  for (let index = 0; index + 1 < mended.length; index++) {
    const joined = joinWrappedDate(mended[index]!.text, mended[index + 1]!.text)
    if (!joined) continue
    mended[index]!.text = joined[0]
    mended[index + 1]!.text = joined[1]
  }
  return mended.filter((line) => line.text.trim())
}

/**
 * Lines printed at the top or bottom of several pages the same way, but for numbers (a footer "Name – CV –
 * 2/3"), are dropped. Only a page's first and last lines can be such, and never a line of dates:
 * "03.2019 – 06.2021" on two pages is two entries'.
 */
function withoutRunningLines(lines: CvLine[]): CvLine[] {
  const edges = new Set<CvLine>()
  for (const page of new Set(lines.map((line) => line.page))) {
    const byHeight = lines.filter((line) => line.page === page).sort((a, b) => a.y - b.y)
    for (const line of [...byHeight.slice(0, 2), ...byHeight.slice(-2)])
      if (!isOnlyDates(line.text)) edges.add(line)
  }
  const pagesOf = new Map<string, Set<number>>()
  const key = (line: CvLine) => line.text.replace(/\d+/g, '#').trim()
  for (const line of edges) pagesOf.set(key(line), (pagesOf.get(key(line)) ?? new Set()).add(line.page))
  return lines.filter((line) => !edges.has(line) || (pagesOf.get(key(line))?.size ?? 0) < 2)
}

export function extractFromLines(readLines: CvLine[], links: string[] = []): CvExtraction {
  const lines = mendWrappedDates(withoutRunningLines(readLines))
  const text = lines.map((line) => line.text).join('\n')
  const lang = cvLanguage(text)
  if ((text.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) return { lang, extractable: false }
  const sections = splitSections(lines)
  const of = (kind: string) => sections.filter((section) => section.kind === kind).flatMap((s) => s.lines)
  const headerLines = [...of('header'), ...of('contact')]
  return {
    lang,
    extractable: true,
    profile: extractContact(lines, headerLines, links),
    experiences: sections
      .filter((section) => section.kind === 'experience')
      .flatMap((section) => toExperiences(splitEntries(section.lines), contractOfHeading(section.heading))),
    diplomas: splitEntries(of('education')).map(toDiploma),
    // Each skills section on its own: a list does not run on into the next section's. A "Languages"
    // group that names no language is a skills group (programming languages under "Tech stack").
    skills: [
      ...new Map(
        sections
          .filter(
            (section, index) =>
              section.kind === 'skills' ||
              (section.kind === 'languages' &&
                sections[index - 1]?.kind === 'skills' &&
                extractLanguages(section.lines).length === 0),
          )
          .flatMap((section) => extractSkills(section.lines))
          .map((skill) => [skill.toLowerCase(), skill] as const),
      ).values(),
    ],
    languages: languagesOf(lines, of('languages')),
  }
}

/** The languages section's, else a line anywhere that lists languages ("Portuguese, Spanish, English"). */
function languagesOf(lines: CvLine[], section: CvLine[]): CvExtraction['languages'] {
  const listed = extractLanguages(section)
  if (listed.length) return listed
  for (const line of lines) {
    const found = languagesOfLine(line.text.replace(/^[\p{L} ]{2,20}:\s*/u, ''))
    if (found.length) return found
  }
  return []
}

/**
 * Extracts a PDF CV (throws `UnreadablePdf` for an encrypted, damaged or too long one): the embedded
 * extractor, then the configured LLM when there is one (falling back to the embedded reading).
 */
/** A LinkedIn export's own reading replaces the layout's where it found something. */
function withLinkedInReading(extraction: CvExtraction, linkedIn: LinkedInReading | null): CvExtraction {
  if (!linkedIn || !extraction.extractable || !extraction.profile) return extraction
  const found = <T>(list: T[] | undefined, fallback: T[] | undefined) => (list?.length ? list : fallback)
  return {
    ...extraction,
    profile: {
      ...extraction.profile,
      ...(linkedIn.name ?? {}),
      title: linkedIn.title ?? extraction.profile.title,
      city: linkedIn.city ?? extraction.profile.city,
    },
    experiences: found(linkedIn.experiences, extraction.experiences),
    diplomas: found(linkedIn.diplomas, extraction.diplomas),
    skills: found(linkedIn.skills, extraction.skills),
    languages: found(linkedIn.languages, extraction.languages),
  }
}

const withConfidence = (extraction: CvExtraction): CvExtraction =>
  extraction.extractable ? { ...extraction, confidence: confidenceOf(extraction) } : extraction

export async function extractCvFromPdf(
  bytes: Uint8Array,
  { llm, ocr = false }: { llm?: LlmConfig; ocr?: boolean } = {},
): Promise<CvExtraction> {
  const pdf = await readPdfText(bytes)
  let lines = pdf.pages.flatMap(pageLines)
  let embedded = withLinkedInReading(extractFromLines(lines, pdf.links), readLinkedInExport(lines))
  // A Europass export carries its CV as XML: exact values, the layout only for what the XML lacks.
  const europass = readEuropassAttachment(pdf.attachments, lines.map((line) => line.text).join('\n'))
  if (europass) {
    const merged: CvExtraction = {
      ...embedded,
      ...europass,
      extractable: true,
      profile: { ...europass.profile!, title: europass.profile?.title ?? embedded.profile?.title ?? null },
    }
    return { ...merged, confidence: exactConfidence(merged) }
  }
  // A scan: read by OCR when the server can (the evaluation keeps the schema's "no text" answer).
  if (!embedded.extractable && ocr && (await ocrAvailable())) {
    lines = (await ocrPieces(bytes)).flatMap(pageLines)
    embedded = extractFromLines(lines)
  }
  if (!llm || !embedded.extractable) return withConfidence(embedded)
  return (await extractWithLlm(llm, lines.map((line) => line.text).join('\n'), embedded)).extraction
}
