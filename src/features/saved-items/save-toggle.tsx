import type { MessageDescriptor } from '@lingui/core'
import { useQueryClient } from '@tanstack/react-query'
import { css, cx } from 'styled-system/css'
import { icon } from 'styled-system/recipes'
import { authUserQuery } from '~/features/auth/auth.queries'
import { useAuthGate } from '~/features/auth/auth-gate'
import { iconBubble } from '~/ui/icon-bubble'
import { useSavedItems, useToggleSavedItem } from './saved-items'

// Above the card's stretched link, so that it stays a button of its own.
const saveButton = cx(
  iconBubble({ tone: 'plain', size: 'md' }),
  css({
    position: 'relative',
    zIndex: 1,
    color: 'fg.muted',
    cursor: 'pointer',
    _hover: { bg: 'brand.subtle', color: 'fg.brand' },
    '&[aria-pressed=true]': { color: 'fg.brand' },
  }),
)
const icons = {
  saved: icon({ name: 'bookmarkCheck', size: 'lg' }),
  unsaved: icon({ name: 'bookmark', size: 'lg' }),
}

/**
 * The save toggle of offers and articles (an icon button with a label for screen readers). Signed out,
 * the authentication modal opens first with `message` (gated action), then the save happens.
 */
export function SaveToggle({
  itemId,
  labels,
  message,
  className,
  onSaved,
}: {
  itemId: string
  labels: { save: string; unsave: string }
  message: MessageDescriptor
  className?: string
  /** Called once a save went through (not an unsave). */
  onSaved?: () => void
}) {
  const saved = useSavedItems().ids.has(itemId)
  const toggle = useToggleSavedItem()
  const gate = useAuthGate()
  const queryClient = useQueryClient()
  const run = async (save: boolean) => {
    const outcome = await toggle(itemId, save)
    if (outcome === 'signed-out') {
      // The session ended meanwhile: sign in again, then the same save happens.
      queryClient.setQueryData(authUserQuery.queryKey, null)
      gate.requireAuth(message, () => run(save), { expired: true })
    } else if (save) onSaved?.()
  }
  return (
    <button
      type="button"
      className={cx(saveButton, className)}
      aria-pressed={saved}
      aria-label={saved ? labels.unsave : labels.save}
      onPointerEnter={gate.preload}
      onFocus={gate.preload}
      onClick={() => {
        const save = !saved
        gate.requireAuth(message, () => run(save))
      }}
    >
      <span className={saved ? icons.saved : icons.unsaved} aria-hidden="true" />
    </button>
  )
}
