// What a finished page must hold, checked on the page as written (scripts/steps/finish-pages.ts checks each page it
// writes), so that a broken promise of an earlier step stops the build, naming the page:
//   - no chunk script is live, and the deferred ones have their one loader (./defer-scripts.ts);
//   - its Content-Security-Policy is the first element of <head> and allows each of its inline scripts and styles,
//     Google's only where the page has analytics, and the page starts with its byte order mark (./headers.ts);
//   - the social card it names is in the export (./og-images.ts);
//   - the Markdown twin it names is there, with its title and headings, and its links lead somewhere (./markdown.ts).
// `npx tsx scripts/steps/verify.ts [outDir=out]` checks an export again, after a hand edit or another tool.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { deferralProblems } from './defer-scripts'
import { policyProblems } from './headers'
import { attr, BOM, type Document, find, htmlFiles, readHtml } from './html'
import { markdownHeadings, problemsOfTwin, type TwinOfPage, twinOfPage, type TwinOutline } from './markdown'
import { resolveFile } from '../serve'

/** Whether a URL path is a file of the export, as a CDN with clean URLs serves it (`/blog` → blog.html). */
const resolvesIn = (outDir: string) => (urlPath: string) => urlPath === '/' || resolveFile(urlPath, outDir) !== null

/** The other files of the export a page names and promises: its social card and its Markdown twin (read from its HTML). */
export interface PageRefs {
  /** Its og:image. */
  card?: string
  twin?: TwinOfPage
}

export function pageRefs(doc: Document): PageRefs {
  const card = find(doc, (el) => el.tagName === 'meta' && attr(el, 'property') === 'og:image')
  return { card: card && attr(card, 'content'), twin: twinOfPage(doc) }
}

/** What is wrong with a page's own text: a live chunk script, its policy, its byte order mark. */
export function textProblems(html: string, doc: Document = readHtml(html)): string[] {
  return [...deferralProblems(doc), ...policyProblems(doc), ...(html.startsWith(BOM) ? [] : ['no byte order mark'])]
}

/**
 * What is wrong with the files a page names, as they are in the export now: its Markdown twin (there, with the page's
 * title and headings, its links leading somewhere) and its social card. `outlineOf` reads a twin's outline
 * (problemsOfTwin).
 */
export function refProblems(
  outDir: string,
  { card, twin }: PageRefs,
  outlineOf: (markdown: string) => TwinOutline = markdownHeadings,
): string[] {
  const problems = twin ? problemsOfTwin(outDir, twin, resolvesIn(outDir), outlineOf) : []
  if (card && !fs.existsSync(path.join(outDir, new URL(card).pathname))) problems.push(`its social card ${card} is not in the export`)
  return problems
}

/** What is wrong with one exported page (its text as read from disk). */
export function pageProblems(outDir: string, html: string, doc: Document = readHtml(html)): string[] {
  return [...textProblems(html, doc), ...refProblems(outDir, pageRefs(doc))]
}

/** Every problem of every page of `outDir`, each prefixed with the page. */
export function exportProblems(outDir: string): string[] {
  return htmlFiles(outDir, ['_next', 'pagefind']).flatMap((rel) =>
    pageProblems(outDir, fs.readFileSync(path.join(outDir, rel), 'utf8')).map((problem) => `/${rel}: ${problem}`),
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = path.resolve(process.argv[2] ?? 'out')
  const problems = exportProblems(outDir)
  if (problems.length > 0) throw new Error(`verify: ${problems.length} problems in the export:\n  ${problems.join('\n  ')}`)
  console.log(
    `${htmlFiles(outDir, ['_next', 'pagefind']).length} pages: scripts deferred, policy first and complete, cards and Markdown twins present`,
  )
}
