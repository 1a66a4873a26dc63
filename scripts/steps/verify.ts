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
import { twinProblems } from './markdown'
import { resolveFile } from '../serve'

/** Whether a URL path is a file of the export, as a CDN with clean URLs serves it (`/blog` → blog.html). */
const resolvesIn = (outDir: string) => (urlPath: string) => urlPath === '/' || resolveFile(urlPath, outDir) !== null

/** What is wrong with one exported page (its text as read from disk). */
export function pageProblems(outDir: string, html: string, doc: Document = readHtml(html)): string[] {
  const problems = [...deferralProblems(doc), ...policyProblems(doc), ...twinProblems(outDir, doc, resolvesIn(outDir))]
  if (!html.startsWith(BOM)) problems.push('no byte order mark')
  const card = find(doc, (el) => el.tagName === 'meta' && attr(el, 'property') === 'og:image')
  if (card) {
    const file = path.join(outDir, new URL(attr(card, 'content')!).pathname)
    if (!fs.existsSync(file)) problems.push(`its social card ${attr(card, 'content')} is not in the export`)
  }
  return problems
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
