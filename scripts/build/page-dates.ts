// Build step, before the sitemap: when each exported page last changed (lib/page-dates.ts), written to
// .next/page-dates.json for next-sitemap.config.js, which gives each <url> its <lastmod>. Help pages and posts come
// from Contentlayer's output (their `lastModified`), other pages from one pass over git's history of the files
// they are built from. A page that no rule knows stops the build, naming it.
import fs from 'node:fs'
import path from 'node:path'
import { type DatedContent, PAGE_SOURCES, pageDate } from '@/lib/page-dates'
import { readGitFiles } from '@/lib/git-history'
import { htmlFiles } from './html-files.mjs'

export const PAGE_DATES_FILE = '.next/page-dates.json'
const NOT_A_PAGE = new Set(['_not-found.html'])

/** `blog.html` → `/blog`, `fr.html` → `/fr`, `index.html` → `/`. */
const urlOfFile = (file: string) => `/${file}`.replace(/(\/index)?\.html$/, '') || '/'

const generated = (type: 'Doc' | 'Post'): DatedContent[] =>
  JSON.parse(fs.readFileSync(path.join('.contentlayer/generated', type, '_index.json'), 'utf8'))

export async function run(outDir: string): Promise<string> {
  const git = readGitFiles(process.cwd(), [...new Set(PAGE_SOURCES.flatMap(([, sources]) => sources))])
  const inputs = { docs: generated('Doc'), posts: generated('Post'), lastCommitOf: (paths: string[]) => git.lastCommitUnder(paths)?.date }
  const dates: Record<string, string> = {}
  let undated = 0
  for (const file of htmlFiles(outDir, ['_next', 'pagefind']).filter((f) => !NOT_A_PAGE.has(f))) {
    const url = urlOfFile(file)
    const date = pageDate(url, inputs)
    if (date) dates[url] = date
    else undated++
  }
  fs.mkdirSync(path.dirname(PAGE_DATES_FILE), { recursive: true })
  fs.writeFileSync(PAGE_DATES_FILE, `${JSON.stringify(dates, null, 1)}\n`)
  const why = git.unavailable ? ` (${git.unavailable}: git cannot date them)` : ''
  return `${Object.keys(dates).length} pages dated, ${undated} without a date${why}`
}
