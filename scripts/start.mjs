#!/usr/bin/env node
// `npm start`: serves the production build on PORT (3000), building it first when there is none or when
// the sources changed since. Plain JavaScript so it runs before anything is compiled.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Tremplin needs Node.js >= 22.12 (this is ${process.version}). Run it through npm (npm start), which uses the Node 22 installed in node_modules, or install Node 22.`,
  )
  process.exit(1)
}

const SERVER = '.output/server/index.mjs'
const SOURCES = ['src', 'locales', 'public', 'package-lock.json', 'vite.config.ts', 'panda.config.ts']

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

const builtAt = existsSync(SERVER) ? statSync(SERVER).mtimeMs : 0
const changedAt = Math.max(...SOURCES.map(newestMtime))
if (builtAt === 0 || changedAt > builtAt) {
  console.info(
    builtAt === 0
      ? 'No build yet: building Tremplin (about a minute)…'
      : 'Sources changed: rebuilding Tremplin…',
  )
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

process.env.NODE_ENV ??= 'production'
const port = process.env.PORT ?? '3000'
console.info(`Tremplin is starting on http://localhost:${port}`)
await import(join(process.cwd(), SERVER))
