// Build step, before the sitemap: what next-sitemap.config.js needs that only TypeScript code knows, written to
// .next/sitemap-data.json: when each exported page last changed (lib/page-dates.ts), for each <url>'s <lastmod>, and
// robots.txt's rules for AI crawlers (lib/robots.ts, the company's choice in lib/site.ts). Help pages and posts are
// dated from Contentlayer's output (their `lastModified`), other pages from one pass over git's history of the files
// they are built from. A page that no rule knows stops the build, naming it.
import fs from 'node:fs'
import path from 'node:path'
import { type DatedContent, PAGE_SOURCES, pageDate } from '@/lib/page-dates'
import { readGitFiles } from '@/lib/git-history'
import { robotsPolicies } from '@/lib/robots'
import { site } from '@/lib/site'
import { htmlFiles } from './html'
import { generated } from './markdown'
import { pageUrl } from './search-index'

export const SITEMAP_DATA_FILE = '.next/sitemap-data.json'

export async function run(outDir: string): Promise<string> {
  const git = readGitFiles(process.cwd(), [...new Set(PAGE_SOURCES.flatMap(([, sources]) => sources))])
  const inputs = {
    docs: generated<DatedContent>('Doc'),
    posts: generated<DatedContent>('Post'),
    lastCommitOf: (paths: string[]) => git.lastCommitUnder(paths)?.date,
  }
  const dates: Record<string, string> = {}
  let undated = 0
  for (const file of htmlFiles(outDir, ['_next', 'pagefind'])) {
    const url = pageUrl(file)
    const date = pageDate(url, inputs)
    if (date) dates[url] = date
    else undated++
  }
  const robots = robotsPolicies(site.aiTrainingCrawlers)
  fs.mkdirSync(path.dirname(SITEMAP_DATA_FILE), { recursive: true })
  fs.writeFileSync(SITEMAP_DATA_FILE, `${JSON.stringify({ pageDates: dates, robots }, null, 1)}\n`)
  const why = git.unavailable ? ` (${git.unavailable}: git cannot date them)` : ''
  return `${Object.keys(dates).length} pages dated, ${undated} without a date${why}; AI training crawlers: ${site.aiTrainingCrawlers}`
}
