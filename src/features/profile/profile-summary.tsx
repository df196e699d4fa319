import { useLingui } from '@lingui/react/macro'
import { FileText } from 'lucide'
import { css } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import type { AuthUser } from '~/features/auth/auth.model'
import { Avatar } from '~/features/auth/user-menu'
import { AVAILABILITY_LABELS } from '~/i18n/profile-labels'
import { LineIcon } from '~/ui/line-icon'
import { ResizedImage } from '~/ui/resized-image'
import type { ProfileView } from './profile.model'

const PICTURE_SIZE = 96

/**
 * Who she is at a glance on her account page: picture, name, title, city, availability and her CV (its
 * location sends her, and only her, to a fresh signed link).
 */
export function ProfileSummary({ user, profile }: { user: AuthUser; profile: ProfileView }) {
  const { t, i18n } = useLingui()
  const info = profile.values.information
  const name = `${info.firstName} ${info.lastName}`.trim()
  const details = [info.city, info.availability ? i18n._(AVAILABILITY_LABELS[info.availability]) : '']
  return (
    <div className={hstack({ gap: '4', alignItems: 'center', flexWrap: 'wrap' })}>
      {info.picture ? (
        <ResizedImage
          src={info.picture}
          alt=""
          width={PICTURE_SIZE}
          height={PICTURE_SIZE}
          crop={{ width: 1, height: 1 }}
          loading="eager"
          className={css({ borderRadius: 'full', objectFit: 'cover' })}
        />
      ) : (
        <Avatar user={user} size={PICTURE_SIZE} />
      )}
      <div className={grid({ gap: '1', flex: '1', minW: '0' })}>
        <p className={css({ fontWeight: '800', fontSize: 'lg' })}>{name}</p>
        {info.profileTitle && <p>{info.profileTitle}</p>}
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{details.filter(Boolean).join(' · ')}</p>
        {info.cv && (
          <a
            href={info.cv}
            className={hstack({ gap: '1.5', textStyle: 'link', wordBreak: 'break-all' })}
            download={profile.cvName ?? undefined}
          >
            <LineIcon icon={FileText} size={18} aria-hidden="true" />
            {t`Mon CV : ${profile.cvName ?? 'PDF'}`}
          </a>
        )}
      </div>
    </div>
  )
}
