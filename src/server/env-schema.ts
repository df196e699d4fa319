/** The environment variables' validation: names, formats and defaults. */
import { z } from 'zod'
import { TAG_MANAGER_ID_PATTERN } from '../domain/consent'

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

/** A 0/1 switch (true/false accepted too). */
const flag = (name: string, fallback: '0' | '1') =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['0', '1', 'true', 'false'], `${name} must be 1 or 0`)
      .default(fallback)
      .transform((value) => value === '1' || value === 'true'),
  )

/** A five-field cron expression (Brussels time). */
const cron = (name: string, fallback: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\S+( \S+){4}$/, `${name} must be a cron expression of five fields (e.g. "${fallback}")`)
      .default(fallback),
  )

/** The variables as the process receives them; `parseEnv` (env.ts) turns them into the `Env` the code reads. */
export const envSchema = z.object({
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
  S3_FORCE_PATH_STYLE: flag('S3_FORCE_PATH_STYLE', '0'),
  S3_PUBLIC_URL: z.preprocess(emptyToUndefined, z.url('S3_PUBLIC_URL must be a URL').optional()),
  ALERT_MAIL_FROM: z.preprocess(emptyToUndefined, z.string().optional()),
  DIGEST_SCHEDULE: cron('DIGEST_SCHEDULE', '0 7 * * *'),
  /** `1` lets offer imports fetch loopback addresses (local tests only; private ranges stay refused). */
  IMPORT_ALLOW_LOOPBACK: z.preprocess(emptyToUndefined, z.enum(['0', '1']).default('0')),
  /** Milliseconds between two requests of offer imports to one host. */
  IMPORT_HOST_INTERVAL_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(60_000).default(1000),
  ),
  ANSWER_SCHEDULE: cron('ANSWER_SCHEDULE', '0 8 * * *'),
  OPS_CLOCK: flag('OPS_CLOCK', '0'),
  JOBS: flag('JOBS', '1'),
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
