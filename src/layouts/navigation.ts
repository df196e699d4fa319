import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RouteName } from '~/i18n/paths'

export type NavLink = { route: RouteName; label: MessageDescriptor; isNew?: boolean }
export type NavEntry = NavLink | { label: MessageDescriptor; children: NavLink[] }

/** The main menu of docs/product.md#pages, shared by the desktop header and the mobile menu. */
export const MAIN_NAV: NavEntry[] = [
  { route: 'jobs', label: msg`Offres d'emploi` },
  { route: 'companies', label: msg`Entreprises à impact` },
  {
    label: msg`Cofondateur`,
    children: [
      { route: 'cofounder', label: msg`Devenir cofondateur` },
      { route: 'cofounderProjects', label: msg`Projets à rejoindre` },
    ],
  },
  {
    label: msg`Média`,
    children: [
      { route: 'mediaArticles', label: msg`Articles` },
      { route: 'mediaPodcast', label: msg`Podcast`, isNew: true },
    ],
  },
  { route: 'contact', label: msg`Contact` },
]
