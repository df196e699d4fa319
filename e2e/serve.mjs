// Starts the production server for the browser tests on a fresh embedded database (seeded at boot).
import { rmSync } from 'node:fs'

rmSync(process.env.DATA_DIR ?? 'data/e2e', { recursive: true, force: true })
await import('../scripts/start.mjs')
