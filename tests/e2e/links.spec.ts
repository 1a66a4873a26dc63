// Every internal link and #anchor of every exported page resolves (DECISIONS: none broken ships).
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './fixtures'
import { exportedPages, OUT } from './site'

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')

function htmlFile(urlPath: string): string | null {
  const base = path.join(OUT, urlPath)
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return null
}

const idsCache = new Map<string, Set<string>>()
function idsOf(file: string): Set<string> {
  if (!idsCache.has(file)) {
    const html = fs.readFileSync(file, 'utf8')
    idsCache.set(file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1]))))
  }
  return idsCache.get(file)!
}

test('every internal link and anchor resolves', () => {
  const broken: string[] = []
  for (const page of exportedPages()) {
    const file = htmlFile(page)!
    const html = fs.readFileSync(file, 'utf8')
    for (const match of html.matchAll(/<a\s[^>]*href="([^"]*)"/g)) {
      const href = decode(match[1])
      if (/^(https?:|mailto:|tel:|\/\/)/.test(href)) continue
      const url = new URL(href, `http://site${page}`)
      const target = url.pathname === page || href.startsWith('#') ? file : htmlFile(decodeURIComponent(url.pathname))
      if (!target) {
        broken.push(`${page}: ${href} (no such page)`)
        continue
      }
      const hash = decodeURIComponent(url.hash.slice(1))
      if (hash && target.endsWith('.html') && !idsOf(target).has(hash)) broken.push(`${page}: ${href} (no #${hash} there)`)
    }
  }
  expect(broken).toEqual([])
})
