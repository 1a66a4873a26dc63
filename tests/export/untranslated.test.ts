// English first, French later: a help page or post written in English only is shown at its French URL in English,
// under a French notice, and is kept out of everything that lists French pages; a French page whose English changed
// since it was translated says so under its title, with a link to the English page, and stays indexed. Each check
// holds whatever the content is: with nothing waiting for French, it proves no page shows a notice by mistake
// (tests/scenarios/writer-changes.test.ts builds a project with pages waiting, and runs these same checks on it).
import fs from 'node:fs'
import path from 'node:path'
import { allDocs, allPosts } from 'contentlayer/generated'
import { describe, expect, it } from 'vitest'
import fr from '../../messages/fr.json'
import { attr, find, findAll } from '../../scripts/steps/html'
import { typesetFrench } from '../../lib/french-typography'
import { readGitFiles } from '../../lib/git-history'
import { type Locale, localePath, locales } from '../../lib/i18n'
import { isPageOutdated, readChecked } from '../../lib/outdated-translations'
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
    expect(textOf(allByTestId(doc, 'untranslated-notice')[0])).toBe(typesetFrench(fr.Untranslated[item.kind]))
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

describe('a translation its English original changed after', () => {
  // Told from git here, independently of the build's own computation (contentlayer.config.ts).
  const git = readGitFiles(process.cwd(), ['content'])
  const checked = readChecked(process.cwd())
  const outdated = [
    ...allDocs.map((d) => ({ ...d, section: 'docs' })),
    ...allPosts.filter((p) => !p.draft).map((p) => ({ ...p, section: 'blog' })),
  ]
    .filter((item) => item.locale !== 'en')
    .filter((item) => {
      const english = `content/${item.section}/en/${item.slug}.mdx`
      if (!fs.existsSync(english)) return false
      const pair = {
        id: `${item.section}/${item.slug}`,
        english,
        french: `content/${item._raw.sourceFilePath}`,
        englishText: fs.readFileSync(english, 'utf8'),
      }
      return isPageOutdated(pair, git, checked)
    })

  it('shows the notice under its title, with a link to its English page; no other page does', () => {
    const withNotice = contentPages.filter((page) => allByTestId(documentOf(page), 'outdated-notice').length > 0)
    expect(withNotice.map((p) => p.url).sort()).toEqual(outdated.map((item) => localePath(item.locale as Locale, item.path)).sort())
    for (const item of outdated) {
      const doc = documentOf(localePath(item.locale as Locale, item.path))
      const notice = allByTestId(doc, 'outdated-notice')[0]
      expect(findAll(notice, 'a').map((a) => attr(a, 'href'))).toEqual([item.path])
      // Still the page to find in its language.
      expect(meta(doc, 'robots') ?? '').not.toMatch(/noindex/)
      expect(attr(find(doc, 'article')!, 'data-pagefind-body')).toBeDefined()
    }
  })
})
