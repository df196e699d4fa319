import type { PopularPageType } from '~/domain/enums'

/** One entry of `GET /api/pages` (docs/product.md#api: slug, title, type), plus whether it lists jobs or internships. */
export type PopularPageLink = { slug: string; title: string; type: PopularPageType; kind: 'emploi' | 'stage' }
