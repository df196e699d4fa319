#!/usr/bin/env node
// `npm run test:e2e [-- playwright args]`: the browser tests. With E2E_SHARDS=n (a machine with more
// cores), n shards run at once, each with its own production server, database, SMTP server and ports
// (playwright.config.ts derives them from E2E_PORT); each shard's report is printed when it ends and the
// run fails if one does. On the project's 2-core machine one process with its browsers is as fast (the
// cores are full either way; docs/performance.md).
import { spawn } from 'node:child_process'

const shards = Number(process.env.E2E_SHARDS ?? 1)
const args = process.argv.slice(2)

function runShard(index) {
  const port = 3100 + 100 * index
  const shardArgs = shards > 1 ? [`--shard=${index + 1}/${shards}`, '--pass-with-no-tests'] : []
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...shardArgs, ...args], {
      env: { ...process.env, E2E_PORT: String(port) },
      stdio: shards > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      if (shards > 1) {
        process.stdout.write(`\n--- Browser tests, shard ${index + 1}/${shards} (port ${port}) ---\n`)
        process.stdout.write(Buffer.concat(output))
      }
      resolve(code ?? 1)
    })
  })
}

const codes = await Promise.all(Array.from({ length: shards }, (_, index) => runShard(index)))
process.exit(codes.every((code) => code === 0) ? 0 : 1)
