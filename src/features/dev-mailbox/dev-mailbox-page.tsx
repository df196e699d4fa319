import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { formatDay } from '~/i18n/format'
import { cardSurface } from '~/ui/card'
import { Container } from '~/ui/container'
import type { DevMail } from './dev-mailbox.functions'

/** Links in a plain-text mail, made clickable. */
function Linked({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g)
  return (
    <>
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <a key={index} href={part} className={css({ color: 'fg.brand', textDecoration: 'underline' })}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  )
}

/** `/dev/mailbox`: what the local demo would have e-mailed (registration, password recovery…). */
export function DevMailboxPage({ mails }: { mails: DevMail[] }) {
  const { t, i18n } = useLingui()
  return (
    <Container className={grid({ gap: '5', py: '10' })}>
      <h1 className={css({ textStyle: 'areaTitle' })}>{t`Boîte mail de démonstration`}</h1>
      <p className={css({ color: 'fg.muted' })}>
        {t`Sans serveur SMTP configuré (SMTP_URL), Tremplin garde ici les e-mails qu'il aurait envoyés.`}
      </p>
      {mails.length === 0 ? (
        <p>{t`Aucun e-mail pour l'instant.`}</p>
      ) : (
        mails.map((mail) => (
          <article key={mail.id} className={cx(cardSurface, css({ p: '5' }))}>
            <h2 className={css({ fontWeight: '800' })}>{mail.subject}</h2>
            <p className={css({ textStyle: 'meta' })}>
              {t`À ${mail.to}, le ${formatDay(i18n, mail.createdAt)}`}
            </p>
            <pre className={css({ whiteSpace: 'pre-wrap', fontFamily: 'inherit', mt: '3' })}>
              <Linked text={mail.text} />
            </pre>
          </article>
        ))
      )}
    </Container>
  )
}
