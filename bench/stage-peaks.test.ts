import { expect, it } from 'vitest'
import { stagePeaks } from './stage-peaks'

it('gives each stage the highest memory sample within its time, the stages laid end to end, the steps under a stage sharing it', () => {
  const stages = new Map([
    ['content', 10],
    ['next build', 20],
    ['cards + index', 5],
    ['  cards', 5],
    ['  index', 4],
    ['total', 35],
  ])
  // 37 s of wall time: 1 s before the first stage and 1 s after the last.
  const memory = [
    { at: 0.5, kb: 9_000 }, // npm starting: no stage's
    { at: 5, kb: 100 },
    { at: 10.8, kb: 300 },
    { at: 12, kb: 2_000 },
    { at: 30, kb: 1_500 },
    { at: 33, kb: 700 },
    { at: 36.5, kb: 8_000 }, // after the last stage
  ]
  expect(stagePeaks(stages, memory, 37)).toEqual(
    new Map([
      ['content', 300],
      ['next build', 2_000],
      ['cards + index', 700],
    ]),
  )
})
