/**
 * The demo's pictures: logos, banners and thumbnails drawn as SVG from a name (pure, deterministic: the
 * same name always gives the same picture). The boot renders them once into the public storage
 * (`src/server/images/demo-images.server.ts`); seeded rows point at them with `demoImageUrl`.
 */
import { PUBLIC_FILES_PREFIX } from '../storage/object-store'
import { ARTICLES } from './articles'
import { COFOUNDER_PROJECTS } from './cofounders'
import { COMPANIES } from './companies'
import { PODCASTS } from './podcasts'
import { createRandom } from './random'
import { slugify } from './text'

export type DemoImageKind = 'logo' | 'banner' | 'thumbnail'

export type DemoImage = { key: string; kind: DemoImageKind; svg: string }

/** Output sizes: logos square, banners 13:5 (the company banner crop), thumbnails 16:9. */
export const DEMO_IMAGE_SIZE: Readonly<Record<DemoImageKind, { width: number; height: number }>> = {
  logo: { width: 512, height: 512 },
  banner: { width: 1600, height: 615 },
  thumbnail: { width: 1200, height: 675 },
}

const EXTENSION: Readonly<Record<DemoImageKind, string>> = { logo: 'png', banner: 'jpg', thumbnail: 'jpg' }

export function demoImageKey(kind: DemoImageKind, group: string, slug: string): string {
  return `demo/${group}/${slug}-${kind}.${EXTENSION[kind]}`
}

export function demoImageUrl(key: string): string {
  return `${PUBLIC_FILES_PREFIX}${key}`
}

/** Pairs of colours that read well together (deep first, light second), from the brand's earthy palette. */
const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#0b5d51', '#8fd3c1', '#f4efe4'],
  ['#1f3a5f', '#7fb2e5', '#f1f5fb'],
  ['#8a3b12', '#f2a65a', '#fff4e6'],
  ['#4b2e83', '#b9a2e8', '#f6f1ff'],
  ['#2f6b3a', '#a8d8a0', '#f1f8ee'],
  ['#7a1f3d', '#f08aa8', '#fff0f4'],
  ['#5c4a1e', '#e2c56b', '#fbf6e6'],
  ['#114b5f', '#45c4b0', '#eafaf7'],
]

function hash(text: string): number {
  let value = 2166136261
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0
  return value
}

const round = (value: number) => Math.round(value * 10) / 10

/** Simple marks that look like the logos of small organisations (leaf, sun, hills, drop, ring, petals). */
const GLYPHS: readonly ((fg: string, accent: string) => string)[] = [
  (fg, accent) =>
    `<path d="M256 96c-96 64-136 152-120 232 10 52 56 88 120 88s110-36 120-88c16-80-24-168-120-232z" fill="${fg}"/><path d="M256 150v250" stroke="${accent}" stroke-width="18" stroke-linecap="round"/>`,
  (fg, accent) =>
    `<circle cx="256" cy="256" r="92" fill="${fg}"/>${Array.from({ length: 12 }, (_, i) => {
      const angle = (i * Math.PI) / 6
      const [cos, sin] = [Math.cos(angle), Math.sin(angle)]
      return `<line x1="${round(256 + 130 * cos)}" y1="${round(256 + 130 * sin)}" x2="${round(256 + 180 * cos)}" y2="${round(256 + 180 * sin)}" stroke="${accent}" stroke-width="22" stroke-linecap="round"/>`
    }).join('')}`,
  (fg, accent) =>
    `<path d="M72 360c60-90 120-150 184-150s124 60 184 150z" fill="${fg}"/><path d="M72 392c80-60 140-86 200-86s110 26 168 86z" fill="${accent}"/><circle cx="352" cy="150" r="44" fill="${fg}"/>`,
  (fg, accent) =>
    `<path d="M256 80c70 100 128 170 128 240a128 128 0 0 1-256 0c0-70 58-140 128-240z" fill="${fg}"/><path d="M200 320a56 56 0 0 0 56 56" stroke="${accent}" stroke-width="20" fill="none" stroke-linecap="round"/>`,
  (fg, accent) =>
    `<circle cx="256" cy="256" r="150" fill="none" stroke="${fg}" stroke-width="52"/><circle cx="256" cy="256" r="54" fill="${accent}"/>`,
  (fg, accent) =>
    `${Array.from({ length: 6 }, (_, i) => {
      const angle = (i * Math.PI) / 3
      return `<ellipse cx="${round(256 + 92 * Math.cos(angle))}" cy="${round(256 + 92 * Math.sin(angle))}" rx="70" ry="70" fill="${fg}" fill-opacity="0.85"/>`
    }).join('')}<circle cx="256" cy="256" r="50" fill="${accent}"/>`,
]

export function logoSvg(name: string): string {
  const seed = hash(name)
  const [deep, light] = PALETTES[seed % PALETTES.length]!
  const glyph = GLYPHS[(seed >>> 8) % GLYPHS.length]!
  const inverted = ((seed >>> 16) & 1) === 1
  const [bg, fg, accent] = inverted ? [light, deep, '#ffffff'] : [deep, '#ffffff', light]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="${bg}"/>${glyph(fg, accent)}</svg>`
}

/** A wide landscape of soft hills and circles over a gradient, e.g. for banners and thumbnails. */
export function sceneSvg(name: string, kind: 'banner' | 'thumbnail'): string {
  const { width, height } = DEMO_IMAGE_SIZE[kind]
  const seed = hash(`${kind}:${name}`)
  const { next } = createRandom(seed)
  const [deep, light, pale] = PALETTES[seed % PALETTES.length]!
  const circles = Array.from({ length: 5 }, () => {
    const r = round(height * (0.12 + next() * 0.35))
    return `<circle cx="${round(next() * width)}" cy="${round(next() * height * 0.7)}" r="${r}" fill="${pale}" fill-opacity="${round(0.08 + next() * 0.2)}"/>`
  }).join('')
  const hills = [0.55, 0.7, 0.85]
    .map((level, index) => {
      const base = height * level
      const points = Array.from({ length: 6 }, (_, i): [number, number] => [
        round((width / 5) * i),
        round(base - next() * height * 0.24),
      ])
      // A smooth ridge: quadratic curves through the midpoints of the random points.
      const ridge = points
        .slice(1)
        .map(([x, y], i) => {
          const [px, py] = points[i]!
          return `Q${px},${py} ${round((px + x) / 2)},${round((py + y) / 2)}`
        })
        .join(' ')
      const [lastX, lastY] = points[points.length - 1]!
      const opacity = [0.35, 0.6, 0.9][index]
      return `<path d="M0,${height} L0,${points[0]![1]} ${ridge} L${lastX},${lastY} L${width},${height} Z" fill="${index === 2 ? deep : light}" fill-opacity="${opacity}" stroke-linejoin="round"/>`
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#sky)"/>${circles}${hills}</svg>`
}

export function demoImage(kind: DemoImageKind, group: string, slug: string, name: string): DemoImage {
  return {
    key: demoImageKey(kind, group, slug),
    kind,
    svg: kind === 'logo' ? logoSvg(name) : sceneSvg(name, kind),
  }
}

/** The pictures of each seeded thing, keyed by what the rows store (one source for rows and files). */
export const demoPictures = {
  companyLogo: (name: string) => demoImage('logo', 'companies', slugify(name), name),
  companyBanner: (name: string) => demoImage('banner', 'companies', slugify(name), name),
  articleThumbnail: (frenchTitle: string) =>
    demoImage('thumbnail', 'articles', slugify(frenchTitle), frenchTitle),
  podcastThumbnail: (title: string) => demoImage('thumbnail', 'podcast', slugify(title), title),
  cofounderPicture: (title: string) => demoImage('thumbnail', 'cofounders', slugify(title), title),
}

/** Every picture the demo seed refers to. */
export function allDemoImages(): DemoImage[] {
  return [
    ...COMPANIES.flatMap((company) => [
      demoPictures.companyLogo(company.name),
      demoPictures.companyBanner(company.name),
    ]),
    ...ARTICLES.map((article) => demoPictures.articleThumbnail(article.text.fr.title)),
    ...PODCASTS.map((episode) => demoPictures.podcastThumbnail(episode.title)),
    ...COFOUNDER_PROJECTS.map((project) => demoPictures.cofounderPicture(project.title)),
  ]
}
