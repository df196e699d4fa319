import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Bell, BellRing } from 'lucide'
import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import { authUserQuery } from '~/features/auth/auth.queries'
import { useAuthGate } from '~/features/auth/auth-gate'
import { ConfirmAddressNotice } from '~/features/auth/confirm-address-notice'
import { useAuthUser } from '~/features/auth/use-auth'
import { button } from '~/ui/button'
import { LineIcon } from '~/ui/line-icon'
import { companyAlertQuery } from './companies.queries'

const pressedStyle = css({
  '&[aria-pressed=true]': { bg: 'brand.solid', color: 'fg.onBrand', borderColor: 'brand.solid' },
})

const SIGN_IN_FOR_ALERTS = msg`Connectez-vous pour recevoir par e-mail les nouvelles offres de cette entreprise.`

/**
 * "Alert me on new offers" of a company (docs/product.md#pages company detail, docs/product.md#states activate/deactivate), a toggle button.
 * Signed out, the authentication modal opens first and the alert is turned on once signed in.
 */
export function CompanyAlertButton({ companyId, className }: { companyId: string; className?: string }) {
  const { t } = useLingui()
  const user = useAuthUser()
  const gate = useAuthGate()
  const queryClient = useQueryClient()
  const query = companyAlertQuery(companyId)
  const { data } = useQuery({ ...query, enabled: user !== null })
  const [busy, setBusy] = useState(false)
  const [unconfirmed, setUnconfirmed] = useState(false)
  const active = user !== null && data === true

  const change = async (wanted: boolean) => {
    // A read of the alert already on its way (the query starts as the visitor signs in, before this change
    // resumes) would answer the state before the change and overwrite it.
    await queryClient.cancelQueries({ queryKey: query.queryKey })
    const previous = queryClient.getQueryData(query.queryKey)
    queryClient.setQueryData(query.queryKey, wanted)
    setBusy(true)
    try {
      const { setCompanyAlertFn } = await import('./companies.functions')
      const result = await setCompanyAlertFn({ data: { companyId, active: wanted } })
      if (result.ok) {
        queryClient.setQueryData(query.queryKey, result.active)
        return
      }
      // Never read before (signed out when clicked), the state to return to is off, not undefined.
      queryClient.setQueryData(query.queryKey, previous === true)
      if (result.error === 'unconfirmed') setUnconfirmed(true)
      if (result.error === 'signed-out') {
        // The session ended meanwhile: sign in again, then the same change happens.
        queryClient.setQueryData(authUserQuery.queryKey, null)
        gate.requireAuth(SIGN_IN_FOR_ALERTS, () => change(wanted), { expired: true })
      }
    } catch (error) {
      queryClient.setQueryData(query.queryKey, previous === true)
      throw error
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className={cx(button({ variant: 'outline' }), pressedStyle, className)}
        aria-pressed={active}
        disabled={busy}
        onPointerEnter={gate.preload}
        onFocus={gate.preload}
        // Signed out, the wish is to turn it on, whatever the account's stored state.
        onClick={() => gate.requireAuth(SIGN_IN_FOR_ALERTS, () => change(user ? !active : true))}
      >
        {active ? (
          <LineIcon icon={BellRing} size={18} aria-hidden="true" />
        ) : (
          <LineIcon icon={Bell} size={18} aria-hidden="true" />
        )}
        {t`M'alerter des nouvelles offres`}
      </button>
      {unconfirmed && <ConfirmAddressNotice action="alerts" email={user?.email} />}
    </>
  )
}
