/**
 * The object store of a deployment with several app nodes: an S3-compatible bucket (AWS S3, MinIO,
 * Garage, Scaleway, OVH…) through the AWS SDK. Keys are the same as on disk (`public/…`, `private/…`).
 */
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { S3Config } from '~/server/env'
import { type ObjectStore, splitKey } from './object-store'

const missing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)

/** DeleteObjects takes at most 1000 keys a call. */
const DELETE_BATCH = 1000

export function s3Store(config: S3Config): ObjectStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only when the operation requires them: several S3-compatible stores refuse the new defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = config.bucket
  const checked = (key: string) => {
    splitKey(key)
    return key
  }
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checked(key), Body: bytes, ContentType: contentType }),
      )
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }))
        const bytes = Buffer.from((await object.Body?.transformToByteArray()) ?? new Uint8Array())
        return {
          bytes,
          size: bytes.length,
          version: object.ETag ?? String(object.LastModified?.getTime() ?? ''),
          contentType: object.ContentType,
        }
      } catch (error) {
        if (missing(error)) return null
        throw error
      }
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }))
        return {
          size: head.ContentLength ?? 0,
          version: head.ETag ?? String(head.LastModified?.getTime() ?? ''),
        }
      } catch (error) {
        if (missing(error)) return null
        throw error
      }
    },
    async delete(keys) {
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH).map((key) => ({ Key: checked(key) }))
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch, Quiet: true } }),
        )
        const failed = (result.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey')
        if (failed.length > 0)
          throw new Error(`the object store refused to delete ${failed.length} object(s): ${failed[0]?.Code}`)
      }
    },
    async list(prefix) {
      const keys: string[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        )
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key)
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return keys.sort()
    },
    publicUrl(key) {
      const { visibility } = splitKey(key)
      if (!config.publicUrl || visibility !== 'public') return null
      return `${config.publicUrl}/${key.split('/').map(encodeURIComponent).join('/')}`
    },
    async close() {
      client.destroy()
    },
  }
}
