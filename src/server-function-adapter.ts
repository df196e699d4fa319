/**
 * Start's serialization adapter for server functions (`$TSS/serverfn`: a server function travelling as
 * data becomes, in the browser, a function that calls it), except that the function it revives loads the
 * server-function client on its first call instead of with the page (see client.tsx).
 */
import { createSerializationAdapter } from '@tanstack/react-router'

/** Start's mark on a server function (`TSS_SERVER_FUNCTION` of @tanstack/start-client-core). */
const SERVER_FUNCTION = Symbol.for('TSS_SERVER_FUNCTION')

type ServerFunctionReference = ((...args: unknown[]) => Promise<unknown>) & { serverFnMeta: { id: string } }

function isServerFunction(value: unknown): value is ServerFunctionReference {
  return (
    typeof value === 'function' && Boolean((value as unknown as Record<symbol, unknown>)[SERVER_FUNCTION])
  )
}

function lazyClientRpc(functionId: string): ServerFunctionReference {
  let rpc: Promise<(...args: unknown[]) => Promise<unknown>> | undefined
  const call = async (...args: unknown[]) => {
    rpc ??= import('@tanstack/react-start/client-rpc').then(({ createClientRpc }) =>
      createClientRpc(functionId),
    )
    return (await rpc)(...args)
  }
  return Object.assign(call, {
    url: process.env.TSS_SERVER_FN_BASE + functionId,
    serverFnMeta: { id: functionId },
    [SERVER_FUNCTION]: true,
  })
}

export const lazyServerFunctionAdapter = createSerializationAdapter({
  key: '$TSS/serverfn',
  test: isServerFunction,
  toSerializable: ({ serverFnMeta }) => ({ functionId: serverFnMeta.id }),
  fromSerializable: ({ functionId }) => lazyClientRpc(functionId),
})
