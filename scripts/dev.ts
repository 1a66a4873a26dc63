// `npm run dev`: Contentlayer in watch mode beside `next dev`, in one command. Saving, adding, renaming or deleting a
// file in content/ regenerates .contentlayer/, and Next updates the open page. A content error is printed here and
// shown above every page (contentlayer.config.ts, TRACK_CONTENT_WATCH); the server keeps running.
// Arguments go to `next dev` (`npm run dev -- --port 3001`). Ctrl-C stops both, with everything they started.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const ERRORS_FILE = '.contentlayer/content-errors.json'
const bin = (name: string) => path.join('node_modules', '.bin', name)
// No telemetry: otherwise `next dev` leaves a detached flush process behind for a while after it stops.
// Contentlayer takes the project from INIT_CWD (where npm was started, maybe a subfolder), then PWD (the shell's), before
// the working directory: name it.
const project = process.cwd()
const env = { ...process.env, INIT_CWD: project, PWD: project, NEXT_TELEMETRY_DISABLED: '1', TRACK_CONTENT_WATCH: '1' }
const children: ChildProcess[] = []
let stopping = false

/** Starts a command in a process group of its own, so that stopping it stops whatever it started too. */
function start(name: string, command: string, args: string[]) {
  const child = spawn(command, args, { env, stdio: 'inherit', detached: true })
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n${name} stopped (${signal ?? `exit ${code}`}): stopping the rest.`)
      stop(code || 1)
    }
  })
  children.push(child)
  return child
}

/** Signals a child's whole process group; one that has already exited (ESRCH) needs nothing. */
function signal(child: ChildProcess, name: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, name)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
  }
}

function stop(code = 0) {
  stopping = true
  for (const child of children) signal(child, 'SIGTERM')
  process.exitCode = code
  // Give them a moment to exit cleanly, then make sure nothing is left.
  setTimeout(() => {
    for (const child of children) signal(child, 'SIGKILL')
    process.exit(code)
  }, 3000).unref()
}

for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(name, () => stop(0))

// Next needs the generated content before it starts: wait for Contentlayer's first run (it writes ERRORS_FILE).
const started = Date.now()
fs.rmSync(ERRORS_FILE, { force: true })
start('contentlayer', bin('contentlayer2'), ['dev'])
while (!fs.existsSync(ERRORS_FILE)) {
  if (stopping) process.exit()
  if (Date.now() - started > 120_000) {
    console.error('Contentlayer wrote no content after 2 minutes: see its output above.')
    stop(1)
  }
  await new Promise((resolve) => setTimeout(resolve, 100))
}
start('next dev', bin('next'), ['dev', ...process.argv.slice(2)])
