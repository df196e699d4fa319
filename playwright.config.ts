import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { E2E_METRICS_TOKEN, E2E_OPS_TOKEN } from './e2e/ops-token'
import { QUIET_CHROMIUM_FLAGS } from './tests/chromium-flags'

const PORT = Number(process.env.E2E_PORT ?? 3100)
/** Each shard (scripts/e2e.mjs with E2E_SHARDS) has its own server, database, mailbox and ports. */
const SHARD_SUFFIX = PORT === 3100 ? '' : `-${PORT}`
process.env.E2E_MAIL_DIR ??= `data/e2e-mail${SHARD_SUFFIX}`
process.env.E2E_SMTP_PORT ??= String(PORT + 25)
process.env.E2E_OIDC_PORT ??= String(PORT + 26)

/**
 * Debian's headless shell (package chromium-headless-shell), the light build Playwright itself uses for
 * headless runs: no browser interface or GPU process beside each page; the suite took 972 s in it against
 * 1,404 s in the full Chromium on two cores. A visible browser (`--headed`, `--ui`, `PWDEBUG`) needs the full one.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const wantsWindow = process.argv.some((arg) => arg === '--headed' || arg === '--ui') || !!process.env.PWDEBUG
process.env.CHROMIUM_PATH ??=
  !wantsWindow && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'

/** Browser tests drive Debian's Chromium (browsers cannot be downloaded here) against the production build. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results${SHARD_SUFFIX}`,
  // After the server has started: lets `.ci/run` hold the tests until its unit tests are done.
  globalSetup: './e2e/wait-for-turn.ts',
  fullyParallel: false,
  // Three browsers beside the server: the journeys wait on the server and the mailbox often enough that a
  // third keeps both cores busy (docs/performance.md gives the suite's times with two and three).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A French-speaking Belgian browser by default (the root redirects other languages).
    locale: 'fr-BE',
    // Recording a trace for every test (to keep only the failures') cost a fifth of the suite's CPU: traces
    // are recorded when a failed test is retried (CI), or on demand with `--trace on`.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: ['--headless', ...QUIET_CHROMIUM_FLAGS],
    },
  },
  projects: [
    // The file name chooses the viewport: `*.desktop.spec.ts` runs on the desktop project only,
    // `*.phone.spec.ts` on the phone only, any other `*.spec.ts` on both, so no project starts a test only to skip it.
    // Files are handed to the browsers project by project: the phone's go first, so its longest file (the
    // phone sweep) starts early instead of running alone at the end; the desktop's last files are short.
    {
      name: 'phone',
      testIgnore: '**/*.desktop.spec.ts',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, locale: 'fr-BE' },
    },
    {
      name: 'desktop',
      testIgnore: '**/*.phone.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, locale: 'fr-BE' },
    },
  ],
  webServer: {
    command: 'node e2e/serve.mjs',
    url: `http://localhost:${PORT}/api/health`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(PORT),
      DATA_DIR: `data/e2e${SHARD_SUFFIX}`,
      APP_URL: `http://localhost:${PORT}`,
      TRUST_PROXY: '1',
      // The alert-digest journey asks for a run now, as an operator would (e2e/alert-digests.desktop.spec.ts).
      OPS_TOKEN: E2E_OPS_TOKEN,
      METRICS_TOKEN: E2E_METRICS_TOKEN,
      // The careers-import journey serves its imitation careers sites on this machine (e2e/careers-import.desktop.spec.ts).
      IMPORT_ALLOW_LOOPBACK: '1',
      IMPORT_HOST_INTERVAL_MS: '0',
      // The answers journey lets an answer date pass by naming the run's day (e2e/answered.desktop.spec.ts).
      OPS_CLOCK: '1',
    },
    stdout: 'pipe',
  },
})
