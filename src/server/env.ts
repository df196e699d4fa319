/**
 * The environment, read and validated in one place (never `process.env` elsewhere).
 * Read lazily inside handlers so tests and scripts can set variables before the first read.
 */
import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import { z } from 'zod'
import { TAG_MANAGER_ID_PATTERN } from '../domain/consent'

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  // Set by `npm start` (scripts/start.mjs) for the process that holds the embedded database for its workers.
  TREMPLIN_SERVE_DATABASE: z.preprocess(emptyToUndefined, z.string().optional()),
  APP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /** `/dev/mailbox`: `1` on, `0` off; by default on only in the local demo (neither APP_URL nor SMTP_URL). */
  DEV_MAILBOX: z.preprocess(emptyToUndefined, z.enum(['0', '1']).optional()),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(\d|true|false)$/, 'TRUST_PROXY must be the number of proxies in front (0 to 9)')
      .default('0')
      .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value))),
  ),
  LINKEDIN_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  LINKEDIN_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  LINKEDIN_ISSUER: z.preprocess(emptyToUndefined, z.url().default('https://www.linkedin.com/oauth')),
  RECAPTCHA_SITE_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  RECAPTCHA_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  RECAPTCHA_VERIFY_URL: z.preprocess(
    emptyToUndefined,
    z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  ),
  CONTACT_EMAIL: z.preprocess(emptyToUndefined, z.email().default('bonjour@tremplin.be')),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Tremplin <bonjour@tremplin.be>')),
  IMAGE_ALLOWED_ORIGINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((value, ctx) => {
        const origins: string[] = []
        for (const item of value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          try {
            origins.push(new URL(item).origin)
          } catch {
            ctx.addIssue({ code: 'custom', message: `IMAGE_ALLOWED_ORIGINS: "${item}" is not a URL` })
          }
        }
        return origins
      }),
  ),
  APP_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'APP_SECRET must be at least 32 characters long').optional(),
  ),
  S3_BUCKET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'S3_BUCKET must be a bucket name (3 to 63 a-z, 0-9, . or -)',
      )
      .optional(),
  ),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url('S3_ENDPOINT must be a URL').optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyToUndefined,
    z
      .enum(['0', '1', 'true', 'false'], 'S3_FORCE_PATH_STYLE must be 1 or 0')
      .default('0')
      .transform((value) => value === '1' || value === 'true'),
  ),
  S3_PUBLIC_URL: z.preprocess(emptyToUndefined, z.url('S3_PUBLIC_URL must be a URL').optional()),
  ALERT_MAIL_FROM: z.preprocess(emptyToUndefined, z.string().optional()),
  DIGEST_SCHEDULE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\S+( \S+){4}$/, 'DIGEST_SCHEDULE must be a cron expression of five fields (e.g. "0 7 * * *")')
      .default('0 7 * * *'),
  ),
  /** `1` lets offer imports fetch loopback addresses (local tests only; private ranges stay refused). */
  IMPORT_ALLOW_LOOPBACK: z.preprocess(emptyToUndefined, z.enum(['0', '1']).default('0')),
  /** Milliseconds between two requests of offer imports to one host. */
  IMPORT_HOST_INTERVAL_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(60_000).default(1000),
  ),
  ANSWER_SCHEDULE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\S+( \S+){4}$/, 'ANSWER_SCHEDULE must be a cron expression of five fields (e.g. "0 8 * * *")')
      .default('0 8 * * *'),
  ),
  OPS_CLOCK: z.preprocess(
    emptyToUndefined,
    z
      .enum(['0', '1', 'true', 'false'], 'OPS_CLOCK must be 1 or 0')
      .default('0')
      .transform((value) => value === '1' || value === 'true'),
  ),
  JOBS: z.preprocess(
    emptyToUndefined,
    z
      .enum(['0', '1', 'true', 'false'], 'JOBS must be 1 or 0')
      .default('1')
      .transform((value) => value === '1' || value === 'true'),
  ),
  OPS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'OPS_TOKEN must be at least 32 characters long').optional(),
  ),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters long').optional(),
  ),
  TAG_MANAGER_ID: z.preprocess(
    emptyToUndefined,
    z.string().regex(TAG_MANAGER_ID_PATTERN, 'TAG_MANAGER_ID must look like GTM-AB12CD3').optional(),
  ),
  AI_BASE_URL: z.preprocess(emptyToUndefined, z.url('AI_BASE_URL must be a URL').optional()),
  AI_MODEL: z.preprocess(emptyToUndefined, z.string().optional()),
  AI_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
})

export type Env = {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  dataDir: string
  databaseUrl: string | undefined
  /**
   * This process holds the embedded database and serves it to `npm start`'s workers, in this private
   * folder (server/db/embedded-server.ts); it takes no visitors.
   */
  serveDatabaseDir: string | undefined
  appUrl: string
  appSecret: string
  appSecretIsEphemeral: boolean
  /** Without it, e-mails are only kept in the database (the development mailbox lists them). */
  smtpUrl: string | undefined
  /** How offer imports fetch organisations' sites. */
  importFetch: { allowLoopback: boolean; hostIntervalMs: number }
  mailFrom: string
  /** The sender of alert digests (bulk mail kept apart from account mail); MAIL_FROM by default. */
  alertMailFrom: string
  /** When alert digests go out (cron, Brussels time). */
  digestSchedule: string
  /** When the answers run (closing, reminders, response records) starts (cron, Brussels time). */
  answerSchedule: string
  /** Whether an operator's answers run may name its own day (`at`): browser tests only, never production. */
  opsClock: boolean
  /** Whether this process works the background job queue (turn it off on web-only nodes). */
  jobs: boolean
  /** Bearer token of the operator endpoints (`/api/ops/…`); they answer 404 without it. */
  opsToken: string | undefined
  /**
   * Bearer token of Prometheus' `GET /metrics` (404 without it): apart from OPS_TOKEN, since a scraper
   * only reads.
   */
  metricsToken: string | undefined
  /** Where contact messages go. */
  contactEmail: string
  /** A tag manager container loaded on every page, reading the visitor's consent (none by default). */
  tagManagerId: string | undefined
  /** LinkedIn sign-in (OpenID Connect), when both client id and secret are set. */
  linkedin: { clientId: string; clientSecret: string; issuer: string } | undefined
  /** reCAPTCHA v3 on sign-in, registration and recovery, when both keys are set. */
  recaptcha: { siteKey: string; secretKey: string; verifyUrl: string } | undefined
  /** Origins whose images `/api/resized` may fetch (besides the app's own public files). */
  imageAllowedOrigins: string[]
  /**
   * How many reverse proxies stand in front (0: none). The client address is then the X-Forwarded-For
   * entry that many hops from the right: the one the outermost trusted proxy saw (rate limits).
   */
  trustProxy: number
  /**
   * E-mails readable at /dev/mailbox, by loopback clients only: the local demo (neither APP_URL nor SMTP_URL
   * set) or DEV_MAILBOX=1; DEV_MAILBOX=0 turns it off.
   */
  devMailbox: boolean
  /** Uploads and public pictures in an S3-compatible bucket when S3_BUCKET is set; else on disk in DATA_DIR. */
  s3: S3Config | undefined
  /**
   * An OpenAI-compatible chat endpoint (a local Ollama, a hosted service) that reads CVs when AI_BASE_URL
   * and AI_MODEL are set; the embedded extractor is used otherwise, and whenever it fails.
   */
  ai: { baseUrl: string; model: string; apiKey: string | undefined } | undefined
}

export type S3Config = {
  bucket: string
  /** Without it, AWS S3 itself (the region's endpoint). */
  endpoint: string | undefined
  region: string
  /** Without them, the SDK's default credential chain (instance role, AWS_* variables...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
  /** `bucket` in the path (MinIO, most self-hosted stores) rather than in the host name. */
  forcePathStyle: boolean
  /** Where the bucket's `public/` objects can be read by anyone (a CDN): `/files/…` then redirects there. */
  publicUrl: string | undefined
}

let cached: Env | undefined

/**
 * The stand-in for APP_SECRET: one per process, kept on `globalThis` because the server's bundles (the
 * pages, the Nitro plugins that run background jobs) each hold their own copy of this module. `npm start`
 * gives its workers one of its own (TREMPLIN_EPHEMERAL_SECRET): a visitor signed in by one worker stays
 * signed in on the next request, whichever worker takes it.
 */
function processSecret(): string {
  const holder = globalThis as unknown as { tremplinEphemeralSecret?: string }
  const shared = process.env.TREMPLIN_EPHEMERAL_SECRET
  holder.tremplinEphemeralSecret ??= shared && shared.length >= 32 ? shared : randomBytes(32).toString('hex')
  return holder.tremplinEphemeralSecret
}

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n')
    throw new EnvError(`Invalid environment:\n${problems}`)
  }
  const value = parsed.data
  if (Boolean(value.S3_ACCESS_KEY_ID) !== Boolean(value.S3_SECRET_ACCESS_KEY))
    throw new EnvError(
      'Invalid environment:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
    )
  return {
    nodeEnv: value.NODE_ENV,
    port: value.PORT,
    dataDir: resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    serveDatabaseDir: value.TREMPLIN_SERVE_DATABASE,
    appUrl: (value.APP_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, ''),
    // Without APP_SECRET (the local demo), signed links use a secret made at start: a restart ends them.
    appSecret: value.APP_SECRET ?? processSecret(),
    appSecretIsEphemeral: value.APP_SECRET === undefined,
    smtpUrl: value.SMTP_URL,
    importFetch: {
      allowLoopback: value.IMPORT_ALLOW_LOOPBACK === '1',
      hostIntervalMs: value.IMPORT_HOST_INTERVAL_MS,
    },
    mailFrom: value.MAIL_FROM,
    alertMailFrom: value.ALERT_MAIL_FROM ?? value.MAIL_FROM,
    digestSchedule: value.DIGEST_SCHEDULE,
    answerSchedule: value.ANSWER_SCHEDULE,
    opsClock: value.OPS_CLOCK,
    jobs: value.JOBS,
    opsToken: value.OPS_TOKEN,
    metricsToken: value.METRICS_TOKEN,
    contactEmail: value.CONTACT_EMAIL,
    tagManagerId: value.TAG_MANAGER_ID,
    trustProxy: value.TRUST_PROXY,
    imageAllowedOrigins: value.IMAGE_ALLOWED_ORIGINS,
    recaptcha:
      value.RECAPTCHA_SITE_KEY && value.RECAPTCHA_SECRET_KEY
        ? {
            siteKey: value.RECAPTCHA_SITE_KEY,
            secretKey: value.RECAPTCHA_SECRET_KEY,
            verifyUrl: value.RECAPTCHA_VERIFY_URL,
          }
        : undefined,
    linkedin:
      value.LINKEDIN_CLIENT_ID && value.LINKEDIN_CLIENT_SECRET
        ? {
            clientId: value.LINKEDIN_CLIENT_ID,
            clientSecret: value.LINKEDIN_CLIENT_SECRET,
            issuer: value.LINKEDIN_ISSUER,
          }
        : undefined,
    devMailbox:
      value.DEV_MAILBOX === undefined
        ? value.SMTP_URL === undefined && value.APP_URL === undefined
        : value.DEV_MAILBOX === '1',
    ai:
      value.AI_BASE_URL && value.AI_MODEL
        ? { baseUrl: value.AI_BASE_URL.replace(/\/$/, ''), model: value.AI_MODEL, apiKey: value.AI_API_KEY }
        : undefined,
    s3: value.S3_BUCKET
      ? {
          bucket: value.S3_BUCKET,
          endpoint: value.S3_ENDPOINT,
          region: value.S3_REGION,
          credentials:
            value.S3_ACCESS_KEY_ID && value.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: value.S3_ACCESS_KEY_ID, secretAccessKey: value.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: value.S3_FORCE_PATH_STYLE,
          publicUrl: value.S3_PUBLIC_URL?.replace(/\/$/, ''),
        }
      : undefined,
  }
}

export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/**
 * Without APP_SECRET the process signs sessions and links with a secret of its own: fine for the local
 * demo, not for a site people use (every restart signs everyone out and breaks the links already mailed).
 * The warning a production server prints at start, or null.
 */
export function appSecretWarning(config: Pick<Env, 'nodeEnv' | 'appSecretIsEphemeral'>): string | null {
  return config.nodeEnv === 'production' && config.appSecretIsEphemeral
    ? 'Tremplin: APP_SECRET is not set, so sessions and signed links last only until the next restart. ' +
        'Set it (32 characters or more) on any server people use; the local demo can do without.'
    : null
}
