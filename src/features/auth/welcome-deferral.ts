/**
 * Someone who signs in to do something (apply, save an offer) is not interrupted by the welcome modal on
 * that page: the gate defers it, and it is offered at her next visit (its cookie stays).
 */
let deferred = false

export const deferWelcome = () => {
  deferred = true
}

export const welcomeDeferred = () => deferred
