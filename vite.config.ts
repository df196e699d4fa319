import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'
import { lazyServerFunctionClient } from './build/lazy-server-function-client'
import { pandaStaticClasses } from './build/panda-static-classes'
import { STATIC_SECURITY_HEADERS } from './src/server/http/security-headers'

/**
 * The packages every page needs to start (React, the router, Query, Lingui) and Panda's generated helpers;
 * not the router's seroval plugins, used in the browser by the server-function fetcher only.
 */
const FRAMEWORK_PACKAGES =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](history|store|react-store|router-core|react-router|query-core|react-query|router-ssr-query-core|react-router-ssr-query)|@lingui[\\/](core|react)|cookie-es)[\\/](?!dist[\\/]esm[\\/]ssr[\\/]serializer[\\/])|styled-system[\\/]/

export default defineConfig({
  server: { port: 3000 },
  resolve: { tsconfigPaths: true },
  build: {
    sourcemap: process.env.BUNDLE_SOURCEMAP === '1',
    rolldownOptions: {
      // React Query and Ariakit ship "use client" directives that only matter to RSC bundlers: not a problem here.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return
        handler(level, log)
      },
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Panda's generated modules only define functions; declared free of side effects, a module that
          // imports `cx` from the `styled-system/css` barrel no longer brings `css()`'s runtime along,
          // which no call needs once their class names are computed at build time (decision 0016).
          treeshake: { moduleSideEffects: (id) => (/[\\/]styled-system[\\/]/.test(id) ? false : undefined) },
          output: {
            // What every page needs in one chunk: it compresses better than a dozen small ones and is cached
            // across pages. Only packages the first load needs anyway: a package matched here is pulled in whole
            // (so not Ariakit, forms, icons or the server-function client, which load lazily: seroval and the
            // router's serializer plugins stay with the fetcher, see build/lazy-server-function-client.ts).
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: FRAMEWORK_PACKAGES,
                },
                {
                  // The site's frame (header, footer, menus' triggers), shown by every page: one chunk, not eight.
                  name: 'site-frame',
                  test: /src[\\/](layouts[\\/](page-frame|header|footer|default-layout|navigation|language-selector|site-chrome|use-scrolled)|ui[\\/](logo|new-mark|social-icons|container|button|dialog|lazy|menu)|features[\\/]site[\\/]site-chrome)\.tsx?$/,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    tanstackStart({
      router: {
        codeSplittingOptions: {
          // A route's loader travels with its component (one lazy chunk, fetched together anyway) instead of
          // sitting in the route tree that every page's first JavaScript carries.
          defaultBehavior: [
            ['loader', 'component'],
            ['errorComponent'],
            ['notFoundComponent'],
            ['pendingComponent'],
          ],
        },
      },
    }),
    // PGlite loads its wasm, data and extension files at run time: trace them into the build.
    nitro({
      traceDeps: ['@electric-sql/pglite*'],
      // Static files and redirects get the security headers too (the app sets them on its own answers).
      routeRules: { '/**': { headers: { ...STATIC_SECURITY_HEADERS } } },
      // Built assets get .br and .gz copies, served by Accept-Encoding at no cost per request.
      compressPublicAssets: { gzip: true, brotli: true },
      plugins: ['./src/server/boot.plugin.ts', './src/background-jobs.plugin.ts'],
      // Page-cache hits are answered here, before the app (src/server/http/page-cache.middleware.ts).
      // Analytics events too, so that a page's events cost next to nothing (src/analytics-events.handler.ts).
      handlers: [
        { route: '/**', middleware: true, handler: './src/server/http/page-cache.middleware.ts' },
        { route: '/api/events/log', method: 'POST', handler: './src/analytics-events.handler.ts' },
        // Prometheus' scrape, behind METRICS_TOKEN (src/server/observability/metrics-endpoint.ts).
        { route: '/metrics', method: 'GET', handler: './src/metrics.handler.ts' },
      ],
    }),
    viteReact(),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    // Static `css({ … })` calls become their class names at build time (build/panda-static-classes.ts).
    pandaStaticClasses(),
    // The server-function client (seroval) loads with the first call, not the first page.
    lazyServerFunctionClient(),
  ],
})
