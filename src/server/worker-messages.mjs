// The names `npm start`'s primary, its workers' scripts and the app (src/) share to talk to each other.
// Plain JavaScript, so that scripts/start.mjs reads them before anything is built; the app's build
// bundles this file like its own modules.

/** The embedded database's process to the primary, once workers can connect (src/server/boot.plugin.ts). */
export const DATABASE_READY = 'tremplin:database-ready'
/** A worker asks the primary for every worker's metrics, and gets them summed (metrics-endpoint.ts). */
export const METRICS_ASK = 'tremplin:metrics'
export const METRICS_ANSWER = 'tremplin:metrics-answer'
/** Emitted on `process` in a worker for each connection the primary hands it (connection-bursts.ts). */
export const CONNECTION_HANDED_OVER = 'tremplin:connection-handed-over'
/** Where a worker holds its warm-up's token while it lasts, and the header its requests carry it in. */
export const WARM_UP_TOKEN = Symbol.for('tremplin.warm-up-token')
export const WARM_UP_HEADER = 'x-tremplin-warm-up'
