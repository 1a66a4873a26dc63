// Temporary copies of the project, for checks that build or edit it without touching the repository: the writer's
// changes and the shallow clone (tests/scenarios), the development server (tests/e2e/dev-server.spec.ts). A copy
// holds the files git knows as they are in the working tree, uncommitted changes included; with `history`, it is a
// git clone sharing the repository's objects, with those changes committed on top, so that git dates and outdated
// translations can be told. node_modules is hard-linked: Turbopack refuses a symlink that leads out of the project.
// `buildCopy` builds a copy, timed and with its peak memory (npm run bench:scale, npm run check:determinism).
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** A fixed committer, so that commits made in a copy never depend on the machine's git configuration. */
const IDENTITY = ['-c', 'user.name=Track tests', '-c', 'user.email=tests@example.invalid', '-c', 'commit.gpgsign=false']

/** Runs git in `cwd`; with `date` (seconds), commits made are dated then. */
export function git(cwd: string, args: string[], date?: number): string {
  const env = { ...process.env, ...(date && { GIT_AUTHOR_DATE: `${date} +0000`, GIT_COMMITTER_DATE: `${date} +0000` }) }
  return execFileSync('git', [...IDENTITY, ...args], { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

/** The files of the working tree that git knows or would add (tracked, or new and not ignored). */
const workingTreeFiles = (root: string) =>
  git(root, ['ls-files', '-z', '--cached', '--others', '--exclude-standard'])
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(root, file)))

export interface CopyOptions {
  /** A git clone, the working tree's changes committed on top (`date`: their commit's time, in seconds). */
  history?: boolean
  date?: number
}

/** The copies this process made and has not removed yet. */
const copies = new Set<string>()
let guarded = false

/**
 * A process stopped by a signal (npm test stops the commands beside a failing one) runs no afterAll: its copies are
 * removed here, then the signal ends it as it would have.
 */
function removeCopiesOn(signal: NodeJS.Signals) {
  process.once(signal, () => {
    for (const dir of copies) removeProjectCopy(dir)
    process.kill(process.pid, signal)
  })
}

/** A copy of the project at `root` in a new temporary folder, named after `label`. */
export function copyProject(root: string, label: string, { history = false, date }: CopyOptions = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `track-${label}-`))
  if (!guarded) for (const signal of ['SIGINT', 'SIGTERM'] as const) removeCopiesOn(signal)
  guarded = true
  copies.add(dir)
  if (history) {
    fs.rmdirSync(dir)
    git(root, ['clone', '--quiet', '--shared', '--no-checkout', root, dir])
    git(dir, ['checkout', '--quiet', git(root, ['rev-parse', 'HEAD']).trim()])
    for (const file of git(dir, ['ls-files', '-z']).split('\0').filter(Boolean)) fs.rmSync(path.join(dir, file))
  }
  for (const file of workingTreeFiles(root)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.copyFileSync(path.join(root, file), path.join(dir, file))
  }
  if (history && git(dir, ['status', '--porcelain']).trim()) {
    git(dir, ['add', '-A'])
    git(dir, ['commit', '--quiet', '--no-verify', '-m', 'The working tree of the repository'], date)
  }
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')])
  // The tools' caches there are rewritten in place (vitest's results.json, ESLint's): hard-linked, the copy's runs would
  // write into the repository's files while the repository's own runs read them.
  for (const cache of ['.cache', '.vite']) fs.rmSync(path.join(dir, 'node_modules', cache), { recursive: true, force: true })
  return dir
}

/** Removes a copy made by copyProject (and only a folder in the temporary directory). */
export function removeProjectCopy(dir: string) {
  if (!path.resolve(dir).startsWith(path.resolve(os.tmpdir()) + path.sep)) throw new Error(`not a temporary folder: ${dir}`)
  fs.rmSync(dir, { recursive: true, force: true })
  copies.delete(dir)
}

/**
 * The environment for a command run in the copy `dir`, with `extra`: Contentlayer finds the project in INIT_CWD, then
 * PWD, and the parent npm's own variables would name the repository.
 */
export function copyEnv(dir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_'))) as NodeJS.ProcessEnv
  return { ...env, INIT_CWD: dir, PWD: dir, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', ...extra }
}

/**
 * Runs `npm run build` in the copy `dir`, its output into `log` (or the terminal with `verbose`), with `extra` in its
 * environment: its exit status, wall time and peak memory, the highest sum of the resident memory of its whole process
 * tree, sampled every 200 ms; `memory` holds every sample (seconds since the start, KB), for the peak of each stage.
 */
export async function buildCopy(dir: string, log: string, verbose = false, extra: Record<string, string> = {}) {
  const env = copyEnv(dir, extra)
  const output = verbose ? 'inherit' : fs.openSync(log, 'w')
  const started = performance.now()
  const child = spawn('npm', ['run', 'build'], { cwd: dir, env, stdio: ['ignore', output, output] as const })
  const memory: { at: number; kb: number }[] = []
  const sampler = setInterval(() => memory.push({ at: (performance.now() - started) / 1000, kb: treeMemoryKb(child.pid!) }), 200)
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve))
  clearInterval(sampler)
  if (output !== 'inherit') fs.closeSync(output)
  const peakKb = memory.reduce((peak, sample) => Math.max(peak, sample.kb), 0)
  return { status, seconds: (performance.now() - started) / 1000, peakKb, memory }
}

/** The resident memory of `root` and all its descendants, in KB (Linux's /proc; 0 elsewhere). */
function treeMemoryKb(root: number) {
  const read = (file: string) => {
    try {
      return fs.readFileSync(file, 'utf8')
    } catch {
      return '' // the process ended meanwhile
    }
  }
  const pids = fs.existsSync('/proc') ? fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name)) : []
  // In /proc/<pid>/stat, the parent's pid is the second field after the command name (which may hold spaces).
  const parents = pids.map((pid) => [Number(pid), Number(read(`/proc/${pid}/stat`).split(') ')[1]?.split(' ')[1])])
  const tree = new Set([root])
  for (let size = 0; size !== tree.size;) {
    size = tree.size
    for (const [pid, parent] of parents) if (tree.has(parent)) tree.add(pid)
  }
  return [...tree].reduce((sum, pid) => sum + Number(/^VmRSS:\s+(\d+)/m.exec(read(`/proc/${pid}/status`))?.[1] ?? 0), 0)
}
