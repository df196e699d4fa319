import { format } from 'node:util'
import pino, { type Logger } from 'pino'
import { currentRequestId } from './request-context'

/**
 * The server's log: one JSON object per line on standard output (pino), with the level, the time, the
 * process and, during a request, its `requestId`. No personal data: callers log ids and counts, never
 * addresses, names or texts; as a second guard, e-mail addresses and failed queries' values in messages
 * are masked and the usual secret fields redacted. `LOG_LEVEL` (info) sets the threshold.
 */
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g
/**
 * Drizzle writes a failed query's values in its error's message (`Failed query: …` then `params: …`), the
 * names and texts written among them: the query stays, its values do not (up to the stack, if any).
 */
const QUERY_VALUES = /\nparams: [\s\S]*?(?=\n {4}at |$)/g
export const maskPersonalData = (text: string) =>
  text.replace(QUERY_VALUES, '\nparams: [hidden]').replace(EMAIL, '[address]')

const LOGGER_KEY = Symbol.for('tremplin.logger')

/** A logger writing to `destination` (standard output by default; tests pass a stream). */
export function createLogger(destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId()
        return requestId ? { requestId } : {}
      },
      hooks: {
        logMethod(args, method) {
          const masked = args.map((arg) => (typeof arg === 'string' ? maskPersonalData(arg) : arg))
          method.apply(this, masked as Parameters<typeof method>)
        },
      },
      serializers: { err: (error: unknown) => serializeError(error) },
      redact: {
        paths: ['password', 'token', 'email', 'cookie', 'authorization', '*.password', '*.token', '*.email'],
        censor: '[redacted]',
      },
    },
    destination,
  )
}

/** An error as the log keeps it: type, message (addresses masked) and stack, never its attached data. */
function serializeError(error: unknown) {
  if (!(error instanceof Error)) return { message: maskPersonalData(String(error)) }
  return {
    type: error.name,
    message: maskPersonalData(error.message),
    stack: error.stack ? maskPersonalData(error.stack) : undefined,
  }
}

/** The process's logger (one per process: the server's bundles share it). */
export function log(): Logger {
  const shared = globalThis as { [LOGGER_KEY]?: Logger }
  shared[LOGGER_KEY] ??= createLogger()
  return shared[LOGGER_KEY]
}

/**
 * Sends what libraries write with `console` (the framework's render errors, drivers' warnings) to the
 * log, so that every line is JSON, carries the request id and has addresses masked. An error the
 * framework reports that `callersMistake` recognises (a request it could not even read, answered 4xx)
 * is written at `info` like every other 4xx, by its type only (a parser's message can quote the body):
 * error lines are for what the server got wrong.
 */
export function routeConsoleToLog({
  logger = log(),
  callersMistake = () => false,
}: {
  logger?: Logger
  callersMistake?: (error: Error) => boolean
} = {}): void {
  const errorIn = (args: unknown[]) => args.find((arg): arg is Error => arg instanceof Error)
  const line = (args: unknown[], error = errorIn(args)) => {
    const text = format(...args.filter((arg) => arg !== error))
    return error ? ([{ err: error }, text] as const) : ([text] as const)
  }
  console.error = (...args: unknown[]) => {
    const error = errorIn(args)
    if (error && callersMistake(error))
      logger.info({ reason: error.name }, 'a request the framework could not read (answered 4xx)')
    else logger.error(...(line(args, error) as [object, string]))
  }
  console.warn = (...args: unknown[]) => logger.warn(...(line(args) as [object, string]))
  console.info = (...args: unknown[]) => logger.info(...(line(args) as [object, string]))
  console.log = (...args: unknown[]) => logger.info(...(line(args) as [object, string]))
}
