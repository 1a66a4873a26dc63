// `npm run check:determinism`: two builds of the same commit give byte-identical exports, apart from the
// files whose name carries Next's build id (`_next/static/<buildId>/…`). Builds the project twice, in two
// temporary copies, and compares the two out/ trees file by file. Next also writes the build id inside
// every HTML and RSC (.txt) payload; it is replaced by a placeholder on both sides before comparing.
// Both builds run from fresh copies at the same temporary path, one after the other.
// Exit 0 when identical, 1 with the list of differences otherwise.
// Options: --keep (keep the copies)   --verbose (show the build output)   --dry-run (make the copies, print
//          what would run, build nothing)   --compare <projectA> <projectB> (compare two already-built
//          project folders, each with out/ and .next/BUILD_ID, without building).
import fs from 'node:fs'
import path from 'node:path'
import { compareTrees, firstDifference, pathHasBuildId, replaceBuildIds } from './scale/compare-trees.mjs'
import { buildEnv, formatSeconds, makeProjectCopy, removeOnExit, removeProjectCopy, runMeasured, tail } from './scale/project-copy.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const PLACEHOLDER = '__BUILD_ID__'
const args = process.argv.slice(2)
const KEEP = args.includes('--keep')
const DRY_RUN = args.includes('--dry-run')
const VERBOSE = args.includes('--verbose')
const compareIndex = args.indexOf('--compare')
const SHOWN = 50 // files listed per kind of difference

const cleanup = removeOnExit()
let projects
if (compareIndex !== -1) {
  projects = [args[compareIndex + 1], args[compareIndex + 2]].map((p) => p && path.resolve(p))
  if (!projects[0] || !projects[1]) {
    console.error('--compare takes two project folders: --compare <projectA> <projectB>')
    process.exit(2)
  }
} else {
  // Both builds run at the same absolute path, each from a fresh copy, so that a path written into the
  // output cannot pass for nondeterminism. Build A's out/ and build id are moved aside before build B.
  // Both copies come from one snapshot of the working tree taken now, so edits made in the repository
  // while build A runs cannot reach build B.
  const snapshot = makeProjectCopy(ROOT, 'determinism-src')
  cleanup.add(snapshot)
  const dir = makeProjectCopy(snapshot, 'determinism')
  const resultA = `${dir}-a`
  projects = [resultA, dir]
  // Removed at the end unless kept (--keep, a failed build or a difference found).
  if (!KEEP) for (const p of projects) cleanup.add(p)
  console.log(
    `Snapshot of ${ROOT} taken. Build A, then build B, each in a fresh copy of it at ${dir}; build A's out/ is moved to ${resultA}/out.`,
  )
  if (DRY_RUN) {
    console.log(`would run, twice: cd ${dir} && INIT_CWD=${dir} PWD=${dir} NEXT_TELEMETRY_DISABLED=1 npm run build`)
    console.log(`then compare ${resultA}/out with ${dir}/out, build ids from .next/BUILD_ID of each.`)
    if (KEEP) console.log(`Copy kept: ${dir}`)
    console.log('Dry run: nothing was built.')
    process.exit(0)
  }
  for (const name of ['A', 'B']) {
    if (name === 'B') {
      fs.mkdirSync(path.join(resultA, '.next'), { recursive: true })
      fs.renameSync(path.join(dir, 'out'), path.join(resultA, 'out'))
      fs.copyFileSync(path.join(dir, '.next/BUILD_ID'), path.join(resultA, '.next/BUILD_ID'))
      removeProjectCopy(dir)
      makeProjectCopy(snapshot, 'determinism', { dir })
    }
    const logFile = `${dir}-build-${name.toLowerCase()}.log`
    console.log(`Building ${name}…`)
    const run = await runMeasured('npm', ['run', 'build'], {
      cwd: dir,
      env: buildEnv(dir),
      logFile,
      verbose: VERBOSE,
      label: `build ${name}`,
    })
    if (run.status !== 0) {
      console.error(`✗ build ${name} failed (exit ${run.status}). Last lines of ${logFile}:\n${tail(logFile)}\nKept: ${dir}`)
      cleanup.delete(dir)
      process.exit(1)
    }
    console.log(`  built ${name} in ${formatSeconds(run.seconds)}`)
    fs.rmSync(logFile, { force: true })
  }
}

const buildIds = projects.map((dir) => {
  const file = path.join(dir, '.next/BUILD_ID')
  if (!fs.existsSync(file)) {
    console.error(`${file} is missing: is ${dir} a built project?`)
    process.exit(2)
  }
  return fs.readFileSync(file, 'utf8').trim()
})
const [outA, outB] = projects.map((dir) => path.join(dir, 'out'))
const result = compareTrees(outA, outB, {
  ignore: pathHasBuildId(...buildIds),
  normalise: replaceBuildIds(buildIds[0], buildIds[1], PLACEHOLDER),
})

const list = (files) =>
  files
    .slice(0, SHOWN)
    .map((f) => `    ${f}`)
    .join('\n') + (files.length > SHOWN ? `\n    … and ${files.length - SHOWN} more` : '')
console.log(`\nBuild ids: A ${buildIds[0]}, B ${buildIds[1]}.`)
console.log(`Compared ${result.compared} files present in both exports.`)
console.log(`Ignored ${result.ignored.length} files whose path carries a build id:\n${list(result.ignored)}`)
if (result.normalised.length) {
  console.log(
    `Normalised ${result.normalised.length} files that contain the build id (replaced by ${PLACEHOLDER} on both sides before comparing).`,
  )
}

if (result.identical) {
  console.log('\n✓ The two exports are byte-identical apart from the build id.')
} else {
  if (result.onlyInA.length) console.log(`\n✗ ${result.onlyInA.length} files only in A:\n${list(result.onlyInA)}`)
  if (result.onlyInB.length) console.log(`\n✗ ${result.onlyInB.length} files only in B:\n${list(result.onlyInB)}`)
  if (result.different.length) {
    console.log(`\n✗ ${result.different.length} files whose bytes differ:\n${list(result.different)}`)
    const normalise = replaceBuildIds(buildIds[0], buildIds[1], PLACEHOLDER)
    for (const rel of result.different.slice(0, 5)) {
      const a = Buffer.from(normalise(fs.readFileSync(path.join(outA, rel)), rel, 'a'))
      const b = Buffer.from(normalise(fs.readFileSync(path.join(outB, rel)), rel, 'b'))
      const diff = firstDifference(a, b)
      if (diff)
        console.log(
          `\n  ${rel}: first difference at byte ${diff.offset}\n    A: ${JSON.stringify(diff.a)}\n    B: ${JSON.stringify(diff.b)}`,
        )
    }
  }
}

if (compareIndex === -1 && (KEEP || !result.identical)) {
  for (const p of projects) cleanup.delete(p)
  console.log(`\nKept for inspection: ${projects.join(', ')}`)
}
process.exit(result.identical ? 0 : 1)
