// `npm run bench:scale`: how the build's cost grows with the amount of content. For the real content
// (baseline), then for each size N, builds a temporary copy of the project with N synthetic blog posts
// and N synthetic help pages per language added, and prints pages built, wall time, time per page and
// peak memory. Budget: 1000 posts per language build in under 10 minutes.
// Options: --sizes 100,1000   --no-baseline   --keep (keep the temporary copies)   --verbose (show the
//          build output)   --dry-run (make the copies and content, print what would run, build nothing).
// The repository is never written to: copies live in os.tmpdir() and are removed at the end.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { generateContent, readContentIds, writeContent } from './scale/generate-content.mjs'
import {
  buildEnv,
  countHtml,
  formatGb,
  formatSeconds,
  makeProjectCopy,
  memoryMethod,
  removeOnExit,
  removeProjectCopy,
  runMeasured,
  tail,
} from './scale/project-copy.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const BUDGET = { size: 1000, seconds: 600 }

const args = process.argv.slice(2)
function option(name) {
  const i = args.findIndex((a) => a === name || a.startsWith(`${name}=`))
  if (i === -1) return undefined
  return args[i].includes('=') ? args[i].split('=')[1] : args[i + 1]
}
const SIZES = (option('--sizes') ?? '100,1000').split(',').map((s) => Number(s.trim()))
if (SIZES.some((n) => !Number.isInteger(n) || n <= 0)) {
  console.error(`--sizes takes positive whole numbers, e.g. --sizes 100,1000 (got "${option('--sizes')}")`)
  process.exit(2)
}
const KEEP = args.includes('--keep')
const DRY_RUN = args.includes('--dry-run')
const VERBOSE = args.includes('--verbose')
const BASELINE = !args.includes('--no-baseline')

const ids = readContentIds(ROOT)
const runs = [...(BASELINE ? [0] : []), ...SIZES]
console.log(
  `bench:scale — ${os.cpus().length} CPU cores, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB RAM, Node ${process.version}.` +
    ` Sizes: ${runs.map((n) => (n ? `${n} posts + ${n} docs per language` : 'baseline (real content)')).join(', ')}.`,
)
console.log(`Memory: ${memoryMethod()}.\n`)

// Every size is built from one snapshot of the working tree taken now, so edits made in the repository
// during the bench cannot make one size differ from another in anything but the synthetic content.
const cleanup = removeOnExit()
const snapshot = makeProjectCopy(ROOT, 'scale-src')
cleanup.add(snapshot)

const results = []
for (const size of runs) {
  const label = size ? `${size} per language` : 'baseline'
  const started = Date.now()
  const dir = makeProjectCopy(snapshot, `scale-${size || 'baseline'}`)
  if (!KEEP) cleanup.add(dir)
  const files = size ? generateContent({ posts: size, docs: size, ...ids }) : []
  writeContent(dir, files)
  console.log(
    `${label}: project copied to ${dir} (${((Date.now() - started) / 1000).toFixed(1)} s), ${files.length} synthetic files written`,
  )

  if (DRY_RUN) {
    const env = buildEnv(dir)
    const inode = (root, file) => fs.statSync(path.join(root, file)).ino
    const copied = inode(ROOT, 'package.json') !== inode(dir, 'package.json')
    const linked = inode(ROOT, 'node_modules/next/package.json') === inode(dir, 'node_modules/next/package.json')
    console.log(`  would run: cd ${dir} && INIT_CWD=${env.INIT_CWD} PWD=${env.PWD} NEXT_TELEMETRY_DISABLED=1 npm run build`)
    console.log(`  sources copied: ${copied ? 'yes' : 'NO'}; node_modules hard-linked: ${linked ? 'yes' : 'NO'}`)
    if (files.length) console.log(`  e.g. ${files[0].path}, ${files.at(-1).path}`)
    if (KEEP) console.log(`  kept: ${dir}`)
    continue
  }

  const logFile = `${dir}-build.log`
  const run = await runMeasured('npm', ['run', 'build'], { cwd: dir, env: buildEnv(dir), logFile, verbose: VERBOSE, label })
  const pages = countHtml(path.join(dir, 'out'))
  const ok = run.status === 0
  results.push({ size, label, pages, ok, ...run })
  if (ok) {
    console.log(`  built ${pages} pages in ${formatSeconds(run.seconds)}, peak ${formatGb(run.peakTreeKb)}`)
  } else {
    console.log(`  ✗ build failed (exit ${run.status}) after ${formatSeconds(run.seconds)}. Last lines of ${logFile}:\n${tail(logFile)}`)
  }
  if (KEEP || !ok) {
    cleanup.delete(dir)
    console.log(`  kept: ${dir}${VERBOSE ? '' : ` (log: ${logFile})`}`)
  } else {
    removeProjectCopy(dir)
    cleanup.delete(dir)
    fs.rmSync(logFile, { force: true })
  }
}

if (DRY_RUN) {
  console.log('\nDry run: nothing was built.')
  process.exit(0)
}

const baseline = results.find((r) => r.size === 0 && r.ok)
console.log('\n| content | pages built | wall time | time per page | extra time per extra page¹ | peak memory (tree) | largest process |')
console.log('|---|---|---|---|---|---|---|')
for (const r of results) {
  const perPage = r.ok && r.pages ? `${((r.seconds / r.pages) * 1000).toFixed(0)} ms` : 'n/a'
  const extra =
    r.ok && baseline && r !== baseline && r.pages > baseline.pages
      ? `${(((r.seconds - baseline.seconds) / (r.pages - baseline.pages)) * 1000).toFixed(0)} ms`
      : '–'
  const content = r.size ? `+${r.size} posts, +${r.size} docs per language` : 'real content (baseline)'
  console.log(
    `| ${content} | ${r.ok ? r.pages : `failed (exit ${r.status})`} | ${formatSeconds(r.seconds)} | ${perPage} | ${extra} | ${formatGb(r.peakTreeKb)} | ${formatGb(r.maxProcessKb)} |`,
  )
}
console.log('\n¹ (wall time − baseline wall time) / (pages − baseline pages): roughly constant across sizes when the cost grows linearly.')

// Growth between consecutive synthetic sizes: pages added vs time added, both above the baseline.
const synthetic = results.filter((r) => r.size && r.ok)
if (baseline) {
  for (let i = 1; i < synthetic.length; i++) {
    const [a, b] = [synthetic[i - 1], synthetic[i]]
    const pages = (b.pages - baseline.pages) / (a.pages - baseline.pages)
    const time = (b.seconds - baseline.seconds) / (a.seconds - baseline.seconds)
    console.log(`Growth ${a.size} → ${b.size}: ×${pages.toFixed(1)} extra pages, ×${time.toFixed(1)} extra build time.`)
  }
}

let failed = results.some((r) => !r.ok)
const budgetRun = results.find((r) => r.size === BUDGET.size)
if (!budgetRun) console.log(`Budget not checked: size ${BUDGET.size} was not run.`)
else if (!budgetRun.ok) console.log(`✗ Budget: the ${BUDGET.size}-posts-per-language build failed.`)
else if (budgetRun.seconds < BUDGET.seconds) {
  console.log(
    `✓ Budget: ${BUDGET.size} posts per language built in ${formatSeconds(budgetRun.seconds)}, under ${BUDGET.seconds / 60} minutes.`,
  )
} else {
  console.log(`✗ Budget: ${BUDGET.size} posts per language took ${formatSeconds(budgetRun.seconds)}, over ${BUDGET.seconds / 60} minutes.`)
  failed = true
}
process.exit(failed ? 1 : 0)
