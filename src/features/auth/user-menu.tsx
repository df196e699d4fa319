import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { center } from 'styled-system/patterns'
import { LocalizedLink } from '~/i18n/localized-link'
import { DropdownMenu } from '~/ui/menu'
import { ResizedImage } from '~/ui/resized-image'
import type { AuthUser } from './auth.model'
import { useSignOut } from './use-auth'

const AVATAR_COLOURS = [
  '#0b5d51',
  '#ffc83d',
  '#e4572e',
  '#6fc2b4',
  '#3d5a80',
  '#d3eee9',
  '#8a5d00',
  '#f5f2ec',
]

/** docs/product.md#pages: black text on light colours, white on dark (perceived luminance above 128). */
export function avatarTextColour(hex: string): '#000000' | '#ffffff' {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]
  return (r * 299 + g * 587 + b * 114) / 1000 > 128 ? '#000000' : '#ffffff'
}

/** The picture, or a coloured circle with the last name's initial (the first name's when there is none). */
export function Avatar({ user, size = 36 }: { user: AuthUser; size?: number }) {
  const name = user.lastName.trim() || user.firstName.trim() || '?'
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const background = AVATAR_COLOURS[hash % AVATAR_COLOURS.length]!
  if (user.avatar.src)
    return (
      <ResizedImage
        src={user.avatar.src}
        alt=""
        width={size}
        height={size}
        crop={{ width: 1, height: 1 }}
        loading="eager"
        data-avatar=""
        className={css({ borderRadius: 'full', objectFit: 'cover' })}
      />
    )
  return (
    <span
      aria-hidden="true"
      className={center({ inline: true, borderRadius: 'full', fontWeight: '800' })}
      style={{
        width: size,
        height: size,
        background,
        color: avatarTextColour(background),
        fontSize: size * 0.45,
      }}
    >
      {name.charAt(0).toUpperCase()}
    </span>
  )
}

/** docs/product.md#pages header avatar menu: profile, applications, alerts, media, parameters, logout. */
export function UserMenu({ user }: { user: AuthUser }) {
  const { t } = useLingui()
  const signOut = useSignOut()
  const talentItems = [
    { key: 'profile', link: <LocalizedLink route="talentAccount" />, content: t`Mon profil` },
    { key: 'applications', link: <LocalizedLink route="talentApplications" />, content: t`Mes candidatures` },
    { key: 'alerts', link: <LocalizedLink route="talentAlerts" />, content: t`Mes alertes` },
    { key: 'media', link: <LocalizedLink route="talentMedia" />, content: t`Mes médias` },
    { key: 'parameters', link: <LocalizedLink route="talentParameters" />, content: t`Paramètres` },
  ]
  return (
    <DropdownMenu
      buttonLabel={t`Mon compte : ${user.firstName}`}
      buttonClassName={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '1',
        h: '10',
        px: '1.5',
        borderRadius: 'full',
        cursor: 'pointer',
        _hover: { bg: 'bg.subtle' },
      })}
      label={<Avatar user={user} />}
      items={[
        ...(user.role === 'recruiter'
          ? [{ key: 'recruiter', link: <LocalizedLink route="recruiter" />, content: t`Espace recruteur` }]
          : user.role === 'admin'
            ? [{ key: 'admin', link: <LocalizedLink route="admin" />, content: t`Comité de sélection` }]
            : talentItems),
        {
          key: 'logout',
          link: <button type="button" />,
          content: t`Se déconnecter`,
          onSelect: () => void signOut(),
        },
      ]}
    />
  )
}
