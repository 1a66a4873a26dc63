// The site's search in Node: the export's own Pagefind (its pagefind.js, WebAssembly and index, fetched over HTTP as
// the browser fetches them) with the dialog's options and ranking (lib/browser/search.ts: PAGEFIND_OPTIONS, searchPages). What
// the dialog lists for a query, in milliseconds and without a browser: the search floor of npm test
// (tests/export/search-quality.test.ts) and `npm run bench:search -- --node` ask this way; the dialog itself, typing
// and all, is tested in a browser (tests/e2e/search.spec.ts) and measured by `npm run bench:search`.
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { PAGEFIND_OPTIONS, type PagefindModule, SEARCH_TYPES, searchPages, vocabularyOf } from '../lib/browser/search'
import type { Answer, Question } from './search-ask'

/**
 * Serves `dir/pagefind/` on a free port of the loopback interface, in this process: scripts/serve.ts serves the folder
 * it was started on, and bench/site.ts's serveExport starts it as a child process, which a test need not wait for.
 */
async function servePagefind(dir: string): Promise<{ origin: string; close: () => void }> {
  const root = path.join(dir, 'pagefind')
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname))
    fs.readFile(file, (error, data) => {
      // One connection per request: a kept-alive one that the server times out just as fetch reuses it fails the fetch.
      const headers = { connection: 'close' }
      if (error || !file.startsWith(root + path.sep)) res.writeHead(404, headers).end()
      else
        res.writeHead(200, { ...headers, 'content-type': file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream' }).end(data)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }
}

/**
 * Asks each question as the dialog does, in its language, on the export in `dir`: the links the dialog would list, in
 * order. Pagefind picks its index by the page's `<html lang>`, which a stand-in document gives it while it starts.
 */
export async function askInNode(dir: string, questions: Question[]): Promise<Answer[]> {
  const entry = path.join(dir, 'pagefind/pagefind.js')
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`)
  const { origin, close } = await servePagefind(dir)
  const global = globalThis as { document?: unknown }
  if (global.document !== undefined) throw new Error('askInNode runs in Node, where no document exists to stand in for')
  try {
    const pagefind = (await import(pathToFileURL(entry).href)) as PagefindModule
    const answers: Answer[] = []
    for (const lang of ['en', 'fr'] as const) {
      global.document = { querySelector: (selector: string) => (selector === 'html' ? { getAttribute: () => lang } : null) }
      const instance = pagefind.createInstance({ basePath: `${origin}/pagefind/`, baseUrl: '/' })
      await instance.options(PAGEFIND_OPTIONS)
      await instance.init()
      delete global.document
      for (const question of questions.filter((q) => q.lang === lang)) {
        const { pages } = await searchPages(instance, question.question.trim(), SEARCH_TYPES, vocabularyOf(lang))
        answers.push({ question, hrefs: pages.flatMap((page) => page.sections.map((section) => section.url)) })
      }
    }
    return answers
  } finally {
    delete global.document
    close()
  }
}
