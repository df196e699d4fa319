import { existsSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Global setup: with E2E_START_AFTER (a file path), the tests wait until that file exists. `.ci/run` starts
 * the browser tests while the unit tests still run, so that loading the specs and starting the server
 * (seed, demo pictures, warm-up) use the cores the unit tests leave idle; the tests themselves start once
 * the unit tests are done, so both suites never compete for the two cores.
 */
export default async function waitForTurn() {
  const signal = process.env.E2E_START_AFTER
  if (!signal) return
  const deadline = Date.now() + 30 * 60_000
  while (!existsSync(signal)) {
    if (Date.now() > deadline) throw new Error(`The browser tests waited 30 minutes for ${signal}.`)
    await sleep(250)
  }
}
