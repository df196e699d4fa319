import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  server: { port: 3000 },
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      // React Query and Ariakit ship "use client" directives that only matter to RSC bundlers: not a problem here.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return
        handler(level, log)
      },
    },
  },
  plugins: [
    tanstackStart(),
    // PGlite loads its wasm, data and extension files at run time: trace them into the build.
    nitro({ traceDeps: ['@electric-sql/pglite*'], plugins: ['./src/server/boot.plugin.ts'] }),
    viteReact(),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
  ],
})
