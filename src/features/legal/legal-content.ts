/**
 * The legal pages (terms of use, terms of sale, legal notice, privacy policy) as translated sections;
 * every figure comes from the constants of docs/product.md#limits.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ANALYTICS_ID_MAX_AGE_DAYS, ANALYTICS_RAW_RETENTION_MONTHS } from '~/domain/analytics'
import { CONSENT_MAX_AGE_MONTHS } from '~/domain/consent'
import {
  COFOUNDER_COMMISSION_EUR,
  CONTACT_REPLY_HOURS,
  EVENTS_PARTNER_FREE_EVENT_EUR,
  PRIVACY_RESPONSE_EXTENSION_MONTHS,
  PRIVACY_RESPONSE_MONTHS,
  PRIVACY_RETENTION_CONTACT_YEARS,
  PRIVACY_RETENTION_ORGANISATION_REQUEST_MONTHS,
  PRIVACY_RETENTION_SURVEYS_YEARS,
  SPONSORED_CAMPAIGN_DAYS,
  STUDENT_MIN_AGE,
  STUDENT_MIN_AGE_AFTER_SECONDARY,
  TERMS_FLAT_DAMAGES_EUR,
  TERMS_LIABILITY_CAP_EUR,
  TERMS_STOP_USING_RIGHTS_WORKING_DAYS,
  VIDEO_CAPSULE_MINUTES,
} from '~/domain/constants'
import { LEGAL_HEADS, type LegalHead, type LegalPageName } from './legal-heads'

export type LegalSection = { heading: MessageDescriptor; paragraphs: MessageDescriptor[] }
export type LegalDocument = LegalHead & { sections: LegalSection[] }

const [videoMin, videoMax] = VIDEO_CAPSULE_MINUTES
const CONSENT_MONTHS = CONSENT_MAX_AGE_MONTHS
const ANALYTICS_ID_MONTHS = Math.round(ANALYTICS_ID_MAX_AGE_DAYS / 30.4)

export const LEGAL_DOCUMENTS: Record<LegalPageName, LegalDocument> = {
  terms: {
    ...LEGAL_HEADS.terms,
    sections: [
      {
        heading: msg`Le service`,
        paragraphs: [
          msg`Tremplin publie des offres d'emploi, de stage et de bénévolat d'organisations sélectionnées, des projets de cofondation et des contenus (articles, podcast). La consultation est libre et gratuite.`,
          msg`Un compte talent permet de postuler, de sauvegarder des offres et des articles, de créer des alertes et de tenir un profil. Il est personnel et gratuit.`,
        ],
      },
      {
        heading: msg`Votre compte`,
        paragraphs: [
          msg`Vous donnez des informations exactes, gardez votre mot de passe pour vous et nous signalez tout usage de votre compte que vous n'avez pas fait. Vous pouvez supprimer votre compte à tout moment depuis vos paramètres : la suppression est définitive.`,
        ],
      },
      {
        heading: msg`Usages interdits`,
        paragraphs: [
          msg`Il est interdit de copier les offres ou les profils de façon automatisée, de publier des contenus illicites, trompeurs ou discriminatoires, ou de contourner les protections du site. Chaque manquement donne lieu à une indemnité forfaitaire de ${TERMS_FLAT_DAMAGES_EUR} € par infraction, sans préjudice d'un dommage plus élevé prouvé.`,
        ],
      },
      {
        heading: msg`Contenus et droits des membres`,
        paragraphs: [
          msg`Vous restez titulaire des contenus que vous publiez (profil, CV, messages) et autorisez Tremplin à les montrer aux organisations auxquelles vous postulez. Sur simple demande, Tremplin cesse d'utiliser ces droits dans les ${TERMS_STOP_USING_RIGHTS_WORKING_DAYS} jours ouvrables.`,
        ],
      },
      {
        heading: msg`Responsabilité`,
        paragraphs: [
          msg`Tremplin vérifie les organisations publiées mais ne garantit ni l'exactitude des offres ni l'issue d'une candidature. Sauf faute grave ou intentionnelle, sa responsabilité est limitée à ${TERMS_LIABILITY_CAP_EUR} € tous dommages confondus.`,
        ],
      },
      {
        heading: msg`Droit applicable`,
        paragraphs: [
          msg`Ces conditions relèvent du droit belge. Tout litige est soumis aux tribunaux de Bruxelles, après une tentative de solution amiable.`,
        ],
      },
    ],
  },
  termsOfSale: {
    ...LEGAL_HEADS.termsOfSale,
    sections: [
      {
        heading: msg`Offres cofondateur`,
        paragraphs: [
          msg`La publication gratuite d'un projet de cofondation ne donne lieu à aucune commission. L'offre accompagnée prévoit une commission de ${COFOUNDER_COMMISSION_EUR} € hors TVA, due lorsque la collaboration avec un cofondateur trouvé via Tremplin est conclue.`,
        ],
      },
      {
        heading: msg`Options de visibilité`,
        paragraphs: [
          msg`Une campagne sponsorisée dure ${SPONSORED_CAMPAIGN_DAYS} jours. Une capsule vidéo de présentation dure de ${videoMin} à ${videoMax} minutes. Le partenariat événements comprend la diffusion d'un événement gratuit d'une valeur de ${EVENTS_PARTNER_FREE_EVENT_EUR} €.`,
        ],
      },
      {
        heading: msg`Commande et paiement`,
        paragraphs: [
          msg`Toute commande est confirmée par écrit avec son prix. Les factures sont payables à 30 jours ; un retard de paiement peut suspendre les services en cours.`,
        ],
      },
      {
        heading: msg`Responsabilité`,
        paragraphs: [
          msg`Sauf faute grave ou intentionnelle, la responsabilité de Tremplin est limitée au montant payé pour le service concerné et au plus à ${TERMS_LIABILITY_CAP_EUR} €.`,
        ],
      },
    ],
  },
  legalNotice: {
    ...LEGAL_HEADS.legalNotice,
    sections: [
      {
        heading: msg`Éditeur`,
        paragraphs: [
          msg`Tremplin ASBL, rue de la Loi 42, 1000 Bruxelles, Belgique. Numéro d'entreprise : BE 0712.345.678. Responsable de la publication : la direction de l'ASBL.`,
        ],
      },
      {
        heading: msg`Contact`,
        paragraphs: [
          msg`Par le formulaire de contact du site : notre équipe répond sous ${CONTACT_REPLY_HOURS} heures.`,
        ],
      },
      {
        heading: msg`Hébergement`,
        paragraphs: [
          msg`Le site est hébergé dans l'Union européenne. Les données restent dans l'Union européenne.`,
        ],
      },
      {
        heading: msg`Propriété intellectuelle`,
        paragraphs: [
          msg`Le code de Tremplin est open source. Les textes, logos et visuels des organisations restent leur propriété et ne sont montrés qu'avec leur accord.`,
        ],
      },
    ],
  },
  privacy: {
    ...LEGAL_HEADS.privacy,
    sections: [
      {
        heading: msg`Responsable du traitement`,
        paragraphs: [
          msg`Tremplin ASBL, rue de la Loi 42, 1000 Bruxelles, joignable par le formulaire de contact du site.`,
        ],
      },
      {
        heading: msg`Données et finalités`,
        paragraphs: [
          msg`Compte : prénom, adresse e-mail, mot de passe (chiffré), préférences d'e-mails, pour vous identifier et tenir votre espace. Candidatures : profil, CV et messages, transmis aux seules organisations auxquelles vous postulez. Contact et newsletter : vos messages et votre adresse, pour vous répondre et vous écrire.`,
        ],
      },
      {
        heading: msg`Durées de conservation`,
        paragraphs: [
          msg`Les données de votre compte sont conservées jusqu'à sa suppression, qui les efface toutes. Les messages de contact et les participations aux concours sont conservés ${PRIVACY_RETENTION_CONTACT_YEARS} ans ; les réponses aux enquêtes, ${PRIVACY_RETENTION_SURVEYS_YEARS} ans.`,
          msg`La demande d'une organisation pour publier sur Tremplin, avec les coordonnées de sa personne de contact, est conservée ${PRIVACY_RETENTION_ORGANISATION_REQUEST_MONTHS} mois après la décision du comité, puis effacée ; une demande en attente, jusqu'à cette décision.`,
        ],
      },
      {
        heading: msg`Vos droits`,
        paragraphs: [
          msg`Vous pouvez demander l'accès, la rectification, l'effacement ou la portabilité de vos données, et vous opposer à leur traitement. Nous répondons dans un délai de ${PRIVACY_RESPONSE_MONTHS} mois, prolongeable de ${PRIVACY_RESPONSE_EXTENSION_MONTHS} mois au plus pour une demande complexe ; vous pouvez aussi vous adresser à l'Autorité de protection des données.`,
          msg`Sans attendre, depuis la page « Paramètres » de votre compte, vous téléchargez toutes vos données et vos fichiers (un fichier zip), et vous pouvez supprimer votre compte : vos données et vos fichiers sont alors effacés.`,
        ],
      },
      {
        heading: msg`Jobs étudiants`,
        paragraphs: [
          msg`Les offres de jobs étudiants s'adressent aux jeunes dès ${STUDENT_MIN_AGE} ans, ou dès ${STUDENT_MIN_AGE_AFTER_SECONDARY} ans après les deux premières années de l'enseignement secondaire.`,
        ],
      },
      {
        heading: msg`Cookies`,
        paragraphs: [
          msg`Des cookies strictement nécessaires gardent votre session, votre langue et votre choix de cookies (${CONSENT_MONTHS} mois). Les cookies de mesure d'audience et de publicité sont refusés par défaut et ne sont déposés qu'avec votre accord ; votre choix se change à tout moment par le lien « Gérer les cookies » en bas de chaque page.`,
          msg`Nos statistiques de visite sont tenues par Tremplin seul, sans outil tiers. Avec votre accord, un identifiant aléatoire relie vos visites pendant ${ANALYTICS_ID_MONTHS} mois au plus ; sans lui, les visites sont comptées sans identifiant. Les événements bruts sont effacés après ${ANALYTICS_RAW_RETENTION_MONTHS} mois ; seuls restent des totaux par jour (vues et clics par offre), qui ne désignent personne.`,
        ],
      },
    ],
  },
}
