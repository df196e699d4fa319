/**
 * HTML + CSS for a CV model, in eight layouts, meant for Chromium's print-to-PDF (A4). `scan` renders one
 * screen-sized page for the text-less PDFs (a screenshot embedded as an image).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { CvLang } from '../schema'
import { type CvModel, type DiplomaEntry, EXPERIENCE_SECTIONS, type ExperienceEntry } from './model'
import { printDate, printRange, type SectionKey, type YearMonth } from './words'

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

let manropeCss: string | null = null
/** Manrope (a Canva-like sans) from @fontsource-variable, inlined so Chromium embeds it in the PDF. */
function manrope(): string {
  if (manropeCss !== null) return manropeCss
  const require = createRequire(import.meta.url)
  const css = (file: string, range: string) => {
    const path = require.resolve(`@fontsource-variable/manrope/files/${file}`)
    const data = readFileSync(path).toString('base64')
    return `@font-face{font-family:'Manrope';font-weight:200 800;src:url(data:font/woff2;base64,${data}) format('woff2');unicode-range:${range};}`
  }
  manropeCss =
    css(
      'manrope-latin-wght-normal.woff2',
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    ) +
    css(
      'manrope-latin-ext-wght-normal.woff2',
      'U+0100-02AF,U+0304,U+0308,U+0329,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    )
  return manropeCss
}

const ICONS = {
  phone:
    '<svg viewBox="0 0 24 24" class="ic"><path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" fill="currentColor"/></svg>',
  mail: '<svg viewBox="0 0 24 24" class="ic"><path d="M3 5h18v14H3z" fill="none" stroke="currentColor" stroke-width="2"/><path d="M3 6l9 7 9-7" fill="none" stroke="currentColor" stroke-width="2"/></svg>',
  pin: '<svg viewBox="0 0 24 24" class="ic"><path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" fill="currentColor"/></svg>',
  web: '<svg viewBox="0 0 24 24" class="ic"><circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18" fill="none" stroke="currentColor" stroke-width="1.5"/></svg>',
  linkedin:
    '<svg viewBox="0 0 24 24" class="ic"><rect x="2" y="2" width="20" height="20" rx="3" fill="currentColor"/><rect x="6" y="10" width="2.6" height="8" fill="#fff"/><circle cx="7.3" cy="7" r="1.5" fill="#fff"/><path d="M11 10h2.5v1.2c.5-.8 1.5-1.4 2.8-1.4 2 0 2.9 1.3 2.9 3.5V18h-2.6v-4.2c0-1-.4-1.7-1.3-1.7-1 0-1.6.7-1.6 1.8V18H11z" fill="#fff"/></svg>',
  cake: '<svg viewBox="0 0 24 24" class="ic"><path d="M4 21h16v-8H4zM7 13V9h10v4M12 9V6" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="12" cy="4" r="1.3" fill="currentColor"/></svg>',
  info: '<svg viewBox="0 0 24 24" class="ic"><circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 10v7M12 7v.5" stroke="currentColor" stroke-width="2"/></svg>',
}

function photoSvg(seed: string, accent: string): string {
  const hue = [...seed].reduce((a, c) => a + c.charCodeAt(0), 0) % 360
  return `<svg class="photo" viewBox="0 0 100 120" xmlns="http://www.w3.org/2000/svg">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},30%,82%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},35%,64%)"/></linearGradient></defs>
<rect width="100" height="120" fill="url(#bg)"/>
<ellipse cx="50" cy="50" rx="20" ry="24" fill="hsl(${(hue + 20) % 360},25%,38%)"/>
<path d="M12 120c2-26 18-38 38-38s36 12 38 38z" fill="${accent}"/>
</svg>`
}

interface Ctx {
  m: CvModel
  lang: CvLang
}

const colon = (lang: CvLang) => (lang === 'fr' ? ' : ' : ': ')

function headingHtml(ctx: Ctx, key: SectionKey): string {
  const text = ctx.m.style.headings[key] ?? key
  return `<h2 class="h ${ctx.m.style.headingCase}">${esc(text)}</h2>`
}

function nameHtml(m: CvModel): string {
  const { first, last, nameStyle } = m.person
  switch (nameStyle) {
    case 'first-last':
      return `<h1 class="name">${esc(first)} ${esc(last)}</h1>`
    case 'first-LAST':
      return `<h1 class="name">${esc(first)} ${esc(last.toLocaleUpperCase('fr'))}</h1>`
    case 'LAST-first':
      return `<h1 class="name">${esc(last.toLocaleUpperCase('fr'))} ${esc(first)}</h1>`
    case 'two-lines':
      return `<h1 class="name two"><span class="n1">${esc(first)}</span><span class="n2">${esc(last)}</span></h1>`
  }
}

function identityHtml(m: CvModel, centred = false): string {
  const top = m.person.topLabel ? `<div class="toplabel">${esc(m.person.topLabel)}</div>` : ''
  const title = m.person.title ? `<div class="title">${esc(m.person.title)}</div>` : ''
  return `<div class="identity${centred ? ' centred' : ''}">${top}${nameHtml(m)}${title}</div>`
}

interface ContactItem {
  icon: keyof typeof ICONS
  label: string | null
  text: string
}

function contactItems(m: CvModel): ContactItem[] {
  const p = m.person
  const L = m.style.contactLabels
  const lang = m.lang
  const words = {
    fr: { address: 'Adresse', email: 'E-mail', web: 'Site web', birth: '' },
    nl: { address: 'Adres', email: 'E-mail', web: 'Website', birth: '' },
    en: { address: 'Address', email: 'Email', web: 'Website', birth: '' },
  }[lang]
  const items: ContactItem[] = [
    { icon: 'pin', label: L ? words.address : null, text: p.addressLine },
    { icon: 'phone', label: p.phone.label, text: p.phone.printed },
  ]
  if (p.secondPhone) items.push({ icon: 'phone', label: p.secondPhone.label, text: p.secondPhone.printed })
  items.push({ icon: 'mail', label: L ? words.email : null, text: p.email })
  if (p.website) items.push({ icon: 'web', label: L ? words.web : null, text: p.website })
  if (p.linkedin) items.push({ icon: 'linkedin', label: L ? 'LinkedIn' : null, text: p.linkedin })
  if (p.birth) items.push({ icon: 'cake', label: null, text: p.birth.printed })
  return items
}

function contactHtml(ctx: Ctx, mode: 'line' | 'stack'): string {
  const items = contactItems(ctx.m)
  const sep = ctx.lang === 'fr' ? ' : ' : ': '
  const one = (item: ContactItem, icons: boolean) =>
    `${icons ? ICONS[item.icon] : ''}${item.label ? `<span class="lbl">${esc(item.label)}${sep}</span>` : ''}<span>${esc(item.text)}</span>`
  if (mode === 'line') {
    const glue = ctx.m.style.contactLabels ? ' <span class="sep">|</span> ' : ' <span class="sep">•</span> '
    return `<div class="contact line">${items.map((i) => `<span class="ci">${one(i, false)}</span>`).join(glue)}</div>`
  }
  const icons = !ctx.m.style.contactLabels
  return `<div class="contact stack">${items.map((i) => `<div class="ci">${one(i, icons)}</div>`).join('')}</div>`
}

function summaryHtml(ctx: Ctx, e: { summary: ExperienceEntry['summary']; lines: string[] }): string {
  if (e.summary === 'none' || e.lines.length === 0) return ''
  if (e.summary === 'paragraph') {
    const text = e.lines.map((l) => (/[.!?]$/.test(l) ? l : `${l}.`)).join(' ')
    return `<p class="desc">${esc(text)}</p>`
  }
  const glyph = ctx.m.style.bulletGlyph
  if (glyph === 'css') return `<ul class="bul">${e.lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>`
  return `<ul class="bul glyph">${e.lines.map((l) => `<li><span class="g">${esc(glyph)}</span>${esc(l)}</li>`).join('')}</ul>`
}

const AT: Record<CvLang, string> = { fr: 'chez', nl: 'bij', en: 'at' }
const STUDY_PRESENT: Record<CvLang, string[]> = {
  fr: ['en cours', "aujourd'hui"],
  nl: ['lopend', 'heden'],
  en: ['ongoing', 'present'],
}

function datesOf(ctx: Ctx, start: YearMonth | null, end: YearMonth | null, present?: string): string {
  const s = ctx.m.style
  return printRange(ctx.lang, s.dateStyle, s.rangeStyle, start, end, present ?? s.present, {
    since: s.since,
    shareYear: s.shareYear,
  })
}

function experienceHtml(ctx: Ctx, e: ExperienceEntry, groupHead: boolean, grouped: boolean): string {
  const s = ctx.m.style
  const word = e.contractWord
  const post = esc(e.post) + (word && s.contractPlacement === 'paren-post' ? ` (${esc(word)})` : '')
  const dates =
    esc(datesOf(ctx, e.start, e.end)) + (word && s.contractPlacement === 'date-line' ? ` · ${esc(word)}` : '')
  const tag = word && s.contractPlacement === 'tag' ? ` <span class="tag">${esc(word)}</span>` : ''
  const companyCity = `${esc(e.company)}${e.city ? `, ${esc(e.city)}` : ''}`
  const body = summaryHtml(ctx, e)
  switch (s.entryPattern) {
    case 'post-first':
      return `<div class="entry"><div class="e-title"><b>${post}</b> — ${companyCity}</div><div class="meta">${dates}${tag}</div>${body}</div>`
    case 'right-dates':
      return `<div class="entry"><div class="row"><b>${post}</b><span class="dates">${dates}</span></div><div class="row sub"><span class="org">${companyCity}</span>${tag}</div>${body}</div>`
    case 'company-first': {
      const head = groupHead
        ? `<div class="row"><b class="caps">${esc(e.company)}</b>${e.city ? `<span class="city">${esc(e.city)}</span>` : ''}</div>`
        : ''
      return `<div class="entry${grouped && !groupHead ? ' cont' : ''}">${head}<div class="row"><i class="post">${post}</i><span class="dates">${dates}</span></div>${tag ? `<div>${tag}</div>` : ''}${body}</div>`
    }
    case 'inline':
      return `<div class="entry"><div><span class="dates strong">${dates}</span> <span class="sep">|</span> <b>${post}</b>, ${esc(e.company)}${e.city ? ` (${esc(e.city)})` : ''}${tag}</div>${body}</div>`
    case 'connector':
      return `<div class="entry"><div><b>${post}</b> ${AT[ctx.lang]} ${companyCity}${tag}</div><div class="meta">${dates}</div>${body}</div>`
    case 'gutter':
      return `<div class="entry gut"><div class="g-date">${dates}</div><div class="g-body"><b>${post}</b><div class="org">${esc(e.company)}${e.city ? ` · ${esc(e.city)}` : ''}${tag}</div>${body}</div></div>`
  }
}

function experienceListHtml(ctx: Ctx, entries: ExperienceEntry[]): string {
  return entries
    .map((e, i) => {
      const next = entries[i + 1]
      const grouped = e.sameCompanyAsPrevious || next?.sameCompanyAsPrevious === true
      return experienceHtml(ctx, e, !e.sameCompanyAsPrevious, grouped)
    })
    .join('')
}

function diplomaDates(ctx: Ctx, d: DiplomaEntry): string {
  const present = ctx.m.style.present
  const study = STUDY_PRESENT[ctx.lang][d.name.length % 2] ?? present
  if (d.start === null) return d.end ? printDate(ctx.lang, ctx.m.style.dateStyle, d.end) : ''
  return printRange(ctx.lang, ctx.m.style.dateStyle, ctx.m.style.rangeStyle, d.start, d.end, study)
}

function diplomaHtml(ctx: Ctx, d: DiplomaEntry): string {
  const dates = esc(diplomaDates(ctx, d))
  const school = `${esc(d.school)}${d.schoolCity ? `, ${esc(d.schoolCity)}` : ''}`
  const detail = d.detail ? `<div class="detail">${esc(d.detail)}</div>` : ''
  switch (ctx.m.style.diplomaPattern) {
    case 'name-first':
      return `<div class="entry"><b>${esc(d.name)}</b><div>${school}</div><div class="meta">${dates}</div>${detail}</div>`
    case 'right-dates':
      return `<div class="entry"><div class="row"><b>${esc(d.name)}</b><span class="dates">${dates}</span></div><div class="sub">${school}</div>${detail}</div>`
    case 'school-first':
      return `<div class="entry"><div class="row"><b>${school}</b><span class="dates">${dates}</span></div><div><i>${esc(d.name)}</i></div>${detail}</div>`
    case 'inline':
      return `<div class="entry"><span class="dates strong">${dates}</span> <span class="sep">|</span> <b>${esc(d.name)}</b> — ${school}${detail}</div>`
    case 'gutter':
      return `<div class="entry gut"><div class="g-date">${dates}</div><div class="g-body"><b>${esc(d.name)}</b><div class="org">${school}</div>${detail}</div></div>`
  }
}

function barWidth(text: string): number {
  return 45 + ([...text].reduce((a, c) => a + c.charCodeAt(0), 0) % 50)
}

function skillsHtml(ctx: Ctx): string {
  const { style, groups } = ctx.m.skills
  const items = groups.flatMap((g) => g.items)
  switch (style) {
    case 'bullets':
      return `<ul class="bul skills">${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`
    case 'comma':
      return `<p class="list">${esc(items.join(', '))}</p>`
    case 'grouped':
      return groups
        .map(
          (g) =>
            `<p class="list"><b>${esc(g.label ?? '')}</b>${colon(ctx.lang)}${esc(g.items.join(', '))}</p>`,
        )
        .join('')
    case 'pipes':
      return `<p class="list">${items.map(esc).join(' <span class="sep">|</span> ')}</p>`
    case 'tags':
      return `<div class="tags">${items.map((i) => `<span class="chip">${esc(i)}</span>`).join('')}</div>`
    case 'bars':
      return `<div class="bars">${items.map((i) => `<div class="bar-item"><span>${esc(i)}</span><div class="bar"><div style="width:${barWidth(i)}%"></div></div></div>`).join('')}</div>`
  }
}

function softSkillsHtml(ctx: Ctx): string {
  const items = ctx.m.softSkills
  return ctx.m.skills.style === 'comma' || ctx.m.skills.style === 'pipes'
    ? `<ul class="bul">${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`
    : `<p class="list">${esc(items.join(' · '))}</p>`
}

function languagesHtml(ctx: Ctx): string {
  const { style, items } = ctx.m.languages
  const c = colon(ctx.lang)
  switch (style) {
    case 'colon':
      return items.map((l) => `<div class="lang">${esc(l.name)}${c}${esc(l.levelText)}</div>`).join('')
    case 'dash':
      return items.map((l) => `<div class="lang"><b>${esc(l.name)}</b> – ${esc(l.levelText)}</div>`).join('')
    case 'paren':
      return items.map((l) => `<div class="lang">${esc(l.name)} (${esc(l.levelText)})</div>`).join('')
    case 'inline':
      return `<p class="list">${items.map((l) => `${esc(l.name)} (${esc(l.levelText)})`).join(' · ')}</p>`
    case 'table':
      return `<table class="ltable">${items.map((l) => `<tr><td>${esc(l.name)}</td><td>${esc(l.levelText)}</td></tr>`).join('')}</table>`
    case 'bars':
      return `<div class="bars">${items
        .map(
          (l) =>
            `<div class="bar-item"><span>${esc(l.name)}</span><div class="bar"><div style="width:${{ native: 100, advanced: 80, intermediate: 58, beginner: 30 }[l.level]}%"></div></div><small>${esc(l.levelText)}</small></div>`,
        )
        .join('')}</div>`
  }
}

function sectionHtml(ctx: Ctx, key: SectionKey): string {
  const m = ctx.m
  const expOf = (section: ExperienceEntry['section']) => m.experiences.filter((e) => e.section === section)
  switch (key) {
    case 'profile':
      return m.profileText
        ? `<section>${headingHtml(ctx, key)}<p class="desc">${esc(m.profileText)}</p></section>`
        : ''
    case 'experience':
    case 'volunteer':
    case 'internships':
    case 'studentJobs': {
      const entries = expOf(key)
      return entries.length > 0
        ? `<section>${headingHtml(ctx, key)}${experienceListHtml(ctx, entries)}</section>`
        : ''
    }
    case 'education':
      return m.diplomas.length > 0
        ? `<section>${headingHtml(ctx, key)}${m.diplomas.map((d) => diplomaHtml(ctx, d)).join('')}</section>`
        : ''
    case 'skills':
      return `<section>${headingHtml(ctx, key)}${skillsHtml(ctx)}</section>`
    case 'softSkills':
      return m.softSkills.length > 0
        ? `<section>${headingHtml(ctx, key)}${softSkillsHtml(ctx)}</section>`
        : ''
    case 'languages':
      return `<section>${headingHtml(ctx, key)}${languagesHtml(ctx)}</section>`
    case 'interests':
      return m.interests.length > 0
        ? `<section>${headingHtml(ctx, key)}<p class="list">${esc(m.interests.join(', '))}</p></section>`
        : ''
    case 'other':
      return m.person.misc.length > 0
        ? `<section>${headingHtml(ctx, key)}${m.person.misc.map((x) => `<div>${esc(x)}</div>`).join('')}</section>`
        : ''
    case 'references':
      return m.references
        ? `<section>${headingHtml(ctx, key)}<p>${esc({ fr: 'Références disponibles sur demande', nl: 'Referenties op aanvraag', en: 'References available on request' }[ctx.lang])}</p></section>`
        : ''
    case 'contact':
      return `<section>${headingHtml(ctx, key)}${contactHtml(ctx, 'stack')}</section>`
  }
}

function mainOrder(m: CvModel): SectionKey[] {
  const career: SectionKey[] = EXPERIENCE_SECTIONS
  return m.style.educationFirst ? ['profile', 'education', ...career] : ['profile', ...career, 'education']
}

const SIDE: SectionKey[] = ['contact', 'skills', 'softSkills', 'languages', 'interests', 'other']
const TAIL: SectionKey[] = ['skills', 'softSkills', 'languages', 'interests', 'other', 'references']

export interface RenderOptions {
  /** One screen-sized page for a text-less PDF; `part` picks the sections of a two-page scan. */
  scan?: boolean
  part?: 1 | 2
}

/** The @page margin of each layout (0 when backgrounds bleed to the edge). */
export const PAGE_MARGIN: Record<CvModel['spec']['layout'], string> = {
  'single-column': '16mm 18mm',
  'classic-centred': '17mm 20mm',
  'header-band': '0',
  'date-gutter': '15mm 16mm',
  'sidebar-left': '0',
  'sidebar-right': '0',
  'sidebar-dark': '0',
  'two-columns': '11mm 12mm',
}

export function renderHtml(m: CvModel, options: RenderOptions = {}): string {
  const ctx: Ctx = { m, lang: m.lang }
  const layout = m.spec.layout
  const s = m.style
  const photo = m.person.photo ? photoSvg(m.id, s.accent) : ''
  const sections = (keys: SectionKey[]) => keys.map((k) => sectionHtml(ctx, k)).join('')
  let body: string
  const mainKeys = mainOrder(m)
  const part = options.part
  const pick = (keys: SectionKey[]) => {
    if (!part) return keys
    const firstPart: SectionKey[] = ['profile', 'experience', 'internships', 'studentJobs']
    return keys.filter((k) => (part === 1 ? firstPart.includes(k) : !firstPart.includes(k)))
  }
  const showHeader = part !== 2
  switch (layout) {
    case 'single-column':
      body = `${showHeader ? `<header class="hdr">${photo ? `<div class="ph">${photo}</div>` : ''}<div>${identityHtml(m)}${contactHtml(ctx, 'line')}</div></header>` : ''}${sections(pick([...mainKeys, ...TAIL]))}`
      break
    case 'classic-centred':
      body = `${showHeader ? `<header class="hdr">${identityHtml(m, true)}${contactHtml(ctx, 'line')}</header>` : ''}${sections(pick([...mainKeys, ...TAIL]))}`
      break
    case 'header-band':
      body = `${showHeader ? `<header class="band">${photo ? `<div class="ph">${photo}</div>` : ''}<div>${identityHtml(m)}${contactHtml(ctx, 'line')}</div></header>` : ''}<div class="wrap">${sections(pick([...mainKeys, ...TAIL]))}</div>`
      break
    case 'date-gutter':
      body = `${showHeader ? `<header class="hdr split">${identityHtml(m)}${contactHtml(ctx, 'stack')}</header>` : ''}${sections(pick([...mainKeys, ...TAIL]))}`
      break
    case 'sidebar-left':
    case 'sidebar-dark':
    case 'sidebar-right': {
      const nameInSide = layout === 'sidebar-dark' && m.id.length % 2 === 0
      const side = `<aside class="side">${photo ? `<div class="ph">${photo}</div>` : ''}${nameInSide ? identityHtml(m) : ''}${sections(SIDE)}</aside>`
      const main = `<main class="main">${nameInSide ? '' : identityHtml(m)}${sections([...mainKeys, 'references'])}</main>`
      body = `<div class="sidebg"></div><div class="grid">${layout === 'sidebar-right' ? main + side : side + main}</div>`
      break
    }
    case 'two-columns':
      body = `<header class="hdr">${photo ? `<div class="ph">${photo}</div>` : ''}<div>${identityHtml(m)}${contactHtml(ctx, 'line')}</div></header><div class="cols">${sections([...mainKeys, ...TAIL])}</div>`
      break
  }
  const css = baseCss(m) + layoutCss(m) + (options.scan ? scanCss(m) : '')
  const title =
    m.id.length % 3 === 0 ? `CV ${m.person.first} ${m.person.last}` : m.id.length % 3 === 1 ? 'CV' : ''
  return `<!doctype html><html lang="${m.lang}" class="${options.scan ? 'scan' : ''}"><head><meta charset="utf-8"><title>${esc(title)}</title><style>${s.font === 'Manrope' ? manrope() : ''}${css}</style></head><body class="${layout}">${body}</body></html>`
}

function baseCss(m: CvModel): string {
  const s = m.style
  const small = m.spec.layout === 'two-columns'
  return `
@page { size: A4; margin: ${PAGE_MARGIN[m.spec.layout]}; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: '${s.font}', 'Liberation Sans', sans-serif; font-size: ${(s.scale * (small ? 9.1 : s.font === 'DejaVu Sans' ? 9.8 : 10.6)).toFixed(2)}pt; line-height: 1.4; color: #222; --accent: ${s.accent}; }
h1 { margin: 0; font-size: ${small ? '19pt' : '23pt'}; line-height: 1.1; font-weight: 700; }
h1.two span { display: block; } h1.two .n1 { font-weight: 300; } h1.two .n2 { text-transform: uppercase; }
.toplabel { font-size: 8pt; letter-spacing: .2em; color: #666; margin-bottom: 4px; }
.title { font-size: ${small ? '10pt' : '11.5pt'}; color: var(--accent); margin-top: 3px; }
.h { font-size: ${small ? '10pt' : '11.5pt'}; color: var(--accent); margin: 13px 0 6px; font-weight: 700; break-after: avoid; }
.h.upper { text-transform: uppercase; } .h.spaced { text-transform: uppercase; letter-spacing: .22em; font-weight: 600; }
section { margin: 0; }
p { margin: 2px 0; }
ul.bul { margin: 3px 0 0; padding-left: 15px; } ul.bul li { margin: 1px 0; }
ul.glyph { list-style: none; padding-left: 2px; } ul.glyph li { padding-left: 13px; text-indent: -13px; } ul.glyph .g { display: inline-block; width: 13px; text-indent: 0; }
.entry { margin: 0 0 10px; ${m.id.length % 2 === 0 ? 'break-inside: avoid;' : ''} }
.entry.cont { margin-top: -3px; padding-left: 8px; }
.row { display: flex; justify-content: space-between; gap: 12px; align-items: baseline; }
.dates { white-space: nowrap; color: #555; } .dates.strong { color: #222; font-weight: 600; }
.meta { color: #555; font-style: italic; }
.sub, .org { color: #444; }
.caps { text-transform: uppercase; letter-spacing: .03em; }
.city { color: #666; }
.detail { color: #555; font-size: .92em; }
.desc { text-align: left; }
.tag { display: inline-block; border: 1px solid var(--accent); color: var(--accent); border-radius: 3px; padding: 0 4px; font-size: .82em; margin-left: 4px; line-height: 1.3; }
.sep { color: #999; }
.contact .ic { width: 11px; height: 11px; vertical-align: -1px; margin-right: 5px; color: var(--accent); }
.contact.stack .ci { margin: 2px 0; }
.contact .lbl { font-weight: 600; }
.contact span { overflow-wrap: anywhere; }
.photo { width: 100%; height: 100%; display: block; }
.ph { width: 30mm; height: 36mm; overflow: hidden; border-radius: 4px; flex: none; }
.tags { display: flex; flex-wrap: wrap; gap: 4px; }
.chip { border: 1px solid #bbb; border-radius: 10px; padding: 0 7px; font-size: .9em; }
.bars .bar-item { margin: 3px 0 5px; } .bar { height: 4px; background: rgba(127,127,127,.3); border-radius: 2px; margin-top: 2px; }
.bar > div { height: 4px; background: var(--accent); border-radius: 2px; }
.bars small { font-size: .85em; opacity: .85; }
.ltable { border-collapse: collapse; } .ltable td { padding: 1px 14px 1px 0; }
.gut { display: grid; grid-template-columns: 31mm 1fr; gap: 4mm; }
.g-date { color: #555; font-size: .93em; padding-top: 1px; }
`
}

function layoutCss(m: CvModel): string {
  const a = m.style.accent
  switch (m.spec.layout) {
    case 'single-column':
      return `.hdr { display: flex; gap: 6mm; align-items: center; border-bottom: 2px solid ${a}; padding-bottom: 4mm; margin-bottom: 2mm; } .hdr .contact { margin-top: 5px; } .ph { width: 24mm; height: 29mm; }`
    case 'classic-centred':
      return `.hdr { text-align: center; margin-bottom: 3mm; } .identity.centred h1 { font-weight: 400; letter-spacing: .04em; } .hdr .contact { margin-top: 6px; } .h { text-align: center; border-bottom: 1px solid #999; padding-bottom: 2px; color: #222; }`
    case 'header-band':
      return `.band { background: ${a}; color: #fff; padding: 13mm 18mm 9mm; display: flex; gap: 7mm; align-items: center; } .band .title { color: #fff; opacity: .9; } .band .sep { color: rgba(255,255,255,.7); } .band .contact { margin-top: 6px; font-size: .95em; } .band .ph { width: 26mm; height: 31mm; border: 2px solid #fff; }
.wrap { padding: 7mm 18mm 14mm; box-decoration-break: clone; -webkit-box-decoration-break: clone; }`
    case 'date-gutter':
      return `.hdr.split { display: flex; justify-content: space-between; gap: 10mm; align-items: flex-start; border-bottom: 1px solid #ccc; padding-bottom: 4mm; } .hdr .contact { font-size: .92em; text-align: left; } .h { border-left: 3px solid ${a}; padding-left: 6px; }`
    case 'sidebar-left':
    case 'sidebar-dark':
    case 'sidebar-right': {
      const dark = m.spec.layout === 'sidebar-dark'
      const right = m.spec.layout === 'sidebar-right'
      const width = right ? '62mm' : '66mm'
      const bg = dark ? '#1f2937' : `color-mix(in srgb, ${a} 12%, #fff)`
      return `.sidebg { position: fixed; top: 0; ${right ? 'right' : 'left'}: 0; width: ${width}; height: 297mm; background: ${bg}; }
.grid { display: grid; grid-template-columns: ${right ? `1fr ${width}` : `${width} 1fr`}; position: relative; }
.side { padding: 13mm 7mm; box-decoration-break: clone; -webkit-box-decoration-break: clone; ${dark ? 'color: #f3f4f6;' : ''} font-size: .94em; }
.main { padding: 13mm 13mm 13mm 11mm; box-decoration-break: clone; -webkit-box-decoration-break: clone; }
.side .ph { width: 34mm; height: 40mm; margin: 0 auto 6mm; border-radius: 50%; }
.side .h { ${dark ? 'color: #fff; border-bottom: 1px solid rgba(255,255,255,.4);' : `border-bottom: 1px solid ${a};`} padding-bottom: 2px; }
${dark ? '.side .contact .ic { color: #fff; } .side .bar { background: rgba(255,255,255,.25); } .side .bar > div { background: #fff; } .side .title { color: #cbd5e1; } .side h1 { font-size: 19pt; margin-bottom: 2px; } .side .identity { margin-bottom: 4mm; } .side .chip { border-color: rgba(255,255,255,.5); }' : ''}
.main .identity { margin-bottom: 4mm; }`
    }
    case 'two-columns':
      return `.hdr { display: flex; gap: 5mm; align-items: center; border-bottom: 2px solid ${a}; padding-bottom: 3mm; margin-bottom: 1mm; } .ph { width: 20mm; height: 24mm; } .hdr .contact { margin-top: 4px; }
.cols { column-count: 2; column-gap: 6mm; } .h { margin-top: 8px; } .entry { margin-bottom: 6px; }`
  }
}

function scanCss(m: CvModel): string {
  const margin = PAGE_MARGIN[m.spec.layout]
  const pad = margin === '0' ? '0' : margin
  return `
html.scan { background: #f2efe8; }
html.scan body { width: 794px; min-height: 1123px; padding: ${pad}; background: #fff; filter: grayscale(.25) contrast(1.06); transform: rotate(.35deg); transform-origin: 50% 0; }
html.scan .sidebg { position: absolute; height: 1123px; }
html.scan body { position: relative; }`
}
