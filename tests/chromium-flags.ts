/**
 * The switches of the headless Chromium that the browser tests and the Lighthouse bench drive: no sandbox
 * (containers), and none of the background traffic (updates, sync, QUIC) that would add noise to a run.
 */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
