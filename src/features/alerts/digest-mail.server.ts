/**
 * A talent's digest e-mail, in her language: one section per alert with its new offers (at most
 * DIGEST_OFFERS_PER_ALERT, then "see them all"), a link that stops that alert alone, and the RFC 8058
 * headers that let her mail client stop every alert e-mail in one click.
 */
import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { PickReason } from '~/domain/offer-picks'
import type { OfferCard } from '~/features/offers/offer-card.model'
import { type OfferFilters, toListSearch } from '~/features/offers/offer-list-url'
import { CONTRACT_TYPE_LABELS, REGION_LABELS } from '~/i18n/labels'
import type { Locale } from '~/i18n/locales'
import { pathFor } from '~/i18n/paths'
import { pickReasonLabel } from '~/i18n/pick-labels'
import { env } from '~/server/env'
import type { Mail } from '~/server/mail'
import { escapeHtml, i18nFor, type Recipient } from '~/server/mail/templates'
import { searchTerms } from './search-terms'
import {
  oneClickUrl,
  type UnsubscribeScope,
  unsubscribePageUrl,
  unsubscribeToken,
} from './unsubscribe-links.server'

export type DigestSection =
  | {
      kind: 'search'
      id: string
      name: string
      query: string
      filters: OfferFilters
      offers: OfferCard[]
      more: number
    }
  | { kind: 'company'; id: string; name: string; slug: string | null; offers: OfferCard[]; more: number }
  /** Offers picked from her profile (when she asked for them in her digests), each with its reasons. */
  | { kind: 'picks'; offers: OfferCard[]; reasons: Map<string, PickReason[]>; more: 0 }

const SITE = () => env().appUrl

function offerUrl(offer: OfferCard, locale: Locale): string {
  return SITE() + pathFor('job', locale, { slug: offer.company.slug, job: offer.slug })
}

function sectionListUrl(section: DigestSection, locale: Locale): string {
  if (section.kind === 'picks') return SITE() + pathFor('talentAccount', locale)
  if (section.kind === 'company') {
    return section.slug
      ? SITE() + pathFor('company', locale, { slug: section.slug })
      : SITE() + pathFor('jobs', locale)
  }
  const search = new URLSearchParams(
    Object.entries(toListSearch({ query: section.query, filters: section.filters, page: 1 })).map(
      ([key, value]) => [key, String(value)],
    ),
  )
  return `${SITE()}${pathFor('jobs', locale)}${search.size > 0 ? `?${search}` : ''}`
}

const offerFacts = (i18n: I18n, offer: OfferCard) =>
  [
    offer.company.name,
    offer.office ?? (offer.region ? i18n._(REGION_LABELS[offer.region]) : null),
    i18n._(CONTRACT_TYPE_LABELS[offer.contractType]),
  ]
    .filter(Boolean)
    .join(' · ')

function sectionTitle(i18n: I18n, section: DigestSection): string {
  if (section.kind === 'picks') return i18n._(msg`Choisies pour vous, d'après votre profil`)
  return section.kind === 'search'
    ? i18n._(msg`Votre alerte « ${section.name} »`)
    : i18n._(msg`Nouvelles offres de ${section.name}`)
}

/** The words under an offer: its facts, and for a pick why it was picked. */
function offerLines(i18n: I18n, section: DigestSection, offer: OfferCard): string[] {
  const why = section.kind === 'picks' ? (section.reasons.get(offer.id) ?? []) : []
  return [
    offerFacts(i18n, offer),
    ...(why.length > 0
      ? [i18n._(msg`Pourquoi : ${why.map((reason) => pickReasonLabel(i18n, reason)).join(' · ')}`)]
      : []),
  ]
}

/** What its stop link says, and what it stops. */
function stopOf(i18n: I18n, section: DigestSection): { label: string; scope: UnsubscribeScope } {
  switch (section.kind) {
    case 'search':
      return { label: i18n._(msg`Arrêter cette alerte`), scope: { kind: 'search', id: section.id } }
    case 'company':
      return {
        label: i18n._(msg`Ne plus suivre cette organisation par e-mail`),
        scope: { kind: 'company', id: section.id },
      }
    case 'picks':
      return { label: i18n._(msg`Ne plus recevoir ces suggestions`), scope: { kind: 'picks' } }
  }
}

/** The way back to the whole list: the same filtered search, the organisation's page, her account. */
function seeAll(i18n: I18n, section: DigestSection): string {
  if (section.kind === 'picks') return i18n._(msg`Voir toutes les offres choisies pour vous`)
  if (section.more > 0) return i18n._(msg`Et ${section.more} de plus : tout voir sur Tremplin`)
  return section.kind === 'search'
    ? i18n._(msg`Voir cette recherche sur Tremplin`)
    : i18n._(msg`Voir toutes les offres de ${section.name}`)
}

const LINK = 'color:#0b5d51;font-weight:700'
const MUTED = 'font-size:13px;color:#6b6358'

/** The digest of `sections` for `user`; `digestId` signs its unsubscribe links. */
export async function digestMail(
  user: Recipient,
  digestId: string,
  sections: DigestSection[],
  now: Date,
): Promise<Mail> {
  const i18n = await i18nFor(user.locale)
  const { locale } = user
  const stopLink = (scope: UnsubscribeScope) =>
    unsubscribePageUrl(unsubscribeToken(digestId, scope, now), locale)
  const allToken = unsubscribeToken(digestId, { kind: 'all' }, now)
  const count = sections.reduce((total, section) => total + section.offers.length, 0)
  const subject = i18n._(
    msg`${plural(count, {
      one: 'Une nouvelle offre pour vos alertes Tremplin',
      other: '# nouvelles offres pour vos alertes Tremplin',
    })}`,
  )
  const greeting = i18n._(msg`Bonjour ${user.firstName},`)
  const intro = i18n._(
    msg`Voici les offres publiées depuis notre dernier e-mail qui correspondent à vos alertes.`,
  )
  const manageUrl = SITE() + pathFor('talentAlerts', locale)
  const manage = i18n._(msg`Gérer mes alertes`)
  const stopAll = i18n._(msg`Ne plus recevoir d'e-mails d'alerte`)
  const footer = i18n._(msg`L'équipe Tremplin — des jobs qui ont du sens, partout en Belgique.`)

  const textSections = sections.map((section) => {
    const lines = [sectionTitle(i18n, section)]
    if (section.kind === 'search') lines.push(searchTerms(i18n, section.query, section.filters).join(' · '))
    for (const offer of section.offers)
      lines.push(
        '',
        `- ${offer.title}`,
        ...offerLines(i18n, section, offer).map((line) => `  ${line}`),
        `  ${offerUrl(offer, locale)}`,
      )
    lines.push('', `${seeAll(i18n, section)}: ${sectionListUrl(section, locale)}`)
    const stop = stopOf(i18n, section)
    lines.push('', `${stop.label}: ${stopLink(stop.scope)}`)
    return lines.join('\n')
  })
  const text = [
    greeting,
    '',
    intro,
    '',
    textSections.join('\n\n———\n\n'),
    '',
    `${manage}: ${manageUrl}`,
    `${stopAll}: ${unsubscribePageUrl(allToken, locale)}`,
    '',
    footer,
  ].join('\n')

  const htmlSections = sections
    .map((section) => {
      const terms =
        section.kind === 'search'
          ? `<p style="${MUTED}">${escapeHtml(searchTerms(i18n, section.query, section.filters).join(' · '))}</p>`
          : ''
      const offers = section.offers
        .map(
          (offer) =>
            `<li style="margin:0 0 12px"><a href="${escapeHtml(offerUrl(offer, locale))}" style="${LINK}">${escapeHtml(offer.title)}</a>${offerLines(
              i18n,
              section,
              offer,
            )
              .map((line) => `<br><span style="${MUTED}">${escapeHtml(line)}</span>`)
              .join('')}</li>`,
        )
        .join('\n')
      const more = `<p><a href="${escapeHtml(sectionListUrl(section, locale))}" style="${LINK}">${escapeHtml(seeAll(i18n, section))}</a></p>`
      const stop = stopOf(i18n, section)
      return `<h2 style="font-size:18px;margin:24px 0 4px">${escapeHtml(sectionTitle(i18n, section))}</h2>
${terms}<ul style="padding-left:18px">${offers}</ul>${more}
<p style="${MUTED}"><a href="${escapeHtml(stopLink(stop.scope))}" style="color:#6b6358">${escapeHtml(stop.label)}</a></p>`
    })
    .join('\n')
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#1f1c18;line-height:1.55">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${htmlSections}
<p style="margin-top:24px"><a href="${escapeHtml(manageUrl)}" style="${LINK}">${escapeHtml(manage)}</a></p>
<p style="${MUTED}"><a href="${escapeHtml(unsubscribePageUrl(allToken, locale))}" style="color:#6b6358">${escapeHtml(stopAll)}</a></p>
<p style="${MUTED}">${escapeHtml(footer)}</p>
</body></html>`

  return {
    to: user.email,
    userId: user.id,
    subject,
    text,
    html,
    from: env().alertMailFrom,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl(allToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': `${i18n._(msg`Alertes emploi Tremplin`)} <alerts.${new URL(SITE()).hostname}>`,
      'Auto-Submitted': 'auto-generated',
    },
  }
}
