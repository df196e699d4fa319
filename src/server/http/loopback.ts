import { getRequest, getRequestIP } from '@tanstack/react-start/server'

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/

/** Whether an address is this machine's own (IPv4 127/8, IPv6 ::1, or IPv4 loopback mapped to IPv6). */
export const isLoopbackAddress = (address: string | undefined) => LOOPBACK.test(address ?? '')

/**
 * Whether the current request comes from this machine itself: a loopback connection that no proxy
 * forwarded (a proxy on the same machine connects from loopback on behalf of anyone).
 */
export function isLoopbackRequest(): boolean {
  const request = getRequest()
  return (
    isLoopbackAddress(getRequestIP()) &&
    !request.headers.has('x-forwarded-for') &&
    !request.headers.has('forwarded')
  )
}
