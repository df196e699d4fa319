export declare const DATABASE_READY: 'tremplin:database-ready'
export declare const METRICS_ASK: 'tremplin:metrics'
export declare const METRICS_ANSWER: 'tremplin:metrics-answer'
export declare const CONNECTION_HANDED_OVER: 'tremplin:connection-handed-over'
export declare const WARM_UP_TOKEN: unique symbol
export declare const WARM_UP_HEADER: 'x-tremplin-warm-up'
