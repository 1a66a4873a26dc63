// English first, French later: a help page or post written in English only is shown at its French URL in English,
// under a French notice, and is kept out of everything that lists French pages. The shipped content is fully
// translated (`npm run translations -- --strict`), so here the list is empty and the first test proves no French page
// shows the notice by mistake; the other checks run on any build that has pages waiting for their translation.
import fs from 'node:fs'
import path from 'node:path'
import { allDocs, allPosts } from 'contentlayer/generated'
import { describe, expect, it } from 'vitest'
import fr from '../../messages/fr.json'
import { attr, find, findAll } from '../../scripts/build/html.mjs'
import { type Locale, localePath, locales } from '../../lib/i18n'
import { allByTestId, contentPages, documentOf, links, meta, OUT, pageAt, SITE, textOf } from './export'

/** The French URL of every page written in English only, with the kind of notice it shows. */
const untranslated = [
  ...[...allDocs].map((d) => ({ ...d, kind: 'page' as const })),
  ...allPosts.filter((p) => !p.draft).map((p) => ({ ...p, kind: 'post' as const })),
]
  .filter((item, _, all) => item.locale === 'en' && !all.some((other) => other.slug === item.slug && other.locale === 'fr'))
  .flatMap((item) => locales.filter((l) => l !== 'en').map((locale: Locale) => ({ ...item, url: localePath(locale, item.path) })))

it('the pages showing the “not translated yet” notice are exactly those written in English only', () => {
  const withNotice = contentPages.filter((page) => allByTestId(documentOf(page), 'untranslated-notice').length > 0).map((p) => p.url)
  expect(withNotice.sort()).toEqual(untranslated.map((item) => item.url).sort())
})

describe.runIf(untranslated.length > 0)('a page not translated yet', () => {
  it.each(untranslated)('$url shows the English text under a French notice, canonical to English, not indexed', (item) => {
    const doc = documentOf(item.url)
    const english = `${SITE}${item.path}`
    expect(textOf(allByTestId(doc, 'untranslated-notice')[0])).toBe(fr.Untranslated[item.kind])
    expect(attr(find(doc, 'article')!, 'lang')).toBe('en')
    expect(attr(find(doc, 'article')!, 'data-pagefind-body')).toBeUndefined()
    expect(links(doc, 'canonical').map((l) => attr(l, 'href'))).toEqual([english])
    expect(meta(doc, 'robots')).toMatch(/noindex/)
    expect(findAll(doc, (el) => el.tagName === 'link' && attr(el, 'hreflang') !== undefined)).toEqual([])
    // Its English original names no French alternate.
    expect(links(documentOf(pageAt(item.path)!), 'alternate').map((l) => attr(l, 'hreflang'))).not.toContain('fr')
  })

  it('is left out of the French sitemap, search index and feeds', () => {
    // An absolute URL ends where the XML text (`<loc>…</loc>`, `<link>…</link>`) or attribute (`href="…"`) ends.
    const urls = untranslated.map((item) => `${SITE}${item.url}`)
    for (const file of ['sitemap.xml', 'fr/blog/rss.xml', 'fr/blog/atom.xml']) {
      const xml = fs.readFileSync(path.join(OUT, file), 'utf8')
      expect(
        urls.filter((url) => xml.includes(`${url}<`) || xml.includes(`${url}"`)),
        file,
      ).toEqual([])
    }
    const entry = JSON.parse(fs.readFileSync(path.join(OUT, 'pagefind/pagefind-entry.json'), 'utf8'))
    const frenchBodies = contentPages.filter(
      (p) => p.locale === 'fr' && find(documentOf(p), (el) => attr(el, 'data-pagefind-body') !== undefined),
    )
    expect(entry.languages.fr.page_count).toBe(frenchBodies.length)
  })
})
