import { describe, expect, it, vi } from 'vitest'
import { runStages, STAGES, type Stage, StageFailure, stageTable } from './stages'

const context = { outDir: '/tmp/out', env: process.env }
const step = (name: string, run: () => Promise<string | void> | string | void = () => undefined) => ({ name, run })

describe('STAGES', () => {
  it('lists each step once, the content first, the finish pass last, and what postbuild.ts reruns after the export', () => {
    const names = STAGES.flatMap((stage) => stage.steps.map((s) => s.name))
    expect(new Set(names).size).toBe(names.length)
    expect(STAGES[0]!.content).toBe(true)
    expect(STAGES.at(-1)!.steps.map((s) => s.name)).toEqual(['finish pages'])
    // Once a stage works on the export alone, every later one does too: postbuild.ts reruns a tail of the build.
    const first = STAGES.findIndex((stage) => stage.onExport)
    expect(first).toBeGreaterThan(0)
    expect(STAGES.slice(first).every((stage) => stage.onExport)).toBe(true)
  })
})

describe('runStages', () => {
  it('runs the steps of a stage side by side, a stage only once the one before has finished', async () => {
    const events: string[] = []
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const stages: Stage[] = [
      {
        steps: [
          step('slow', async () => {
            events.push('slow starts')
            await gate
            events.push('slow ends')
            return 'slow summary'
          }),
          step('quick', () => {
            events.push('quick runs')
            release()
          }),
        ],
      },
      { steps: [step('after', () => void events.push('after runs'))] },
    ]
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const timings = await runStages(stages, context)
    expect(events).toEqual(['slow starts', 'quick runs', 'slow ends', 'after runs'])
    expect(log).toHaveBeenCalledWith('slow: slow summary')
    expect(timings.map((t) => [t.name, t.beside ?? false])).toEqual([
      ['slow + quick', false],
      ['slow', true],
      ['quick', true],
      ['after', false],
    ])
  })

  it('lets every step of a failing stage finish, names each that failed with its error, and runs no later stage', async () => {
    const later = vi.fn()
    const stages: Stage[] = [
      {
        steps: [
          step('cards', () => Promise.reject(new Error('/docs/a: no title'))),
          step('index'),
          step('twins', () => {
            throw new Error('/blog/b: two h1')
          }),
        ],
      },
      { steps: [step('finish', later)] },
    ]
    const failure = await runStages(stages, context).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(StageFailure)
    expect((failure as Error).message).toBe(
      '✗ build stage "cards" failed:\n/docs/a: no title\n\n✗ build stage "twins" failed:\n/blog/b: two h1',
    )
    expect(later).not.toHaveBeenCalled()
  })
})

describe('stageTable', () => {
  it('lists the steps run side by side under their stage, indented, and the total', () => {
    expect(
      stageTable(
        [
          { name: 'a + b', ms: 2000 },
          { name: 'a', ms: 2000, beside: true },
          { name: 'b', ms: 1500, beside: true },
          { name: 'finish', ms: 500 },
        ],
        2600,
      ),
    ).toBe(['  a + b      2.0 s', '    a        2.0 s', '    b        1.5 s', '  finish     0.5 s', '  total      2.6 s'].join('\n'))
  })
})
