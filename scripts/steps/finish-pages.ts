// The build's last step: every page finished and checked in one pass over the export, each page read, parsed and
// written once, the pages shared between the machine's cores (worker threads). For each page:
//   0. React's payload loses its copy of the stylesheets and of the long inline scripts the page carries (./flight.ts);
//   1. its chunk scripts are deferred until the first paint (./defer-scripts.ts);
//   2. its security policy is written as the first element of <head>, with the hash of each of its inline scripts and
//      styles as they will be once deferred, and Google's analytics script only where the page can load it
//      (./headers.ts); the page starts with a byte order mark;
//   3. the written page is parsed again and checked as a whole (./verify.ts): scripts deferred, policy first and
//      complete, social card and Markdown twin present and faithful;
//   4. its ids and the targets of its links are collected, and once every page is done, every link of the site is
//      checked against them (./links.ts).
// The edits of 0–2 come from the one parse of the page as Next wrote it and are spliced into its text together.
// Any problem stops the build once every page has been through: all of them are listed, each naming its page, so
// that a writer fixes every broken link, anchor and twin of a change in one go. Then out/_headers is written (./headers.ts), and the route
// data files lose their copy of the stylesheets every page carries, and their scripts' text (./flight.ts).
//
// It also checks, cheaply, what it bets on Next's output (docs/architecture.md, "Bets on Next.js and React internals";
// each error names its row as `[bet: <id>]`): a page that carries React's payload carries its stylesheet inline and
// has its route data beside it, and the head script runs (./head-script-check.ts). Its summary says when the installed
// Next.js or React is not the one the bets were verified with (./bets.ts).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { bet, installedVersions, versionNotice } from './bets'
import { deferralEdits, LOADER } from './defer-scripts'
import { pagePayloadEdits, type PayloadOptions, stripRouteData } from './flight'
import { headScriptProblems } from './head-script-check'
import {
  contentSecurityPolicy,
  cspHash,
  HEADER_RULES,
  HEADERS_FILE,
  pageHashes,
  policyEdit,
  stylesheetHashes,
  writeHeadersFile,
} from './headers'
import { applyEdits, attr, BOM, type Document, find, findAll, htmlFiles, parseHtml, readHtml, text, withoutBom } from './html'
import { brokenLinks, type PageLinks, pageLinks } from './links'
import { markdownHeadings } from './markdown'
import { CACHE_ROOT, cacheSummary, codeHash, pruneCache, sha256, StepCache } from './step-cache'
import { type PageRefs, pageRefs, refProblems, textProblems } from './verify'
import { INLINE_SCRIPT, INLINE_SCRIPTS } from '@/lib/data-attributes/page'
import { site } from '@/lib/site'

export type FinishOptions = PayloadOptions

interface Finished {
  /** The stylesheets the page carries inline, by href. */
  stylesheets: string[]
  /** Bytes of stylesheet and script text taken out of its payload. */
  saved: number
  deferred: number
  scripts: number
  styles: number
  policy: number
  links: PageLinks
  /** The text of its head script (lib/head-script.ts), if it has one. */
  headScript?: string
}

/**
 * What a client-side navigation to the page fetches, if missing: `<page>.txt` beside it (`index.txt` for index.html).
 * Otherwise a navigation to it would load it in full, and its route data would keep its copy of the stylesheet unseen
 * (stripRouteData reads that name), or Next names it differently now.
 */
function missingRouteData(outDir: string, rel: string): string[] {
  const page = rel.slice(0, -'.html'.length)
  return fs.existsSync(path.join(outDir, `${page}.txt`)) ? [] : [`/${page}.txt`]
}

/** A page finished, from its text alone (finishText): what is kept in the cache. */
interface FinishedText {
  /** The page as it is written. */
  written: string
  /** It carries React's payload: its route data must be beside it. */
  payload: boolean
  finished: Finished
  /** What is wrong with its own text (./verify.ts, textProblems). */
  problems: string[]
  /** The other files it names, checked in the export as it is, every build (./verify.ts, refProblems). */
  refs: PageRefs
}

/**
 * A page finished from its text as Next wrote it: reads nothing but its arguments (with the step's code, the key of
 * its cache entry). Throws naming what is wrong with the text that stops it from being finished.
 */
function finishText({
  rel,
  html,
  stylesheets,
  options,
}: {
  rel: string
  html: string
  stylesheets: string[]
  options: FinishOptions
}): FinishedText {
  const doc = parseHtml(html)
  // First, as it changes the tree the other steps read: the payload's copy of the page's inline stylesheets and scripts.
  const payload = pagePayloadEdits(doc, options)
  if (payload.payload && payload.stylesheets.length === 0) {
    const linked = findAll(doc, (el) => el.tagName === 'link' && attr(el, 'rel') === 'stylesheet').map((el) => attr(el, 'href'))
    throw new Error(
      `the page carries React's payload but no stylesheet inline (<style data-href>)${linked.length > 0 ? `, and links ${linked.join(', ')}` : ''} ${bet('inline-css')}: ` +
        "experimental.inlineCss no longer inlines it, and each visit would wait for the stylesheet's round trip before its first paint",
    )
  }
  const edits = deferralEdits(doc)
  const hashes = pageHashes(doc)
  if (hashes.blocked.length > 0) {
    const unknown = hashes.blocked.some((what) => what.startsWith('an inline script of no known kind'))
    throw new Error(
      `${hashes.blocked.join(', ')}: the page's Content-Security-Policy allows only inline scripts of a known kind, by hash${unknown ? ` ${bet('inline-script-kinds')}` : ''}`,
    )
  }
  const deferred = edits.length > 0
  const scripts = deferred ? [...new Set([...hashes.scripts, cspHash(LOADER)])].sort() : hashes.scripts
  const policy = contentSecurityPolicy({ scripts, styles: [...hashes.styles, ...stylesheets], analytics: hashes.analytics })
  const written = BOM + applyEdits(html, [...payload.edits, ...edits, policyEdit(doc, policy)])
  const writtenDoc = readHtml(written)
  return {
    written,
    payload: payload.payload,
    problems: textProblems(written, writtenDoc),
    refs: pageRefs(writtenDoc),
    finished: {
      stylesheets: payload.stylesheets,
      saved: payload.saved,
      deferred: deferred ? edits.filter((e) => e.text.includes('data-src=')).length : 0,
      scripts: scripts.length,
      styles: hashes.styles.length,
      policy: policy.length,
      links: pageLinks(rel, doc),
      headScript: headScriptOf(doc),
    },
  }
}

/** The caches of the finish pass: finished pages, and the outlines of Markdown twins (what the checks read of them). */
export interface FinishCaches {
  pages: StepCache
  outlines: StepCache
}

/**
 * Finishes one page in place (`rel`: its path under outDir); throws naming what is wrong. With caches, a page whose
 * text, the build's stylesheets and the options are those of an entry is finished as that entry says; what the page
 * promises of other files (its route data, twin, card, links) is checked against the export every build all the same,
 * a twin's outline read from the cache when the twin's text is that of an entry.
 */
export function finishPage(
  outDir: string,
  rel: string,
  stylesheets: string[],
  options: FinishOptions = {},
  caches?: FinishCaches,
): Finished {
  const file = path.join(outDir, rel)
  // TextDecoder decodes like the browser: BOM dropped, invalid bytes as U+FFFD.
  const html = withoutBom(new TextDecoder('utf-8').decode(fs.readFileSync(file)))
  const input = { rel, html, stylesheets, options }
  // The key holds the page's text by its hash: serialising 160 KB of HTML into the key would cost more than hashing it.
  const page = caches ? caches.pages.get({ ...input, html: sha256(html) }, () => finishText(input)) : finishText(input)
  const missing = page.payload ? missingRouteData(outDir, rel) : []
  if (missing.length > 0) {
    throw new Error(
      `its route data is not where a client-side navigation fetches it: no ${missing.join(', ')} ${bet('route-data')}. ` +
        "Next's export names it differently now: a navigation to the page would load it in full, and its route data would keep its copy of the stylesheet",
    )
  }
  // Parsing a twin's Markdown costs more than the rest of a page read back from the cache: its outline is kept too.
  const outlineOf = caches && ((markdown: string) => caches.outlines.get({ twin: sha256(markdown) }, () => markdownHeadings(markdown)))
  const problems = [...page.problems, ...refProblems(outDir, page.refs, outlineOf)]
  if (problems.length > 0) throw new Error(problems.join('; '))
  fs.writeFileSync(file, page.written)
  return page.finished
}

function headScriptOf(doc: Document): string | undefined {
  const el = find(doc, (e) => e.tagName === 'script' && attr(e, INLINE_SCRIPT.name) === INLINE_SCRIPTS.head)
  return el && text(el)
}

interface Job {
  outDir: string
  files: string[]
  stylesheets: string[]
  options: FinishOptions
  /** The cache's folder and the step's code hash, if the pages are cached. */
  cache?: { dir: string; code: string }
}
interface Outcome {
  finished: Finished[]
  /** What was wrong with the pages that could not be finished, each naming its page. */
  errors: string[]
  /** Pages finished anew and read from the cache, and the cache entries used. */
  made: number
  reused: number
  entries: string[]
}

function finishAll({ outDir, files, stylesheets, options, cache }: Job): Outcome {
  const caches = cache && {
    pages: new StepCache(cache.dir, cache.code, true),
    outlines: new StepCache(cache.dir, cache.code),
  }
  const outcome: Outcome = { finished: [], errors: [], made: 0, reused: 0, entries: [] }
  for (const rel of files) {
    try {
      outcome.finished.push(finishPage(outDir, rel, stylesheets, options, caches))
    } catch (error) {
      outcome.errors.push(`/${rel}: ${(error as Error).message}`)
    }
  }
  if (!caches) return outcome
  const { pages, outlines } = caches
  return { ...outcome, made: pages.made, reused: pages.reused, entries: [...pages.usedEntries(), ...outlines.usedEntries()] }
}

/** Runs a share of the pages in a worker thread: this same module, loaded through tsx as the build is. */
function inWorker(job: Job): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    // Node 20 starts a worker without the tsx loader of the build: the worker loads this module through tsx's API.
    const load = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ tsImport }) => tsImport(${JSON.stringify(import.meta.url)}, ${JSON.stringify(import.meta.url)}))`
    const worker = new Worker(load, { eval: true, workerData: { finishPages: job } })
    worker.once('message', resolve)
    worker.once('error', reject)
    worker.once('exit', (code) => code !== 0 && reject(new Error(`a finish-pages worker stopped with exit code ${code}`)))
  })
}

/**
 * The stylesheets every page carries inline, which a route data file need not carry again: a client-side navigation
 * starts from a page, and React uses the `<style>` already in its document. A page with no stylesheet, which carries no
 * React payload either (finishPage stops on one that does), is left out: no navigation starts from it.
 */
function everyPagesStylesheets(finished: Finished[]): Set<string> {
  const styled = finished.filter((f) => f.stylesheets.length > 0)
  return new Set(styled[0]?.stylesheets.filter((href) => styled.every((f) => f.stylesheets.includes(href))))
}

/** Pages per worker below which a thread costs more than it saves (and tests, under vitest, stay in one thread). */
const PAGES_PER_WORKER = 150

export const CACHE_DIR = path.join(CACHE_ROOT, 'finish-pages')

/**
 * `options` are for tests (FinishOptions); the build runs with none. `cacheDir`: where each finished page is kept
 * (the build's stage gives CACHE_DIR; none, no cache); `code`: the hash that stands for this step's code (tests).
 */
export async function run(
  outDir: string,
  options: FinishOptions = {},
  { cacheDir, code }: { cacheDir?: string; code?: string } = {},
): Promise<string> {
  const files = htmlFiles(outDir, ['_next', 'pagefind'])
  const stylesheets = stylesheetHashes(outDir)
  const threads = Math.max(1, Math.min(os.availableParallelism(), Math.floor(files.length / PAGES_PER_WORKER)))
  const shares = Array.from({ length: threads }, (_, i) => files.filter((_, n) => n % threads === i))
  const cache = cacheDir ? { dir: cacheDir, code: code ?? codeHash([fileURLToPath(import.meta.url)]) } : undefined
  if (cache) fs.mkdirSync(cache.dir, { recursive: true })
  const outcomes =
    threads === 1
      ? [finishAll({ outDir, files, stylesheets, options, cache })]
      : await Promise.all(shares.map((share) => inWorker({ outDir, files: share, stylesheets, options, cache })))
  // The cache keeps the pages of this build only (those that stopped it too: their entries are still right).
  if (cache) pruneCache(cache.dir, new Set(outcomes.flatMap((o) => o.entries)))
  const finished = outcomes.flatMap((o) => o.finished)
  const headScripts = new Set(finished.flatMap((f) => (f.headScript === undefined ? [] : [f.headScript])))
  const problems = [
    ...outcomes.flatMap((o) => o.errors),
    ...[...headScripts].flatMap(headScriptProblems),
    ...brokenLinks(
      outDir,
      finished.map((f) => f.links),
      new URL(site.url).origin,
    ),
  ]
  if (problems.length > 0) throw new Error(`finish pages: ${problems.length} problems:\n  ${problems.join('\n  ')}`)
  writeHeadersFile(outDir)
  const routeData = stripRouteData(outDir, options.cutStylesheets === false ? new Set() : everyPagesStylesheets(finished))
  const notice = versionNotice(installedVersions())
  const sum = (key: 'saved' | 'deferred' | 'scripts' | 'styles') => finished.reduce((total, f) => total + f[key], 0)
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`
  const cached = cache
    ? ` (${cacheSummary(
        cache.dir,
        outcomes.reduce((n, o) => n + o.made, 0),
        outcomes.reduce((n, o) => n + o.reused, 0),
      )})`
    : ''
  return [
    `${finished.length} pages in ${threads} thread${threads > 1 ? 's' : ''}${cached}: ${sum('deferred')} chunk scripts deferred until the first paint`,
    `the payload's copy of inline stylesheets and scripts taken out of ${finished.filter((f) => f.saved > 0).length} pages (${mb(sum('saved'))}), the stylesheet's and scripts' out of ${routeData.files} route data files (${mb(routeData.saved)})`,
    `policies with ${sum('scripts')} inline script and ${sum('styles')} inline style hashes (longest ${Math.max(...finished.map((f) => f.policy))} characters)`,
    `each page checked again; ${HEADER_RULES.length} rules in ${HEADERS_FILE}`,
  ]
    .join('; ')
    .concat(notice ? `\n${notice}` : '')
}

// In a worker of run(): the job it was given. (Not in any other worker thread that imports this module, vitest's.)
const job = isMainThread ? undefined : (workerData as { finishPages?: Job } | null)?.finishPages
if (job) parentPort!.postMessage(finishAll(job))
else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(await run(path.resolve(process.argv[2] ?? 'out')))
