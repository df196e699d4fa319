import { defineConfig } from '@lingui/conf'

export default defineConfig({
  sourceLocale: 'fr',
  locales: ['fr', 'nl', 'en'],
  fallbackLocales: { default: 'fr' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: 'po',
})
