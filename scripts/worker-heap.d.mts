export function workerHeapFlags(options: {
  workers: number
  asked: string | undefined
  execArgv: readonly string[]
  memory: number
}): string[] | string
