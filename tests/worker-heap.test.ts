import { describe, expect, it } from 'vitest'
import { workerHeapFlags } from '../scripts/worker-heap.mjs'

const GiB = 2 ** 30

describe('the old generation each worker starts with', () => {
  it('is an eighth of the memory per worker, at most 512 MB', () => {
    expect(workerHeapFlags({ workers: 2, asked: undefined, execArgv: [], memory: 24 * GiB })).toEqual([
      '--initial-old-space-size=512',
    ])
    expect(workerHeapFlags({ workers: 2, asked: '', execArgv: [], memory: 2 * GiB })).toEqual([
      '--initial-old-space-size=128',
    ])
  })

  it('follows WORKER_OLD_SPACE_MB, 0 leaving V8 its own', () => {
    expect(workerHeapFlags({ workers: 4, asked: '200', execArgv: [], memory: 24 * GiB })).toEqual([
      '--initial-old-space-size=200',
    ])
    expect(workerHeapFlags({ workers: 4, asked: '0', execArgv: [], memory: 24 * GiB })).toEqual([])
  })

  it('leaves alone a size given on the command line', () => {
    const execArgv = ['--initial-old-space-size=64']
    expect(workerHeapFlags({ workers: 2, asked: '300', execArgv, memory: 24 * GiB })).toEqual([])
  })

  it('refuses what is not a size, with a message', () => {
    for (const asked of ['lots', '-1', '1.5'])
      expect(workerHeapFlags({ workers: 2, asked, execArgv: [], memory: 24 * GiB })).toMatch(
        /WORKER_OLD_SPACE_MB must be a whole number/,
      )
  })
})
