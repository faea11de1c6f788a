export type Percentiles = { requests: number; errors: number; p50: number; p95: number; p99: number };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

export function percentiles(samples: number[], errors: number): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  return { requests: sorted.length, errors, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}
