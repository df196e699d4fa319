/** Percentiles of repeated timings: benchmarks print figures, tests never assert timings. */
export async function measure(
  iterations: number,
  run: () => Promise<unknown>,
): Promise<{ p50: number; p95: number; mean: number }> {
  for (let i = 0; i < Math.min(20, iterations); i++) await run() // warm-up
  const samples: number[] = []
  for (let i = 0; i < iterations; i++) {
    const started = performance.now()
    await run()
    samples.push(performance.now() - started)
  }
  samples.sort((a, b) => a - b)
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0
  return { p50: at(0.5), p95: at(0.95), mean: samples.reduce((a, b) => a + b, 0) / samples.length }
}

export function formatRow(name: string, stats: { p50: number; p95: number; mean: number }): string {
  return `${name.padEnd(58)} p50 ${stats.p50.toFixed(2).padStart(8)} ms   p95 ${stats.p95.toFixed(2).padStart(8)} ms`
}
