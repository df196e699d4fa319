export const DATABASE_READY: 'tremplin:database-ready'
export const METRICS_ASK: 'tremplin:metrics'
export const METRICS_ANSWER: 'tremplin:metrics-answer'
export const CONNECTION_HANDED_OVER: 'tremplin:connection-handed-over'
export const WARM_UP_TOKEN: unique symbol
export const WARM_UP_HEADER: 'x-tremplin-warm-up'
