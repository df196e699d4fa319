import { availableParallelism } from 'node:os'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { defineConfig } from 'vitest/config'

/** Unit and integration tests (no Start/Nitro plugins): Lingui macros and .po imports, `~/` paths. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
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
  },
})
