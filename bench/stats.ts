type Stats = { p50: number; p95: number; mean: number }

/** Percentiles of repeated timings: benchmarks print figures, tests never assert timings. */
export async function measure(iterations: number, run: () => Promise<unknown>): Promise<Stats> {
  const [stats] = await measureSideBySide(iterations, [run])
  return stats!
}

/**
 * Percentiles of each run, the runs taking turns: a pause of the machine (another process, a collection)
 * falls on all of them alike, so their ratios hold better than those of runs measured one after the other.
 */
export async function measureSideBySide(
  iterations: number,
  runs: readonly (() => Promise<unknown>)[],
): Promise<Stats[]> {
  for (let i = 0; i < Math.min(20, iterations); i++) for (const run of runs) await run() // warm-up
  const samples = runs.map((): number[] => [])
  for (let i = 0; i < iterations; i++) {
    for (const [at, run] of runs.entries()) {
      const started = performance.now()
      await run()
      samples[at]!.push(performance.now() - started)
    }
  }
  return samples.map(percentiles)
}

function percentiles(samples: number[]): Stats {
  samples.sort((a, b) => a - b)
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0
  return { p50: at(0.5), p95: at(0.95), mean: samples.reduce((a, b) => a + b, 0) / samples.length }
}

export function formatRow(name: string, stats: { p50: number; p95: number; mean: number }): string {
  return `${name.padEnd(58)} p50 ${stats.p50.toFixed(2).padStart(8)} ms   p95 ${stats.p95.toFixed(2).padStart(8)} ms`
}
