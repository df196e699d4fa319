/** The tabs of the authentication panel (docs/product.md#pages: tab 0 is sign-in); `/connect?tab=` names one. */
export const AUTH_TABS = ['login', 'register', 'forgot'] as const
export type AuthTab = (typeof AUTH_TABS)[number]
