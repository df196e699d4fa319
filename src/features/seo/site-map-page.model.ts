/** A link of the human sitemap: a page's slug and the name it is listed under. */
export type NamedLink = { slug: string; name: string }
