import { writeFileSync } from 'node:fs'
import { loadPeople } from './lib/model.ts'
import { closeBrowser } from './lib/pdf.ts'
import { renderTheme } from './templates/jsonresume.ts'
const p = loadPeople()[0]!
for (const t of process.argv.slice(2)) {
  try { writeFileSync(`/tmp/theme-${t}.pdf`, await renderTheme(p, t)); console.log('ok', t) } catch (e) { console.log('FAIL', t, (e as Error).message.slice(0, 300)) }
}
await closeBrowser()
