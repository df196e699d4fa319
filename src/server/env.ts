/**
 * The environment, read and validated in one place (never `process.env` elsewhere).
 * Read lazily inside handlers so tests and scripts can set variables before the first read.
 */
import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import { envSchema } from './env-schema'

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
