// Temporary copies of the project, and a build runner that measures wall time and memory, shared by
// `npm run bench:scale` and `npm run check:determinism`. Nothing here writes inside the repository.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** Build outputs, caches and reports: rebuilt in the copy, never copied (node_modules is hard-linked instead). */
const NOT_COPIED = new Set([
  'node_modules',
  '.next',
  'out',
  '.contentlayer',
  'test-results',
  'playwright-report',
  'coverage',
  'tsconfig.tsbuildinfo',
])

/**
 * Copies the project at `root` to a new folder in os.tmpdir(): every top-level entry except build outputs
 * (so new config files or folders are picked up), .git included (help pages show their last commit date).
 * node_modules is hard-linked (`cp -al`): a symlink would point outside the project root, which Turbopack refuses.
 * @param {string} root
 * @param {string} label
 * @param {{ dir?: string }} [options]
 */
export function makeProjectCopy(root, label, { dir: at } = {}) {
  // `at`: a copy at a path used before, for a second build at the same absolute path. Only in os.tmpdir().
  if (at && !path.resolve(at).startsWith(path.resolve(os.tmpdir()) + path.sep)) throw new Error(`not in ${os.tmpdir()}: ${at}`)
  const dir = at ? (fs.mkdirSync(at), at) : fs.mkdtempSync(path.join(os.tmpdir(), `track-${label}-`))
  const rel = path.relative(root, dir)
  if (!rel.startsWith('..') && !path.isAbsolute(rel)) throw new Error(`refusing to build inside the repository: ${dir}`)
  for (const entry of fs.readdirSync(root)) {
    if (NOT_COPIED.has(entry)) continue
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true, verbatimSymlinks: true })
  }
  const link = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')], { encoding: 'utf8' })
  if (link.status !== 0) throw new Error(`cp -al node_modules failed: ${link.stderr}`)
  return dir
}

/** Removes `dirs` when the process ends, Ctrl-C included (the build, in the same process group, stops too).
 *  Returns the set: delete a folder from it to keep that folder. */
export function removeOnExit(dirs = new Set()) {
  process.on('exit', () => {
    for (const dir of dirs) removeProjectCopy(dir)
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130))
  return dirs
}

export function removeProjectCopy(dir) {
  if (!path.resolve(dir).startsWith(path.resolve(os.tmpdir()) + path.sep)) throw new Error(`not a temporary folder: ${dir}`)
  fs.rmSync(dir, { recursive: true, force: true })
}

/** HTML pages of an export (Next's own _next/ folder left out). */
export function countHtml(outDir) {
  if (!fs.existsSync(outDir)) return 0
  return fs.readdirSync(outDir, { withFileTypes: true }).reduce((n, e) => {
    if (e.isDirectory()) return e.name === '_next' ? n : n + countHtml(path.join(outDir, e.name))
    return n + (e.name.endsWith('.html') ? 1 : 0)
  }, 0)
}

/** Environment for a build in `dir`: contentlayer takes its working directory from PWD (then process.cwd()),
 *  Next some caches from INIT_CWD; the parent npm's own variables (npm_package_json…) would point at the repository. */
export function buildEnv(dir, extra = {}) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('npm_')))
  return { ...env, INIT_CWD: dir, PWD: dir, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', ...extra }
}

/** GNU time, whose -f %M gives the largest resident set of any single process of the tree (getrusage). */
export function gnuTime() {
  if (!fs.existsSync('/usr/bin/time')) return null
  const probe = spawnSync('/usr/bin/time', ['-f', '%M', 'true'], { encoding: 'utf8' })
  return probe.status === 0 && /^\d+\s*$/.test(probe.stderr.trim()) ? '/usr/bin/time' : null
}

/** Pids of `rootPid` and all its descendants, from /proc/<pid>/stat. */
function processTree(rootPid) {
  const children = new Map()
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    let stat
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8')
    } catch {
      continue // the process ended meanwhile
    }
    // Fields after the command name (which may hold spaces and parentheses): state, ppid, …
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    if (!children.has(ppid)) children.set(ppid, [])
    children.get(ppid).push(Number(name))
  }
  const pids = [rootPid]
  for (let i = 0; i < pids.length; i++) pids.push(...(children.get(pids[i]) ?? []))
  return pids
}

function rssKb(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) : 0
  } catch {
    return 0
  }
}

export const canSampleProc = () => fs.existsSync('/proc/self/status')

/** How memory is measured, for the report. */
export function memoryMethod() {
  const parts = []
  if (canSampleProc()) parts.push('peak tree = highest sum of VmRSS over the build’s whole process tree, sampled every 200 ms from /proc')
  if (gnuTime()) parts.push('largest process = max RSS of any single process of the tree, from /usr/bin/time -f %M')
  return parts.length ? parts.join('; ') : 'not measured (no /proc and no GNU time on this system)'
}

/**
 * Runs `command args` in `cwd`, output to `logFile`, and measures it.
 * @returns {Promise<{ status: number | null, seconds: number, peakTreeKb: number | null, maxProcessKb: number | null }>}
 */
export function runMeasured(command, args, { cwd, env, logFile, verbose = false, heartbeatSeconds = 30, label = '' }) {
  const time = gnuTime()
  const timeFile = path.join(os.tmpdir(), `track-time-${process.pid}-${Date.now()}.txt`)
  const [cmd, cmdArgs] = time ? [time, ['-f', '%M', '-o', timeFile, command, ...args]] : [command, args]
  const log = fs.openSync(logFile, 'w')
  const started = process.hrtime.bigint()
  const child = spawn(cmd, cmdArgs, { cwd, env, stdio: ['ignore', verbose ? 'inherit' : log, verbose ? 'inherit' : log] })
  const sampling = canSampleProc()
  let peakTreeKb = 0
  let currentKb = 0
  const sample = () => {
    if (!sampling || child.exitCode !== null) return
    currentKb = processTree(child.pid).reduce((sum, pid) => sum + rssKb(pid), 0)
    peakTreeKb = Math.max(peakTreeKb, currentKb)
  }
  const sampler = setInterval(sample, 200)
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e9
  const heartbeat = setInterval(() => {
    const memory = sampling ? `, ${(currentKb / 1024 / 1024).toFixed(2)} GB now` : ''
    console.log(`  ${label}… ${formatSeconds(elapsed())}${memory}`)
  }, heartbeatSeconds * 1000)
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = elapsed()
      clearInterval(sampler)
      clearInterval(heartbeat)
      fs.closeSync(log)
      let maxProcessKb = null
      if (time && fs.existsSync(timeFile)) {
        // GNU time writes "Command exited with non-zero status N" before the figures on failure.
        const figures = fs.readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)
        if (/^\d+$/.test(figures)) maxProcessKb = Number(figures)
        fs.rmSync(timeFile, { force: true })
      }
      resolve({ status, seconds, peakTreeKb: sampling ? peakTreeKb : null, maxProcessKb })
    })
  })
}

export function formatSeconds(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`
}

export const formatGb = (kb) => (kb === null || kb === undefined ? 'n/a' : `${(kb / 1024 / 1024).toFixed(2)} GB`)

/** Last lines of a log file, for a failed build. */
export function tail(file, lines = 40) {
  if (!fs.existsSync(file)) return ''
  return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
}
