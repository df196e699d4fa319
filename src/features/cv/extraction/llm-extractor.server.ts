/**
 * The optional LLM reader of CVs (docs/cv-import.md): any OpenAI-compatible `/chat/completions` endpoint (a local
 * Ollama, a hosted service) asked for JSON following the extraction schema. Its answer is validated with
 * the same zod schema (one retry when it is not), e-mail and phone stay the embedded extractor's (rules
 * read them exactly; models sometimes reformat them), and any failure — no answer in time, an error, an
 * answer that does not validate twice — falls back to the embedded extraction.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { ofetch } from 'ofetch'
import { z } from 'zod/mini'
import {
  CV_LANGUAGES,
  type CvExtraction,
  cvDiplomaSchema,
  cvExperienceSchema,
  cvProfileSchema,
} from '~/domain/cv-extraction'
import { LANGUAGE_LEVELS } from '~/domain/enums'
import { LANGUAGE_CODES } from '~/domain/languages'

export const LLM_TIMEOUT_MS = 20_000

const e164 = (phone: string | null) =>
  phone ? (parsePhoneNumberFromString(phone, 'BE')?.number ?? null) : null

/** What the model must answer: every key present (strict structured output), null where the CV is silent. */
const llmAnswerSchema = z.object({
  lang: z.enum(CV_LANGUAGES),
  // Models write phone numbers as printed: any text here, made E.164 below.
  profile: z.extend(cvProfileSchema, { phone: z.nullable(z.string().check(z.maxLength(40))) }),
  experiences: z.array(cvExperienceSchema).check(z.maxLength(60)),
  diplomas: z.array(cvDiplomaSchema).check(z.maxLength(60)),
  skills: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(200)),
  languages: z
    .array(z.object({ language: z.enum(LANGUAGE_CODES), level: z.nullable(z.enum(LANGUAGE_LEVELS)) }))
    .check(z.maxLength(40)),
})

const INSTRUCTIONS = `You read a CV (curriculum vitae) written in French, Dutch or English, its text given in reading order.
Answer with JSON only, following the schema: the CV's language; the person's profile (phone in E.164, birthdate
YYYY-MM-DD); every experience and every diploma as printed (dates YYYY-MM, or YYYY when only the year is
printed; end null and currently_working true for an ongoing one; contract_type and type from the allowed values
when the CV says them, else null; summary = the entry's bullet lines joined by "\\n"); skills as printed (the
items of a grouped list, not its label); languages as ISO 639-1 codes with a level. Use null for anything the CV
does not say; never invent.`

export type LlmConfig = { baseUrl: string; model: string; apiKey: string | undefined }

type ChatAnswer = { choices?: { message?: { content?: string | null } }[] }

/** One request; the validated answer, or null when it does not validate. Throws on no answer. */
async function ask(
  config: LlmConfig,
  text: string,
  signal: AbortSignal,
): Promise<z.infer<typeof llmAnswerSchema> | null> {
  const answer = await ofetch<ChatAnswer>(`${config.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
    body: {
      model: config.model,
      temperature: 0,
      messages: [
        { role: 'system', content: INSTRUCTIONS },
        { role: 'user', content: text.slice(0, 30_000) },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'cv_extraction', strict: true, schema: z.toJSONSchema(llmAnswerSchema) },
      },
    },
    signal,
    retry: 0,
  })
  const content = answer.choices?.[0]?.message?.content
  if (!content) return null
  let json: unknown
  try {
    json = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ''))
  } catch {
    return null
  }
  const parsed = z.safeParse(llmAnswerSchema, json)
  return parsed.success ? parsed.data : null
}

/**
 * The CV read by the configured model, with the embedded extraction's e-mail and phone; the embedded
 * extraction itself when the model fails in any way.
 */
export async function extractWithLlm(
  config: LlmConfig,
  text: string,
  embedded: CvExtraction,
  timeoutMs = LLM_TIMEOUT_MS,
): Promise<{ extraction: CvExtraction; by: 'llm' | 'embedded' }> {
  const signal = AbortSignal.timeout(timeoutMs)
  try {
    const answer = (await ask(config, text, signal)) ?? (await ask(config, text, signal))
    if (!answer) return { extraction: embedded, by: 'embedded' }
    return {
      by: 'llm',
      extraction: {
        ...answer,
        extractable: true,
        profile: {
          ...answer.profile,
          email: embedded.profile?.email ?? answer.profile.email,
          phone: embedded.profile?.phone ?? e164(answer.profile.phone),
        },
      },
    }
  } catch {
    return { extraction: embedded, by: 'embedded' }
  }
}
