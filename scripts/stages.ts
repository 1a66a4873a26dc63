// The build, as one list: every stage of `npm run build`, in order. scripts/build.ts runs them all;
// scripts/postbuild.ts runs again, on an existing export, those that work on the export alone.
//   content        Contentlayer turns content/ into typed data in .contentlayer/ (skipped with --skip-content, when
//                  `npm test` has just built it)
//   next build     Next.js prerenders every page of app/[locale] into out/en/… and out/fr/…
//   move           English moves to bare paths (scripts/postexport.ts)
//   sitemap data   what next-sitemap needs that only TypeScript knows (scripts/steps/sitemap-data.ts)
//   sitemap        next-sitemap writes sitemap.xml and robots.txt
//   social cards, search index, Markdown twins
//                  side by side, each in a thread of its own: each reads the exported pages and .contentlayer/ and
//                  writes files of its own (PNG, pagefind/, .md), none reads what another writes, and none changes a
//                  page. (Run one after the other on one thread, they left the second core idle.)
//   finish pages   last, since it hashes the final HTML for the security policy and checks every page as written:
//                  scripts deferred until the first paint, the payload's copy of stylesheets cut, links checked
// Social cards, Markdown twins and the finish pass keep what they make in .cache/, keyed by everything it is made
// from (content and code): a build after a one-page change redoes that page's work and reads the rest back
// (scripts/steps/step-cache.ts; docs/architecture.md, "The build's caches").
// docs/architecture.md says what each stage assumes about Next's output and which test guards it.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import * as finishPages from './steps/finish-pages'
import { inThread } from './steps/in-thread'
import * as sitemapData from './steps/sitemap-data'
import { moveDefaultLocale } from './postexport'

export interface BuildContext {
  /** The export's folder. */
  outDir: string
  /** The environment the commands started by a stage get (the loaded deployment values, the checked address). */
  env: NodeJS.ProcessEnv
}

export interface Step {
  name: string
  /** Returns a one-line summary, or throws naming what broke (for the steps on the export: the page whose HTML broke the step's assumption). */
  run(context: BuildContext): Promise<string | void> | string | void
}

/** One stage: a step, or steps that run side by side and all finish before the next stage starts. */
export interface Stage {
  steps: Step[]
  /** Works on a finished export alone: `tsx scripts/postbuild.ts <dir>` can run it again. */
  onExport?: boolean
  /** Left out with --skip-content. */
  content?: boolean
}

/** A step whose work is a module's `run(outDir)`, run in a worker thread (scripts/steps/in-thread.ts). */
function threaded(name: string, file: string): Step {
  const moduleUrl = new URL(file, import.meta.url).href
  return { name, run: ({ outDir }) => inThread<string>({ module: moduleUrl, exportName: 'run', args: [outDir] }) }
}

const bin = (name: string) => path.join('node_modules', '.bin', name)

/** A step that runs a command of node_modules/.bin with the build's environment. */
function command(name: string, args: string[]): Step {
  return {
    name,
    run({ env }) {
      const run = spawnSync(bin(name), args, { stdio: 'inherit', env })
      if (run.status !== 0) throw new Error(`${name} ${args.join(' ')} failed (exit ${run.status ?? run.signal})`)
    },
  }
}

export const STAGES: Stage[] = [
  { content: true, steps: [{ ...command('contentlayer2', ['build']), name: 'content' }] },
  { steps: [{ ...command('next', ['build']), name: 'next build' }] },
  { steps: [{ name: 'move English to bare paths', run: ({ outDir }) => moveDefaultLocale(outDir) }] },
  { steps: [{ name: 'sitemap data', run: ({ outDir }) => sitemapData.run(outDir) }] },
  { steps: [{ ...command('next-sitemap', ['--config', 'next-sitemap.config.js']), name: 'sitemap' }] },
  {
    onExport: true,
    steps: [
      threaded('social cards', './steps/og-images.ts'),
      threaded('search index', './steps/search-index.ts'),
      threaded('markdown twins', './steps/markdown.ts'),
    ],
  },
  {
    onExport: true,
    steps: [{ name: 'finish pages', run: ({ outDir }) => finishPages.run(outDir, {}, { cacheDir: finishPages.CACHE_DIR }) }],
  },
]

export interface Timing {
  name: string
  ms: number
  /** Ran beside other steps of its stage: its time overlaps theirs. */
  beside?: boolean
}

/**
 * Runs the stages in order, the steps of one stage side by side, and prints each step's summary as it finishes.
 * Every step of a stage is let finish before a failure stops the build, so that each one's problems are listed.
 */
export async function runStages(stages: Stage[], context: BuildContext): Promise<Timing[]> {
  const timings: Timing[] = []
  for (const stage of stages) {
    const started = Date.now()
    const outcomes = await Promise.allSettled(
      stage.steps.map(async (step) => {
        const stepStarted = Date.now()
        const summary = await step.run(context)
        if (summary) console.log(`${step.name}: ${summary}`)
        return { name: step.name, ms: Date.now() - stepStarted }
      }),
    )
    const failures = outcomes.flatMap((outcome, i) =>
      outcome.status === 'rejected' ? [`✗ build stage "${stage.steps[i]!.name}" failed:\n${errorText(outcome.reason)}`] : [],
    )
    if (failures.length > 0) throw new StageFailure(failures.join('\n\n'))
    const together = stage.steps.length > 1
    if (together) timings.push({ name: stage.steps.map((step) => step.name).join(' + '), ms: Date.now() - started })
    for (const outcome of outcomes) if (outcome.status === 'fulfilled') timings.push({ ...outcome.value, beside: together })
  }
  return timings
}

/** A stage failed: its message lists every failed step with its error. */
export class StageFailure extends Error {}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * The stage table the build prints last: a stage's steps run side by side are listed under it, indented, their times
 * overlapping (bench/scale.ts reads this table).
 */
export function stageTable(timings: Timing[], totalMs: number): string {
  const label = (t: Timing) => `${t.beside ? '  ' : ''}${t.name}`
  const width = Math.max(...timings.map((t) => label(t).length), 'total'.length)
  const line = (name: string, ms: number) => `  ${name.padEnd(width)}  ${(ms / 1000).toFixed(1).padStart(6)} s`
  return [...timings.map((t) => line(label(t), t.ms)), line('total', totalMs)].join('\n')
}
