import { queryOptions } from '@tanstack/react-query'

/** What the apply modal shows for an offer, asked afresh each time it opens. */
export const applyContextQuery = (offerId: string) =>
  queryOptions({
    queryKey: ['apply-context', offerId],
    queryFn: async () => (await import('./applications.functions')).getApplyContextFn({ data: { offerId } }),
    staleTime: 0,
  })
