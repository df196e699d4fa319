/** What opening a newsletter confirmation link did. */
export type ConfirmOutcome = 'confirmed' | 'expired' | 'invalid'
