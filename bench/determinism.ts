// `npm run check:determinism`: two builds of the same commit give byte-identical exports, Next's build id included
// (next.config.ts names it after the commit). Both builds run at the same absolute path (a path written into the output cannot pass for nondeterminism), each in a fresh copy
// of one snapshot of the working tree (scripts/project-copy.ts). Exits 0 when identical, 1 with the differences.
import fs from 'node:fs'
import path from 'node:path'
import { buildCopy, copyProject, removeProjectCopy } from '../scripts/project-copy'
import { cli } from '../scripts/cli'
import { seconds } from './cli'
import { compareTrees, firstDifference } from './compare-trees'

const { values, positionals, fail } = cli(
  `npm run check:determinism [-- --keep] [--verbose] [--compare <projectA> <projectB>]
  --keep      keep the two built copies (kept anyway when they differ or a build fails)
  --verbose   show the builds' output
  --compare   compare two projects already built (each with its out/), without building`,
  { keep: { type: 'boolean' }, verbose: { type: 'boolean' }, compare: { type: 'boolean', default: false } },
  true,
)
const ROOT = path.resolve(import.meta.dirname, '..')
const SHOWN = 50 // files listed per kind of difference
const temporary: string[] = []
process.once('SIGINT', () => process.exit(130))
process.on('exit', () => temporary.forEach(removeProjectCopy))

let projects = positionals.map((p) => path.resolve(p))
if (values.compare !== (projects.length === 2)) fail('--compare takes two project folders, and only it takes folders')
if (!values.compare) {
  const snapshot = copyProject(ROOT, 'determinism-src', { history: true })
  temporary.push(snapshot)
  let dir = ''
  for (const name of ['A', 'B']) {
    // Build A's copy moves aside (to <dir>-a) and build B's copy takes its path.
    const copy = copyProject(snapshot, 'determinism', { history: true })
    if (dir) fs.renameSync(dir, `${dir}-a`)
    dir ||= copy
    if (copy !== dir) fs.renameSync(copy, dir)
    console.log(`Building ${name} in ${dir}…`)
    const run = await buildCopy(dir, `${dir}.log`, values.verbose)
    if (run.status !== 0) {
      console.error(`✗ build ${name} failed (exit ${run.status}); its output: ${dir}.log`)
      process.exit(1)
    }
    console.log(`  built in ${seconds(run.seconds)}`)
    fs.rmSync(`${dir}.log`, { force: true })
  }
  projects = [`${dir}-a`, dir]
}

const [outA, outB] = projects.map((dir) => path.join(dir, 'out'))
for (const out of [outA, outB]) if (!fs.existsSync(path.join(out, 'index.html'))) fail(`${out} holds no export: is it a built project?`)
const result = compareTrees(outA, outB)
const list = (files: string[]) =>
  files
    .slice(0, SHOWN)
    .map((f) => `    ${f}\n`)
    .join('') + (files.length > SHOWN ? `    … and ${files.length - SHOWN} more\n` : '')
console.log(`\nCompared ${result.compared} files present in both exports.`)
if (result.identical) console.log('\n✓ The two exports are byte-identical.')
if (result.onlyInA.length) console.log(`\n✗ ${result.onlyInA.length} files only in A:\n${list(result.onlyInA)}`)
if (result.onlyInB.length) console.log(`\n✗ ${result.onlyInB.length} files only in B:\n${list(result.onlyInB)}`)
if (result.different.length) console.log(`\n✗ ${result.different.length} files whose bytes differ:\n${list(result.different)}`)
for (const rel of result.different.slice(0, 5)) {
  const diff = firstDifference(...([outA, outB].map((out) => fs.readFileSync(path.join(out, rel))) as [Buffer, Buffer]))!
  console.log(`  ${rel}: first difference at byte ${diff.offset}\n    A: ${JSON.stringify(diff.a)}\n    B: ${JSON.stringify(diff.b)}`)
}
if (!values.compare && (values.keep || !result.identical)) {
  temporary.length = 0
  console.log(`\nKept for inspection: ${projects.join(', ')}`)
} else if (!values.compare) temporary.push(...projects)
process.exit(result.identical ? 0 : 1)
