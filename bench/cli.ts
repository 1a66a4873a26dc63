// What the bench commands share besides their command line (scripts/cli.ts): medians, Markdown tables, durations.
export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length === 0 ? NaN : sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

export const table = (header: string[], rows: (string | number)[][]) =>
  [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n')

export const seconds = (s: number) =>
  s < 60 ? `${s.toFixed(1)} s` : `${Math.floor(Math.round(s) / 60)} min ${String(Math.round(s) % 60).padStart(2, '0')} s`
