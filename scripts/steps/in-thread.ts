// Runs an exported function of one of the build's TypeScript modules in a worker thread, and resolves with what it
// returns (anything the structured clone algorithm copies). The build's steps are plain JavaScript work on the main
// thread (parsing HTML, laying out cards): steps that run side by side share one core unless each has a thread.
// A worker shares the process's working directory and gets a copy of its environment, as loaded by scripts/env.ts.
import { Worker } from 'node:worker_threads'

export interface ThreadJob {
  /** The module's file URL: `new URL('./steps/og-images.ts', import.meta.url).href`. */
  module: string
  /** The name of the exported function to call. */
  exportName: string
  args: unknown[]
}

// Node 20 starts a worker without the tsx loader the build runs under: the worker loads the module through tsx's API.
// The function's error comes back as its message and stack, and becomes this promise's rejection.
const LOADER = `
const { parentPort, workerData } = require('node:worker_threads')
import(workerData.tsx)
  .then(({ tsImport }) => tsImport(workerData.job.module, workerData.job.module))
  .then((module) => {
    if (typeof module[workerData.job.exportName] !== 'function') throw new Error(workerData.job.module + ' exports no function ' + workerData.job.exportName)
    return module[workerData.job.exportName](...workerData.job.args)
  })
  .then(
    (value) => parentPort.postMessage({ value }),
    (error) => parentPort.postMessage({ error: { message: error instanceof Error ? error.message : String(error), stack: error && error.stack } }),
  )
`

export function inThread<T>(job: ThreadJob): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOADER, { eval: true, workerData: { job, tsx: import.meta.resolve('tsx/esm/api') } })
    let settled = false
    worker.once('message', (message: { value?: T; error?: { message: string; stack?: string } }) => {
      settled = true
      if (message.error) reject(Object.assign(new Error(message.error.message), { stack: message.error.stack }))
      else resolve(message.value as T)
      // The function is done: whatever it left open (a timer, a handle) does not keep the build waiting.
      void worker.terminate()
    })
    worker.once('error', (error) => {
      settled = true
      reject(error)
    })
    worker.once('exit', (code) => {
      if (!settled)
        reject(new Error(`the thread running ${job.exportName} of ${job.module} stopped with exit code ${code} before it answered`))
    })
  })
}
