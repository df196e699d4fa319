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
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
})
