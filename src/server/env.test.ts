import { describe, expect, it } from 'vitest'
import { appSecretWarning, EnvError, parseEnv } from './env'

describe('environment', () => {
  it('has working defaults for the local demo', () => {
    const env = parseEnv({})
    expect(env.port).toBe(3000)
    expect(env.dataDir.endsWith('/data')).toBe(true)
    expect(env.databaseUrl).toBeUndefined()
    expect(env.appUrl).toBe('http://localhost:3000')
    expect(env.appSecretIsEphemeral).toBe(true)
    expect(env.appSecret).toHaveLength(64)
  })

  it('warns a production server started without APP_SECRET, and only it', () => {
    expect(appSecretWarning(parseEnv({ NODE_ENV: 'production' }))).toMatch(/APP_SECRET is not set/)
    expect(appSecretWarning(parseEnv({}))).toBeNull()
    expect(appSecretWarning(parseEnv({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) }))).toBeNull()
  })

  it('reads every variable', () => {
    const env = parseEnv({
      PORT: '8080',
      DATA_DIR: '/srv/tremplin',
      DATABASE_URL: 'postgres://u:p@db:5432/tremplin',
      APP_URL: 'https://www.tremplin.be/',
      APP_SECRET: 'x'.repeat(40),
    })
    expect(env).toMatchObject({
      port: 8080,
      dataDir: '/srv/tremplin',
      databaseUrl: 'postgres://u:p@db:5432/tremplin',
      appUrl: 'https://www.tremplin.be',
      appSecretIsEphemeral: false,
    })
  })

  it('explains every invalid variable at once', () => {
    expect(() => parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', APP_SECRET: 'short' })).toThrow(EnvError)
    try {
      parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', APP_SECRET: 'short' })
    } catch (error) {
      const message = (error as Error).message
      expect(message).toContain('PORT')
      expect(message).toContain('DATABASE_URL must be a postgres://')
      expect(message).toContain('APP_SECRET must be at least 32 characters')
    }
  })

  it('keeps files on disk unless S3_BUCKET is set, and reads the S3-compatible store', () => {
    expect(parseEnv({}).s3).toBeUndefined()
    expect(
      parseEnv({
        S3_BUCKET: 'tremplin-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: '1',
        S3_PUBLIC_URL: 'https://cdn.tremplin.be/',
      }).s3,
    ).toEqual({
      bucket: 'tremplin-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: 'https://cdn.tremplin.be',
    })
    expect(parseEnv({ S3_BUCKET: 'files', S3_REGION: 'eu-west-3' }).s3).toMatchObject({
      region: 'eu-west-3',
      credentials: undefined,
      forcePathStyle: false,
    })
    expect(() => parseEnv({ S3_BUCKET: 'ab' })).toThrow(/S3_BUCKET/)
    expect(() => parseEnv({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrow(/go together/)
    expect(() => parseEnv({ S3_BUCKET: 'files', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/)
  })
})
