import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Container } from '~/ui/container'
import type {
  ApiReference,
  ApiReferenceOperation,
  AuthScheme,
  SchemaRow,
  SchemaView,
} from './api-reference.model'

const OPENAPI_URL = '/api/openapi.json'

const heading2 = css({ textStyle: 'blockTitle', color: 'fg.brand', mt: '12', mb: '4' })
const heading3 = css({
  textStyle: 'heading',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'baseline',
})
const heading4 = css({ fontWeight: '700', mt: '5', mb: '2' })
const code = css({ fontFamily: 'mono', fontSize: '0.9em', wordBreak: 'break-word' })
const link = css({ color: 'fg.brand', textDecoration: 'underline' })
const cell = css({ textAlign: 'left', verticalAlign: 'top', px: '3', py: '2', borderBottomWidth: '1px' })
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

/** The public API reference (`/developpeurs/api`): the OpenAPI document of `/api`, made readable. */
export function ApiReferencePage({ reference }: { reference: ApiReference }) {
  const { t } = useLingui()
  return (
    <Container className={css({ py: { base: '8', md: '12' }, maxWidth: '6xl' })}>
      <h1 className={css({ textStyle: 'pageTitle', mb: '4' })}>{t`API publique de Tremplin`}</h1>
      <div className={css({ display: 'grid', gap: '3', maxWidth: '3xl', color: 'fg.default' })}>
        <p>
          {t`Tremplin offre une API HTTP pour chercher des offres, des organisations et des articles, et pour agir au nom d’un compte connecté. Chaque point d’accès est décrit ci-dessous : ses paramètres, ses réponses et ses erreurs.`}
        </p>
        <p>
          <Trans>
            Le document OpenAPI 3.1, généré à partir des schémas que le serveur applique, est à l’adresse{' '}
            <a href={OPENAPI_URL} className={link}>
              <code className={code}>{OPENAPI_URL}</code>
            </a>
            .
          </Trans>
        </p>
        <p>{t`La référence est en anglais, comme le document OpenAPI dont elle est tirée (version ${reference.version}).`}</p>
      </div>

      <nav aria-labelledby="api-contents" className={css({ mt: '8' })}>
        <h2 id="api-contents" className={heading2}>{t`Sommaire`}</h2>
        <ul
          className={css({
            display: 'grid',
            gap: '1',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
          })}
        >
          <li>
            <a href="#api-auth" className={link}>{t`Authentification`}</a>
          </li>
          <li>
            <a href="#api-errors" className={link}>{t`Erreurs`}</a>
          </li>
          {reference.groups.map((group) => (
            <li key={group.tag}>
              <a href={`#tag-${group.tag}`} className={link} lang="en">
                {group.tag}
              </a>{' '}
              <span className={css({ color: 'fg.muted' })}>({group.operations.length})</span>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="api-auth">
        <h2 id="api-auth" className={heading2}>{t`Authentification`}</h2>
        <ul className={css({ display: 'grid', gap: '2', listStyle: 'disc', pl: '6', maxWidth: '3xl' })}>
          <li>
            <Trans>
              Jeton d’accès : envoyez l’en-tête{' '}
              <code className={code}>Authorization: Bearer &lt;access_token&gt;</code>, le jeton venant de{' '}
              <code className={code}>POST /api/auth/login</code>.
            </Trans>
          </li>
          <li>{t`Cookie de session : un navigateur connecté au site peut appeler l’API depuis le site lui-même.`}</li>
          <li>
            <Trans>
              Jeton d’opérateur : les points d’accès <code className={code}>/api/ops/*</code> demandent la
              valeur de <code className={code}>OPS_TOKEN</code> du serveur.
            </Trans>
          </li>
          <li>
            <Trans>
              Langue : envoyez <code className={code}>Accept-Language: fr | nl | en</code> pour des réponses
              localisées (français par défaut).
            </Trans>
          </li>
        </ul>
      </section>

      <section aria-labelledby="api-errors">
        <h2 id="api-errors" className={heading2}>{t`Erreurs`}</h2>
        <p className={css({ mb: '3', maxWidth: '3xl' })}>
          {t`Toute erreur est un objet JSON de cette forme, avec le statut HTTP de la réponse. Une méthode qu’un point d’accès ne prend pas reçoit un 405 et l’en-tête Allow.`}
        </p>
        <SchemaTable rows={reference.errorRows} caption={t`Format des erreurs`} />
      </section>

      {reference.groups.map((group) => (
        <section key={group.tag} aria-labelledby={`tag-${group.tag}`}>
          <h2 id={`tag-${group.tag}`} className={heading2} lang="en">
            {group.tag}
          </h2>
          <p lang="en" className={css({ color: 'fg.muted', mb: '4' })}>
            <Prose text={group.description} />
          </p>
          <div className={css({ display: 'grid', gap: '6' })}>
            {group.operations.map((operation) => (
              <Operation key={operation.id} operation={operation} />
            ))}
          </div>
        </section>
      ))}
    </Container>
  )
}

function Operation({ operation }: { operation: ApiReferenceOperation }) {
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
function Prose({ text }: { text: string }) {
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

function SchemaTable({
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
                  <code
                    key={constraint}
                    className={css({
                      display: 'block',
                      fontFamily: 'mono',
                      fontSize: 'xs',
                      wordBreak: 'break-all',
                    })}
                  >
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
