import { globSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { configDefaults, defineConfig } from 'vitest/config'

const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}']

/**
 * A test file that sets environment variables, starts a mail server the app's mail module then points
 * at, or mocks modules leaves the process different from how the next file expects it: such a file gets
 * a fresh process of its own.
 */
const CHANGES_THE_PROCESS =
  /process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|Object\.assign\(process\.env|smtpForTests|startSmtp|vi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers)\(/
const ownProcess = TEST_FILES.flatMap((pattern) => globSync(pattern)).filter((file) =>
  CHANGES_THE_PROCESS.test(readFileSync(file, 'utf8')),
)

/** Unit and integration tests (no Start/Nitro plugins): Lingui macros and .po imports, `~/` paths. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
  test: {
    environment: 'node',
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Drizzle's hundreds of modules go through Vite's runner, transformed once for the run: Node's own loader
    // read its 180 KB package.json again for each of them in every test file (a third of a second of CPU a file).
    server: { deps: { inline: ['drizzle-orm'] } },
    // Integration tests spend much of their time waiting on PostgreSQL, PGlite and servers: one worker per
    // core (Vitest's default leaves one core out) took the suite from 8 to 5 minutes on two cores.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        // The other files share their worker's loaded modules (each file still opens its own databases):
        // the app's modules are loaded once per worker instead of once per file (docs/performance.md).
        test: {
          name: 'shared',
          include: TEST_FILES,
          exclude: [...configDefaults.exclude, ...ownProcess],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-process', include: ownProcess, isolate: true } },
    ],
  },
})
