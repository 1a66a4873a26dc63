// Post-build step: the static full-text search index of the help pages and blog posts (Pagefind), written to
// out/pagefind/. Only pages carrying `data-pagefind-body` (the article of a docs page or a post) are indexed,
// and Pagefind splits them by <html lang>: French pages search French pages only, English pages English ones.
// Pages are added with the clean URL the site shows (/docs/intro, /fr/blog/how-to-negotiate), not the file name.
import fs from 'node:fs/promises'
import path from 'node:path'
import * as pagefind from 'pagefind'
import { htmlFiles } from './html-files.mjs'
import { attr, find, hasAttr, readHtml } from './html.mjs'

export const SEARCH_DIR = 'pagefind'
const SKIPPED_DIRS = new Set(['_next', SEARCH_DIR])
// What Pagefind writes for its ready-made UIs and for pages without a language: the site ships neither.
const UNUSED_FILE = /^(pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)|wasm\.unknown\.pagefind)$/
// The "#" link that every docs and post heading carries would end up in excerpts ("Good to know#").
const EXCLUDED = ['h2 > a[href^="#"]', 'h3 > a[href^="#"]', 'h4 > a[href^="#"]']
// Files are read and sent a few at a time: enough to keep Pagefind busy without holding every page in memory.
const BATCH = 16

/** `docs/intro.html` → `/docs/intro`, `fr/index.html` → `/fr`, `index.html` → `/`. */
export function pageUrl(relativeFile) {
  const url = `/${relativeFile.split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '')
  return url || '/'
}

async function folderSize(dir) {
  let bytes = 0
  let files = 0
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    bytes += (await fs.stat(path.join(entry.parentPath, entry.name))).size
    files++
  }
  return { bytes, files }
}

export async function run(outDir) {
  const target = path.join(outDir, SEARCH_DIR)
  await fs.rm(target, { recursive: true, force: true })
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDED })
  if (!index) throw new Error(`search-index: Pagefind did not start: ${errors.join('; ')}`)
  try {
    const perLanguage = {}
    // Sorted, and added in this order: the same export always gives the same index files.
    const files = htmlFiles(outDir, [...SKIPPED_DIRS])
    for (let i = 0; i < files.length; i += BATCH) {
      const batch = await Promise.all(
        files.slice(i, i + BATCH).map(async (file) => ({ file, content: await fs.readFile(path.join(outDir, file), 'utf8') })),
      )
      for (const { file, content } of batch) {
        const doc = readHtml(content)
        if (!find(doc, (el) => hasAttr(el, 'data-pagefind-body'))) continue
        const lang = attr(find(doc, 'html'), 'lang')
        if (!lang) throw new Error(`search-index: ${file} has no <html lang>, so it would land in no language's index`)
        const added = await index.addHTMLFile({ url: pageUrl(file), content })
        if (added.errors.length > 0) throw new Error(`search-index: ${file}: ${added.errors.join('; ')}`)
        perLanguage[lang] = (perLanguage[lang] ?? 0) + 1
      }
    }
    const written = await index.writeFiles({ outputPath: target })
    if (written.errors.length > 0) throw new Error(`search-index: ${written.errors.join('; ')}`)

    // Pagefind's own record of what it indexed must agree with the pages found: one index per language.
    const entryFile = path.join(target, 'pagefind-entry.json')
    const entry = JSON.parse(await fs.readFile(entryFile, 'utf8'))
    // Pagefind lists the languages in no fixed order: sorted, two builds of one commit give the same file.
    entry.languages = Object.fromEntries(Object.entries(entry.languages).sort(([a], [b]) => a.localeCompare(b)))
    await fs.writeFile(entryFile, JSON.stringify(entry))
    const counts = Object.fromEntries(Object.entries(entry.languages).map(([lang, info]) => [lang, info.page_count]))
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0)
    if (total === 0) throw new Error('search-index: no page carries data-pagefind-body, the search would find nothing')
    for (const [lang, n] of Object.entries(perLanguage)) {
      if (counts[lang] !== n) throw new Error(`search-index: ${n} ${lang} pages found but ${counts[lang] ?? 0} indexed`)
    }

    for (const name of await fs.readdir(target)) if (UNUSED_FILE.test(name)) await fs.rm(path.join(target, name))
    const { bytes, files: fileCount } = await folderSize(target)
    const languages = Object.entries(counts)
      .map(([lang, n]) => `${lang} ${n}`)
      .join(', ')
    return `indexed ${total} pages (${languages}) into ${SEARCH_DIR}/: ${fileCount} files, ${(bytes / 1024).toFixed(0)} KB`
  } finally {
    await pagefind.close()
  }
}
