// `npm run bench:scale`: how the build's cost grows with the amount of content. Builds the real content (baseline),
// then for each size N a temporary copy of the project (scripts/project-copy.ts, with git history) holding N more
// posts and N more help pages per language: copies of the real ones, cycled through, under new slugs. Reports pages
// built, wall time, peak memory, the export's size, bytes and files per page, the same per type of page, and the
// pages' own bytes against what the baseline's pages of the same types weigh (which should not grow with the number
// of pages: the totals per page also move with the mix of types), and the build's own stage times with each one's
// share of the build. Budget: 1000 more of each per language build in under 10 minutes. Nothing is written in the
// repository; the copies are removed at the end.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import matter from 'gray-matter'
import { buildCopy, copyProject, git, removeProjectCopy } from '../scripts/project-copy'
import { cli } from '../scripts/cli'
import { seconds, table } from './cli'
import { againstBaseline, type Share, sharesByType } from './export-pages'
import { LOCALES } from './site'
import { stagePeaks } from './stage-peaks'

const { values, count } = cli(
  `npm run bench:scale [-- --sizes 100,1000] [--no-baseline] [--keep] [--verbose]
  --sizes        posts and help pages added per language, one build per size (default 100,1000)
  --no-baseline  skip the build of the real content alone
  --keep         keep the temporary copies (a failed build's copy is always kept)
  --verbose      show the builds' output`,
  {
    sizes: { type: 'string', default: '100,1000' },
    'no-baseline': { type: 'boolean' },
    keep: { type: 'boolean' },
    verbose: { type: 'boolean' },
  },
)
const sizes = values.sizes.split(',').map((size) => count('sizes', size))
const ROOT = path.resolve(import.meta.dirname, '..')
const BUDGET = { size: 1000, seconds: 600 }

/** Writes `n` copies of the real posts and `n` of the real help pages per language into the project `dir`. */
function addCopies(dir: string, n: number) {
  for (const section of ['blog', 'docs']) {
    const originals = (fs.readdirSync(path.join(dir, 'content', section, 'en'), { recursive: true }) as string[])
      .filter((f) => f.endsWith('.mdx'))
      .sort()
    for (let i = 0; i < n; i++) {
      const file = originals[i % originals.length]
      const copy = Math.floor(i / originals.length) + 1
      for (const locale of LOCALES) {
        const source = path.join(dir, 'content', section, locale, file)
        if (!fs.existsSync(source)) continue // an English page not translated yet
        // A valid page: its own slug, title and place in the sidebar; a post dated `copy` days before its original.
        const parsed = matter(fs.readFileSync(source, 'utf8'))
        const data = { ...parsed.data } // gray-matter caches what it parsed: its data is not ours to change
        data.title = `${data.title} (${copy})`
        if (data.sidebar_label) data.sidebar_label = `${data.sidebar_label} (${copy})`
        if (data.sidebar_position !== undefined) data.sidebar_position += copy * 100
        if (data.date) data.date = new Date(new Date(data.date).getTime() - copy * 86_400_000)
        fs.writeFileSync(source.replace(/\.mdx$/, `-copy-${copy}.mdx`), matter.stringify(parsed.content, data))
      }
    }
  }
}

/** Every file of the export (Next's _next/ included), and its HTML pages. */
function exportSize(out: string) {
  const files = (fs.readdirSync(out, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(out, f)).isFile())
  const bytes = files.reduce((sum, f) => sum + fs.statSync(path.join(out, f)).size, 0)
  return { files: files.length, bytes, pages: files.filter((f) => f.endsWith('.html') && !f.startsWith('_next')).length }
}

const kept = new Set<string>()
const temporary = new Set<string>()
process.on('exit', () => temporary.forEach((dir) => !kept.has(dir) && removeProjectCopy(dir)))
process.once('SIGINT', () => process.exit(130))
const runs = [...(values['no-baseline'] ? [] : [0]), ...sizes]
const label = (size: number) => (size ? `+${size} posts, +${size} docs per language` : 'real content (baseline)')
console.log(`bench:scale — ${os.cpus().length} CPU cores, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB RAM, Node ${process.version}.`)
console.log('Memory: the highest sum of the resident memory of the build’s whole process tree, sampled every 200 ms.\n')

// Every size is built from one snapshot of the working tree taken now: edits made meanwhile reach none of them.
const snapshot = copyProject(ROOT, 'scale-src', { history: true })
temporary.add(snapshot)
type Result = Awaited<ReturnType<typeof buildCopy>> & ReturnType<typeof exportSize> & { size: number; ok: boolean }
const results: (Result & { stages: Map<string, number>; stagePeaks: Map<string, number>; shares: Map<string, Share> })[] = []

for (const size of runs) {
  const dir = copyProject(snapshot, `scale-${size}`, { history: true })
  temporary.add(dir)
  if (size) {
    addCopies(dir, size)
    git(dir, ['add', '-A'])
    git(dir, ['commit', '--quiet', '--no-verify', '-m', `${size} copies of each post and help page`])
  }
  console.log(`${label(size)}: building in ${dir}…`)
  const log = path.join(dir, 'build.log')
  const run = await buildCopy(dir, log, values.verbose)
  const text = values.verbose ? '' : fs.readFileSync(log, 'utf8')
  // The build prints its stages' times last ("Build stages:", then "  <stage>  <seconds> s"; the steps of a stage
  // run side by side are listed under it, indented further, their times overlapping: scripts/stages.ts).
  const stages = [...text.slice(text.lastIndexOf('Build stages')).matchAll(/^ {2}( {2})?(\S.*?)\s+([\d.]+) s$/gm)].map(
    (m) => [`${m[1] ? '  ' : ''}${m[2]}`, Number(m[3])] as const,
  )
  const ok = run.status === 0
  results.push({
    size,
    ok,
    ...run,
    stages: new Map(stages),
    stagePeaks: stagePeaks(new Map(stages), run.memory, run.seconds),
    ...(ok ? exportSize(path.join(dir, 'out')) : { files: 0, bytes: 0, pages: 0 }),
    shares: ok ? sharesByType(path.join(dir, 'out')) : new Map(),
  })
  console.log(
    ok ? `  built in ${seconds(run.seconds)}` : `  ✗ build failed (exit ${run.status}):\n${text.split('\n').slice(-40).join('\n')}`,
  )
  if (values.keep || !ok) kept.add(dir)
  else removeProjectCopy(dir)
}

const baseline = results.find((r) => r.size === 0 && r.ok)
const rows = results.map((r) => [
  label(r.size),
  r.ok ? r.pages : `failed (exit ${r.status})`,
  seconds(r.seconds),
  r.ok ? `${((r.seconds / r.pages) * 1000).toFixed(0)} ms` : 'n/a',
  baseline && r.ok && r.pages > baseline.pages
    ? `${(((r.seconds - baseline.seconds) / (r.pages - baseline.pages)) * 1000).toFixed(0)} ms`
    : '–',
  `${(r.peakKb / 1024 ** 2).toFixed(2)} GB`,
  r.files,
  `${r.bytes} (${(r.bytes / 1024 ** 2).toFixed(1)} MB)`,
  r.ok && r.pages ? `${(r.bytes / r.pages / 1024).toFixed(0)} KB` : '–',
  r.ok && r.pages ? (r.files / r.pages).toFixed(1) : '–',
])
const header = [
  'content',
  'pages built',
  'wall time',
  'per page',
  'per extra page¹',
  'peak memory',
  'export files',
  'export bytes',
  'bytes per page',
  'files per page',
]
console.log(`\n${table(header, rows)}`)
console.log('¹ (wall time − baseline wall time) / (pages − baseline pages): roughly constant when the cost grows linearly.')
// Per type of page, its own files only (bench/export-pages.ts): the totals per page above also change with the mix of
// types (help pages and posts have a social card and a twin, most others not) and share the common files among more
// pages; these do not.
const types = [...new Set(results.flatMap((r) => [...r.shares.keys()]))].sort()
if (types.length)
  console.log(
    `\nPer type of page, its own files (HTML, route data, twin, social card): pages, files per page, KB per page; the search index and the other shared files in all:\n\n${table(
      ['type', ...results.map((r) => label(r.size))],
      types.map((type) => [
        type,
        ...results.map((r) => {
          const share = r.shares.get(type)
          if (!share) return '–'
          return share.pages
            ? `${share.pages} · ${(share.files / share.pages).toFixed(2)} · ${(share.bytes / share.pages / 1024).toFixed(1)} KB`
            : `${share.files} files · ${(share.bytes / 1024 ** 2).toFixed(1)} MB`
        }),
      ]),
    )}`,
  )
if (baseline)
  for (const r of results.filter((r) => r.ok && r !== baseline)) {
    const { pages, actual, expected } = againstBaseline(r.shares, baseline.shares)
    const change = (a: number, b: number) => `${a >= b ? '+' : ''}${((a / b - 1) * 100).toFixed(1)} %`
    console.log(
      `${label(r.size)}: the pages' own files weigh ${(actual.bytes / pages / 1024).toFixed(1)} KB a page, ${(expected.bytes / pages / 1024).toFixed(1)} KB if each weighed what a page of its type weighs in the baseline (${change(actual.bytes, expected.bytes)}); ${(actual.files / pages).toFixed(2)} files a page, ${(expected.files / pages).toFixed(2)} (${change(actual.files, expected.files)}).`,
    )
  }
const stageNames = [...new Set(results.flatMap((r) => [...r.stages.keys()]))]
if (stageNames.length) {
  // The build prints its own total last, among the stages.
  const total = (r: (typeof results)[number]) => r.stages.get('total') ?? [...r.stages.values()].reduce((sum, t) => sum + t, 0)
  const cells = (name: string) =>
    results.map((r) => {
      if (!r.stages.has(name)) return '–'
      const peak = r.stagePeaks.get(name)
      return `${r.stages.get(name)!.toFixed(1)} s (${((r.stages.get(name)! / total(r)) * 100).toFixed(0)} %)${peak ? `, peak ${(peak / 1024 ** 2).toFixed(2)} GB` : ''}`
    })
  console.log(
    `\nBuild stages, as the build prints them, with each one's share of the build's total and its peak memory (steps indented under a stage ran side by side):\n\n${table(
      ['stage', ...results.map((r) => label(r.size))],
      stageNames.map((name) => [name, ...cells(name)]),
    )}`,
  )
}
if (kept.size) kept.add(snapshot) // the copies' git objects are the snapshot's
for (const dir of kept) console.log(`Kept: ${dir}`)

const budgetRun = results.find((r) => r.size === BUDGET.size)
const within = budgetRun && budgetRun.ok && budgetRun.seconds < BUDGET.seconds
if (budgetRun)
  console.log(
    `${within ? '✓' : '✗'} Budget: +${BUDGET.size} per language built in ${seconds(budgetRun.seconds)} (under ${BUDGET.seconds / 60} min).`,
  )
else console.log(`Budget not checked: size ${BUDGET.size} was not run.`)
process.exit(results.every((r) => r.ok) && (!budgetRun || within) ? 0 : 1)
