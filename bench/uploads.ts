/**
 * `npm run bench:uploads [-- --iterations 30]`: upload throughput through the whole server path of
 * `POST /api/upload` except the network (multipart parsing, byte checks — pdf.js for PDFs, sharp decoding
 * and WebP re-encoding for pictures — the object store, the row), on the local disk and on an
 * S3-compatible server (s3rver on loopback), with an in-memory PGlite. Also the signed download of a PDF.
 * Prints MB/s (1 MB = 10^6 bytes, of the file sent) as percentiles: p50, and p5 (95 % of uploads were at
 * least this fast), with the latency.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { handleFileRequest } from '../src/features/uploads/file-endpoint.server'
import { signedFileUrl } from '../src/features/uploads/signed-urls.server'
import { handleUpload } from '../src/features/uploads/upload-endpoint.server'
import { openDatabase } from '../src/server/db/client'
import { talents, users } from '../src/server/db/schema'
import { resetRateLimit } from '../src/server/rate-limit'
import { useObjectStore } from '../src/server/storage'
import { dataDirFolders, diskStore } from '../src/server/storage/disk-store'
import type { ObjectStore } from '../src/server/storage/object-store'
import { startS3rver } from '../tests/object-stores'
import { pdfFile, photo } from '../tests/upload-files'

const { values } = parseArgs({ options: { iterations: { type: 'string', default: '30' } } })
const { iterations } = z.object({ iterations: z.coerce.number().int().min(5).max(1000) }).parse(values)

process.env.DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tremplin-bench-data-'))

const FILES: { label: string; name: string; purpose: 'cv' | 'avatar'; make: () => Promise<Buffer> }[] = [
  {
    label: 'PDF CV, 2 pages, 0.1 MB',
    name: 'cv.pdf',
    purpose: 'cv',
    make: () => pdfFile({ pages: 2, padding: 100_000 }),
  },
  { label: 'PDF CV, 1 MB', name: 'cv.pdf', purpose: 'cv', make: () => pdfFile({ padding: 1_000_000 }) },
  { label: 'PDF CV, 4.8 MB', name: 'cv.pdf', purpose: 'cv', make: () => pdfFile({ padding: 4_800_000 }) },
  {
    label: 'photo JPEG 2000×1500',
    name: 'me.jpg',
    purpose: 'avatar',
    make: () => photo('jpeg', { width: 2000, height: 1500 }),
  },
  { label: 'photo PNG 1200×900', name: 'me.png', purpose: 'avatar', make: () => photo('png') },
  {
    label: 'photo JPEG 4000×3000 (shrunk to 1600)',
    name: 'big.jpg',
    purpose: 'avatar',
    make: () => photo('jpeg', { width: 4000, height: 3000 }),
  },
]

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0

function row(label: string, bytes: number, samplesMs: number[]) {
  const ms = [...samplesMs].sort((a, b) => a - b)
  const mbps = samplesMs.map((sample) => bytes / 1e6 / (sample / 1000)).sort((a, b) => a - b)
  return `${label.padEnd(44)} ${(bytes / 1e6).toFixed(2).padStart(5)} MB   ${percentile(mbps, 0.5).toFixed(1).padStart(6)} MB/s p50 ${percentile(mbps, 0.05).toFixed(1).padStart(6)} MB/s p5   ${percentile(ms, 0.5).toFixed(0).padStart(5)} ms p50 ${percentile(ms, 0.95).toFixed(0).padStart(5)} ms p95`
}

function multipart(name: string, bytes: Buffer, purpose: string): Request {
  const form = new FormData()
  form.set('purpose', purpose)
  form.set('file-0', new Blob([new Uint8Array(bytes)]), name)
  return new Request('http://localhost/api/upload', { method: 'POST', body: form })
}

async function benchStore(label: string, store: ObjectStore) {
  const handle = await openDatabase({ kind: 'pglite' })
  await handle.migrate()
  const { db } = handle
  useObjectStore(store)
  const [user] = await db.insert(users).values({ email: 'bench@example.be', firstName: 'Bench' }).returning()
  await db.insert(talents).values({ userId: user!.id })
  console.info(`\n${label} (${iterations} uploads each, after 3 warm-ups)`)
  let lastPdf: { id: string; bytes: number } | undefined
  for (const file of FILES) {
    const bytes = await file.make()
    const samples: number[] = []
    for (let i = 0; i < iterations + 3; i++) {
      await resetRateLimit(db, `upload:${user!.id}`)
      const request = multipart(file.name, bytes, file.purpose)
      const started = performance.now()
      const response = await handleUpload(db, user!.id, request)
      const elapsed = performance.now() - started
      if (response.status !== 200)
        throw new Error(`${file.label}: ${response.status} ${await response.text()}`)
      const [location] = (await response.json()) as [string]
      if (file.purpose === 'cv') lastPdf = { id: location.split('/').pop()!, bytes: bytes.length }
      if (i >= 3) samples.push(elapsed)
    }
    console.info(row(`upload: ${file.label}`, bytes.length, samples))
  }
  if (lastPdf) {
    const samples: number[] = []
    for (let i = 0; i < iterations + 3; i++) {
      const url = new URL(signedFileUrl(lastPdf.id), 'http://localhost')
      const started = performance.now()
      const response = await handleFileRequest(db, lastPdf.id, new Request(url), async () => null)
      await response.arrayBuffer()
      if (i >= 3) samples.push(performance.now() - started)
    }
    console.info(row('download: the 4.8 MB PDF by its signed link', lastPdf.bytes, samples))
  }
  useObjectStore(undefined)
  await handle.close()
}

const diskDir = mkdtempSync(join(tmpdir(), 'tremplin-bench-disk-'))
try {
  await benchStore('Local disk', diskStore(dataDirFolders(diskDir)))
} finally {
  rmSync(diskDir, { recursive: true, force: true })
}
const s3 = await startS3rver()
try {
  await benchStore('S3-compatible (s3rver on loopback)', s3.store)
} finally {
  await s3.dispose()
}
rmSync(process.env.DATA_DIR, { recursive: true, force: true })
