import { afterEach, describe, expect, it } from 'vitest'
import { inThread } from './in-thread'

const jobModule = new URL('./fixtures/in-thread/job.ts', import.meta.url).href

describe('inThread', () => {
  afterEach(() => {
    delete process.env.IN_THREAD_TEST
  })

  it("runs a TypeScript module's function in a worker thread, with the project's aliases, environment and folder", async () => {
    process.env.IN_THREAD_TEST = 'loaded'
    expect(await inThread({ module: jobModule, exportName: 'describeThread', args: ['cards'] })).toEqual({
      word: 'cards',
      isMainThread: false,
      locales: ['en', 'fr'],
      cwd: process.cwd(),
      env: 'loaded',
    })
  })

  it("rejects with the function's own error", async () => {
    await expect(inThread({ module: jobModule, exportName: 'fail', args: ['/docs/intro'] })).rejects.toThrow('/docs/intro: no <main>')
  })

  it('rejects, naming the module, when it has no such function', async () => {
    await expect(inThread({ module: jobModule, exportName: 'run', args: [] })).rejects.toThrow(/job\.ts exports no function run/)
  })
})
