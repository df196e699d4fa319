/**
 * `npx tsx bench/first-load-js.ts [baseUrl] [path...]`: the JavaScript a page loads before it is
 * interactive (the entry script and the modules the page's loader adds after its first paint), raw and
 * gzip, read from a running production server.
 */
import { gzipSync } from 'node:zlib'
import { firstLoadScripts } from '../src/server/http/scripts-after-first-paint'

const [baseUrl = 'http://localhost:3000', ...paths] = process.argv.slice(2)
const pages = paths.length > 0 ? paths : ['/', '/nl', '/en']

for (const path of pages) {
  const html = await (await fetch(new URL(path, baseUrl))).text()
  const scripts = firstLoadScripts(html)
  let raw = 0
  let gzip = 0
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer())
    raw += body.length
    gzip += gzipSync(body, { level: 9 }).length
  }
  console.info(
    `${path.padEnd(24)} ${String(scripts.length).padStart(3)} files  ${(raw / 1024).toFixed(1).padStart(7)} KB raw  ${(gzip / 1024).toFixed(1).padStart(6)} KB gzip`,
  )
}
