// When each file last changed, from git, in one pass over the history for every file at once (as Docusaurus and
// Starlight do; a process per file costs seconds per thousand pages). Used for the "last updated" dates of help pages
// and posts (contentlayer.config.ts), the sitemap's <lastmod> (scripts/steps/sitemap-data.ts) and translations that
// fell behind their English text (lib/outdated-translations.ts).
//
// A shallow clone (the default checkout of most CI and hosting services) holds the newest commit only: every file
// would seem to have changed in it. Then nothing is read from git, `unavailable` says why, and callers fall back to
// what the writer wrote (a front matter date) or leave the date out, never the newest commit's date.
import { execFileSync } from 'node:child_process'

export interface LastCommit {
  /** Seconds since the epoch. */
  time: number
  /** ISO 8601, in the committer's time zone: `2026-03-02T10:15:00+01:00`. */
  date: string
}

export interface GitFiles {
  /** Why git cannot tell when files changed (a shallow clone, no git), or null when it can. */
  unavailable: string | null
  /** The last commit that touched `file` (a path relative to `root`), or undefined when git cannot tell or never saw it. */
  lastCommit(file: string): LastCommit | undefined
  /** The newest of the last commits that touched any file under these paths. */
  lastCommitUnder(paths: string[]): LastCommit | undefined
  /** Whether `file` has changes not committed yet (a new file included). */
  isDirty(file: string): boolean
}

/** The one line a build prints when git cannot date the content, with the fix. */
export const SHALLOW_CLONE_WARNING =
  '⚠ Shallow git clone: "last updated" dates and outdated translations cannot be read from git history, so pages show their front matter date or none. Fix: git fetch --unshallow (or set your host to clone the full history).'

/** What git knows of the files under `pathspecs` (paths relative to `root`, which may be inside a larger repository). */
export function readGitFiles(root: string, pathspecs: string[]): GitFiles {
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'core.quotePath=false', ...args], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 1024 ** 3,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Paths are names, not patterns: `app/[locale]` is a folder.
      env: { ...process.env, GIT_LITERAL_PATHSPECS: '1' },
    })
  let shallow: string
  try {
    shallow = git('rev-parse', '--is-shallow-repository').trim()
  } catch (error) {
    const reason = `not a git checkout (${(error as Error).message.split('\n')[0]})`
    return { unavailable: reason, lastCommit: () => undefined, lastCommitUnder: () => undefined, isDirty: () => false }
  }
  const dirty = new Set([
    ...git('diff', '--name-only', '--relative', 'HEAD', '--', ...pathspecs).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard', '--', ...pathspecs).split('\n'),
  ])
  dirty.delete('')
  const isDirty = (file: string) => dirty.has(file)
  if (shallow === 'true') return { unavailable: 'a shallow clone', lastCommit: () => undefined, lastCommitUnder: () => undefined, isDirty }

  const commits = new Map<string, LastCommit>()
  // Newest commit first: the first commit that names a file is its last change.
  for (const entry of git('log', '--relative', '--format=%x00%ct %cI', '--name-only', '--', ...pathspecs)
    .split('\0')
    .slice(1)) {
    const [header, ...files] = entry.trim().split('\n')
    const [time, date] = header.split(' ')
    for (const file of files) if (file && !commits.has(file)) commits.set(file, { time: Number(time), date })
  }
  const lastCommitUnder = (paths: string[]) =>
    [...commits]
      .filter(([file]) => paths.some((p) => file === p || file.startsWith(`${p}/`)))
      .map(([, commit]) => commit)
      .sort((a, b) => a.time - b.time)
      .at(-1)
  return { unavailable: null, lastCommit: (file) => commits.get(file), lastCommitUnder, isDirty }
}
