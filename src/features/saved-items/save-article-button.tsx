import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { SaveToggle } from './save-toggle'

const SIGN_IN_TO_SAVE = msg`Connectez-vous pour garder cet article et le retrouver dans votre espace.`

/**
 * Adds an article to the talent's favourites (`/talent/media`); signed out, the authentication modal
 * opens first (gated action).
 */
export function SaveArticleButton({
  articleId,
  title,
  className,
}: {
  articleId: string
  title: string
  className?: string
}) {
  const { t } = useLingui()
  return (
    <SaveToggle
      itemId={articleId}
      className={className}
      labels={{
        save: t`Ajouter « ${title} » à mes articles favoris`,
        unsave: t`Retirer « ${title} » de mes articles favoris`,
      }}
      message={SIGN_IN_TO_SAVE}
    />
  )
}
