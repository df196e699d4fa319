/** s3rver ships no types: the little the tests and the benchmark use. */
declare module 's3rver' {
  type Options = {
    port?: number
    address?: string
    silent?: boolean
    directory: string
    resetOnClose?: boolean
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[]
  }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<{ address: string; port: number; family: string }>
    close(): Promise<void>
  }
}
