// The peak memory of each stage of a build, from the build's stage times and memory samples (bench/scale.ts).
/**
 * The peak memory (KB) of each stage: the highest sample within its time, the build's stages (`stages`, as the build
 * prints them: the steps of a stage indented under it, then `total`) laid end to end within the wall time, what no stage
 * counts (npm's and tsx's start, the export's size printed at the end) split between before the first and after the
 * last. A stage's steps, run side by side, share its window. Samples are 200 ms apart and the edges are known to a
 * second or two: a peak that close to an edge may be its neighbour's.
 */
export function stagePeaks(stages: ReadonlyMap<string, number>, memory: readonly { at: number; kb: number }[], wall: number) {
  const top = [...stages].filter(([name]) => !name.startsWith(' ') && name !== 'total')
  let start = (wall - top.reduce((sum, [, t]) => sum + t, 0)) / 2
  const peaks = new Map<string, number>()
  for (const [name, t] of top) {
    const end = start + t
    peaks.set(
      name,
      memory.filter((m) => m.at >= start && m.at <= end).reduce((peak, m) => Math.max(peak, m.kb), 0),
    )
    start = end
  }
  return peaks
}
