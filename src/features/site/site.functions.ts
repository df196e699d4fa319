import { createServerFn } from '@tanstack/react-start'
import { siteConfig } from './site-config.server'

/** The site's public configuration for the browser (site-config.server.ts). */
export const getSiteConfig = createServerFn({ method: 'GET' }).handler(() => siteConfig())
