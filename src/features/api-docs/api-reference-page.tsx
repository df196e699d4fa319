import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Container } from '~/ui/container'
import { code, link, Operation, Prose, SchemaTable } from './api-operation'
import type { ApiReference } from './api-reference.model'

const OPENAPI_URL = '/api/openapi.json'
const heading2 = css({ textStyle: 'blockTitle', color: 'fg.brand', mt: '12', mb: '4' })

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
