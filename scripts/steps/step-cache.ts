// A build step's cache of what it makes, kept between builds in .cache/<name>/ (git-ignored; CI may keep it between
// runs): each entry is stored under a hash of everything it is made from, so a build after a one-page change makes that
// page's entry again and reads the others back. A fresh clone has no .cache/ and makes everything.
//
// Why an entry can never be stale: its key is the hash of
//   - its input, as the step gives it: every value the entry is made from (a page's source and data, the HTML it
//     reads, the site's address…), serialised whole;
//   - the step's code (codeHash): the text of the step's module and of every project file it imports, transitively
//     (data files and messages included), the installed version of every package those files import and of each of
//     their dependencies (package-lock.json), and Node's version (its Intl data formats dates).
// A change to any of them gives other keys, and the entries are made again. Entries are written whole (a temporary
// file, then a rename): a build stopped halfway leaves no broken entry. The cache keeps this build's entries only, so
// it does not grow with every edit.
import crypto from 'node:crypto'
import fs from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const CACHE_ROOT = path.join(ROOT, '.cache')

/** The SHA-256 of the parts, in hex: what stands for a large input in a key. */
export const sha256 = (...parts: (string | Buffer)[]) => {
  const hash = crypto.createHash('sha256')
  for (const part of parts) hash.update(part)
  return hash.digest('hex')
}

// `import … from 'x'`, `import type … from 'x'`, `export … from 'x'`, `import 'x'`, `import('x')`, after comments.
const IMPORT = /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[^'"`;]*?\sfrom\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g
const COMMENTS = /^\s*\/\/.*$|^\s*\/\*[\s\S]*?\*\//gm
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.json', '/index.ts', '/index.tsx']
const BUILTINS = new Set(builtinModules)

/** The specifiers a module imports, and whether each is for its types only. */
export function importsOf(source: string): { specifier: string; typeOnly: boolean }[] {
  return [...source.replace(COMMENTS, '').matchAll(IMPORT)].map((match) => ({
    specifier: (match[2] ?? match[3])!,
    typeOnly: match[1] !== undefined,
  }))
}

/** The project file a local specifier names (`@/lib/site`, `./html`), or throws. */
function resolveLocal(specifier: string, from: string, root: string): string {
  const base = specifier.startsWith('@/') ? path.join(root, specifier.slice(2)) : path.resolve(path.dirname(from), specifier)
  for (const extension of EXTENSIONS) {
    const file = base + extension
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file
  }
  throw new Error(`step cache: ${path.relative(root, from)} imports ${specifier}, which is no file of the project`)
}

/** `next/og.js` → next, `@types/mdast` → @types/mdast. */
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

interface LockedPackage {
  version?: string
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}

/** Where npm installed `name` for the package at `from` (`node_modules/a`), as Node resolves it: nearest node_modules first. */
function locate(packages: Record<string, LockedPackage>, name: string, from: string): string | undefined {
  for (let base = from; ; base = base.slice(0, Math.max(0, base.lastIndexOf('/node_modules/')))) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`
    if (packages[candidate]) return candidate
    if (!base) return undefined
  }
}

/** Every installed package `names` need, with its version: the packages, their dependencies, theirs… (package-lock.json). */
export function packageVersions(names: string[], lockFile = path.join(ROOT, 'package-lock.json')): string[] {
  const { packages } = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { packages: Record<string, LockedPackage> }
  const found = new Map<string, string>()
  const visit = (location: string) => {
    if (found.has(location)) return
    const entry = packages[location]!
    found.set(location, entry.version ?? '')
    for (const [deps, required] of [
      [entry.dependencies, true],
      [entry.optionalDependencies, false],
      [entry.peerDependencies, false],
    ] as const) {
      for (const dep of Object.keys(deps ?? {})) {
        const at = locate(packages, dep, location)
        if (at) visit(at)
        else if (required) throw new Error(`step cache: ${location} needs ${dep}, which ${lockFile} does not list`)
      }
    }
  }
  for (const name of names) {
    const at = locate(packages, name, '')
    if (!at) throw new Error(`step cache: ${name} is imported but ${lockFile} does not list it`)
    visit(at)
  }
  return [...found].map(([location, version]) => `${location}@${version}`).sort()
}

/** What a step's code is: `entries` and every project file they import, transitively, and the packages those import. */
export function codeInputs(entries: string[], root = ROOT): { files: Map<string, Buffer>; packages: string[] } {
  const files = new Map<string, Buffer>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    const source = fs.readFileSync(file)
    files.set(file, source)
    if (file.endsWith('.json')) return
    for (const { specifier, typeOnly } of importsOf(source.toString('utf8'))) {
      // A type-only import is erased: it runs no code.
      if (typeOnly || specifier.startsWith('node:') || BUILTINS.has(specifier)) continue
      if (specifier.startsWith('.') || specifier.startsWith('@/')) visit(resolveLocal(specifier, file, root))
      else packages.add(packageName(specifier))
    }
  }
  for (const entry of entries) visit(entry)
  return { files, packages: [...packages].sort() }
}

/**
 * The hash of a step's code: the text of `entries` and of every project file they import, transitively, the version
 * of every package those files import and of their dependencies, and Node's version. `root` is the project's folder.
 */
export function codeHash(entries: string[], { root = ROOT, lockFile = path.join(root, 'package-lock.json') } = {}): string {
  const { files, packages } = codeInputs(entries, root)
  const sources = [...files]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, source]) => `${path.relative(root, file)}\n${sha256(source)}`)
  return sha256(JSON.stringify({ node: process.version, sources, packages: packageVersions(packages, lockFile) }))
}

/**
 * The entries one step keeps in .cache/<name>/, JSON each. `get(input, make)` reads the entry made from `input` under
 * the step's code, or makes and keeps it; `prune()` removes what this build did not use.
 */
export class StepCache {
  readonly dir: string
  /** Entries made by this build, and read back from the cache. */
  made = 0
  reused = 0
  private readonly used = new Set<string>()

  /**
   * `compress`: entries are gzipped (fastest level), for large ones such as whole pages (a finished page of 160 KB
   * takes about 40 KB).
   */
  constructor(
    dir: string,
    private readonly code: string,
    private readonly compress = false,
  ) {
    this.dir = dir
    fs.mkdirSync(dir, { recursive: true })
  }

  key(input: unknown): string {
    return sha256(this.code, '\0', JSON.stringify(input)).slice(0, 40)
  }

  get<T>(input: unknown, make: () => T): T {
    const name = `${this.key(input)}.json${this.compress ? '.gz' : ''}`
    const file = path.join(this.dir, name)
    this.used.add(name)
    let bytes: Buffer | undefined
    try {
      bytes = fs.readFileSync(file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
    if (bytes !== undefined) {
      this.reused++
      try {
        return (JSON.parse((this.compress ? zlib.gunzipSync(bytes) : bytes).toString('utf8')) as { value: T }).value
      } catch (error) {
        throw new Error(`step cache: ${file} is not the JSON this build writes: delete ${this.dir} and build again`, { cause: error })
      }
    }
    const value = make()
    const json = JSON.stringify({ value })
    fs.writeFileSync(`${file}.tmp`, this.compress ? zlib.gzipSync(json, { level: 1 }) : json)
    fs.renameSync(`${file}.tmp`, file)
    this.made++
    return value
  }

  /** The entries this build used (made or read back): what prune() keeps. */
  usedEntries(): string[] {
    return [...this.used]
  }

  /** Removes every entry this build did not use (and any temporary file a stopped build left). */
  prune(): void {
    pruneCache(this.dir, this.used)
  }

  /** "3 made, 180 from .cache/markdown-twins/" */
  summary(): string {
    return cacheSummary(this.dir, this.made, this.reused)
  }
}

/** Removes from a step's cache every entry but `kept` (when the step's work was shared between threads). */
export function pruneCache(dir: string, kept: ReadonlySet<string>): void {
  for (const name of fs.readdirSync(dir)) if (!kept.has(name)) fs.rmSync(path.join(dir, name), { force: true })
}

export function cacheSummary(dir: string, made: number, reused: number): string {
  const relative = path.relative(ROOT, dir)
  return `${made} made, ${reused} from ${relative.startsWith('..') ? dir : relative}/`
}
