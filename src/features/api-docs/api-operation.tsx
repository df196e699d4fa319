/** One operation of the API reference (method, path, parameters, bodies, responses) and the tables it shows. */
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { ApiReferenceOperation, AuthScheme, SchemaRow, SchemaView } from './api-reference.model'

const heading3 = css({
  textStyle: 'heading',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'baseline',
})
const heading4 = css({ fontWeight: '700', mt: '5', mb: '2' })
export const code = css({ fontFamily: 'mono', fontSize: '0.9em', wordBreak: 'break-word' })
export const link = css({ color: 'fg.brand', textDecoration: 'underline' })
const cell = css({ textAlign: 'left', verticalAlign: 'top', px: '3', py: '2', borderBottomWidth: '1px' })
/** A parameter's constraint, one a line. */
const constraintCode = css({ display: 'block', fontFamily: 'mono', fontSize: 'xs', wordBreak: 'break-all' })
const method = css({
  fontFamily: 'mono',
  fontSize: 'sm',
  fontWeight: '700',
  px: '2',
  py: '0.5',
  borderRadius: 'sm',
  bg: 'bg.inverse',
  color: 'fg.inverse',
})

export function Operation({ operation }: { operation: ApiReferenceOperation }) {
  const { t } = useLingui()
  const authLabels: Record<AuthScheme, string> = {
    bearer: t`jeton d’accès (Bearer)`,
    session: t`cookie de session`,
    operator: t`jeton d’opérateur (Bearer OPS_TOKEN)`,
  }
  return (
    <article
      aria-labelledby={operation.id}
      className={css({
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.subtle',
        borderRadius: 'lg',
        p: { base: '4', md: '6' },
        // A grid item: without it, a wide table of the answers widens the column past the screen.
        minW: '0',
      })}
    >
      <h3 id={operation.id} className={heading3}>
        <span className={method}>{operation.method}</span>
        <code className={code}>{operation.path}</code>
      </h3>
      <p lang="en" className={css({ mt: '2', fontWeight: '600' })}>
        <Prose text={operation.summary} />
      </p>
      {operation.description ? (
        <p lang="en" className={css({ mt: '1', color: 'fg.muted' })}>
          <Prose text={operation.description} />
        </p>
      ) : null}
      <p className={css({ mt: '3' })}>
        <strong>{t`Authentification :`}</strong>{' '}
        {operation.auth.length === 0
          ? t`aucune (public)`
          : operation.auth.map((scheme) => authLabels[scheme]).join(t` ou `)}
      </p>

      {operation.parameters.length > 0 ? (
        <>
          <h4 className={heading4}>{t`Paramètres de la requête`}</h4>
          <SchemaTable rows={operation.parameters} caption={t`Paramètres de ${operation.id}`} withLocation />
        </>
      ) : null}

      {operation.body ? (
        <>
          <h4 className={heading4}>
            {t`Corps de la requête`} <code className={code}>{operation.body.contentType}</code>
          </h4>
          <Body view={operation.body} caption={t`Corps de la requête de ${operation.id}`} />
        </>
      ) : null}

      <h4 className={heading4}>{t`Réponses`}</h4>
      <dl className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '3' })}>
        {operation.responses.map((response) => (
          <div key={response.status}>
            <dt className={css({ fontWeight: '700' })}>
              <code className={code}>{response.status}</code>
              {response.body ? (
                <code className={css({ ml: '2', color: 'fg.muted', fontFamily: 'mono', fontSize: 'sm' })}>
                  {response.body.contentType}
                </code>
              ) : null}
            </dt>
            <dd className={css({ pl: '4' })}>
              <p lang="en">
                <Prose text={response.description} />
              </p>
              {response.body ? (
                <Body view={response.body} caption={t`Réponse ${response.status} de ${operation.id}`} />
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  )
}

/** The document's prose marks code with backticks (`Retry-After`): shown as code. */
export function Prose({ text }: { text: string }) {
  return (
    <>
      {text.split(/(`[^`]+`)/).map((part, index) =>
        part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
          <code key={index} className={code}>
            {part.slice(1, -1)}
          </code>
        ) : (
          part
        ),
      )}
    </>
  )
}

function Body({ view, caption }: { view: SchemaView; caption: string }) {
  const { t } = useLingui()
  if (view.ref === 'ApiError')
    return (
      <p className={css({ color: 'fg.muted' })}>
        <a href="#api-errors" className={link}>{t`Format des erreurs`}</a>
      </p>
    )
  if (view.rows.length === 0)
    return (
      <p className={css({ color: 'fg.muted' })}>
        {t`Type :`} <code className={code}>{view.type}</code>
        {view.constraints.length > 0 ? (
          <>
            {' '}
            · <code className={code}>{view.constraints.join(' · ')}</code>
          </>
        ) : null}
      </p>
    )
  return (
    <>
      {view.type !== 'object' ? (
        <p className={css({ color: 'fg.muted', mb: '2' })}>
          {t`Type :`} <code className={code}>{view.type}</code>
        </p>
      ) : null}
      <SchemaTable rows={view.rows} caption={caption} />
    </>
  )
}

export function SchemaTable({
  rows,
  caption,
  withLocation = false,
}: {
  rows: (SchemaRow & { in?: string })[]
  caption: string
  withLocation?: boolean
}) {
  const { t } = useLingui()
  const locations: Record<string, string> = {
    path: t`chemin`,
    query: t`paramètre d’URL`,
    header: t`en-tête`,
    cookie: t`cookie`,
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <div role="region" aria-label={caption} tabIndex={0} className={css({ overflowX: 'auto' })}>
      <table className={css({ width: '100%', borderCollapse: 'collapse', fontSize: 'sm' })}>
        <caption className={css({ srOnly: true })}>{caption}</caption>
        <thead>
          <tr className={css({ bg: 'bg.subtle' })}>
            <th scope="col" className={cell}>{t`Nom du champ`}</th>
            {withLocation ? <th scope="col" className={cell}>{t`Emplacement`}</th> : null}
            <th scope="col" className={cell}>{t`Type`}</th>
            <th scope="col" className={cell}>{t`Obligatoire`}</th>
            <th scope="col" className={cell}>{t`Contraintes`}</th>
            <th scope="col" className={cell}>{t`Description`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.in ?? ''}:${row.name}`}>
              <th scope="row" className={cell}>
                <code className={code}>{row.name}</code>
              </th>
              {withLocation ? <td className={cell}>{locations[row.in ?? ''] ?? row.in}</td> : null}
              <td className={cell}>
                <code className={code}>{row.type}</code>
              </td>
              <td className={cell}>{row.required ? t`Oui` : t`Non`}</td>
              <td className={cell}>
                {row.constraints.map((constraint) => (
                  <code key={constraint} className={constraintCode}>
                    {constraint}
                  </code>
                ))}
              </td>
              <td className={cell} lang="en">
                {row.description ? <Prose text={row.description} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
