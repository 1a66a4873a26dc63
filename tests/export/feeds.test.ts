// @vitest-environment jsdom
// sitemap.xml, robots.txt and the blog feeds as written into out/ by `npm run build`, parsed as XML: each lists exactly
// the pages it should.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { allPosts } from 'contentlayer/generated'
import { describe, expect, it } from 'vitest'
import { readGitFiles } from '../../lib/git-history'
import { localePath, locales, splitLocale } from '../../lib/i18n'
import { ASSISTANT_CRAWLERS, TRAINING_CRAWLERS } from '../../lib/robots'
import { site } from '../../lib/site'
import { templateOf } from '../templates'
import { attr } from '../../scripts/steps/html'
import { contentPages, documentOf, jsonLd, links, meta, OUT, type Page, pageAt, SITE, sitePath } from './export'

/** Parses an XML file of the export (jsdom's DOMParser); throws with the parser's message when it is not well-formed. */
function xml(file: string): Document {
  const doc = new DOMParser().parseFromString(fs.readFileSync(path.join(OUT, file), 'utf8'), 'application/xml')
  const error = doc.querySelector('parsererror')
  if (error) throw new Error(`${file} is not well-formed XML: ${error.textContent}`)
  return doc
}

const indexed = (page: Page) => !/noindex/.test(meta(documentOf(page), 'robots') ?? '')
const pathOf = (url: string | null | undefined) => sitePath(url ?? '') ?? `(not on the site) ${url}`

describe('sitemap.xml', () => {
  const doc = xml('sitemap.xml')
  const entries = [...doc.getElementsByTagName('url')]

  it('lists every indexed page in both languages, /get, /download and the tag pages apart [bet: sitemap-manifests]', () => {
    const listed = entries.map((url) => pathOf(url.getElementsByTagName('loc')[0]?.textContent)).sort()
    const expected = contentPages
      .filter(indexed)
      .filter((p) => !/^\/(get|download|blog\/tags\/.+)$/.test(splitLocale(p.url).path))
      .map((p) => p.url)
      .sort()
    expect(expected.length).toBeGreaterThan(40)
    expect(listed).toEqual(expected)
  })

  it('gives each page weekly, priority 0.5 and the language alternates its own head names', () => {
    const problems = entries.flatMap((url) => {
      const loc = pathOf(url.getElementsByTagName('loc')[0]?.textContent)
      const field = (name: string) => url.getElementsByTagName(name)[0]?.textContent
      const alternates = [...url.getElementsByTagName('xhtml:link')].map(
        (l) => `${l.getAttribute('hreflang')}=${pathOf(l.getAttribute('href'))}`,
      )
      const page = pageAt(loc)
      const expected = page
        ? links(documentOf(page), 'alternate')
            .filter((l) => attr(l, 'hreflang'))
            .map((l) => `${attr(l, 'hreflang')}=${pathOf(attr(l, 'href'))}`)
        : [`(no page at ${loc})`]
      expect(expected.length, `${loc} names no alternates`).toBeGreaterThan(1)
      return [
        ...(field('changefreq') === 'weekly' ? [] : [`${loc}: changefreq ${field('changefreq')}`]),
        ...(field('priority') === '0.5' ? [] : [`${loc}: priority ${field('priority')}`]),
        ...(alternates.join(' ') === expected.join(' ') ? [] : [`${loc}: alternates ${alternates.join(' ')}`]),
      ]
    })
    expect(problems).toEqual([])
  })

  it('dates each page: a help page or post as it says itself, any other page no later than the commit built', () => {
    const git = readGitFiles(process.cwd(), ['content'])
    const commitDay = execFileSync('git', ['log', '-1', '--format=%cI'], { encoding: 'utf8' }).trim()
    const problems = entries.flatMap((url) => {
      const loc = pathOf(url.getElementsByTagName('loc')[0]?.textContent)
      const lastmod = url.getElementsByTagName('lastmod')[0]?.textContent ?? ''
      // In a shallow clone git cannot date a page: none is better than the newest commit's date.
      if (!lastmod) return git.unavailable ? [] : [`${loc}: no <lastmod>`]
      if (Number.isNaN(Date.parse(lastmod))) return [`${loc}: <lastmod>${lastmod}</lastmod> is not a date`]
      const page = pageAt(loc)
      const own = page && jsonLd(documentOf(page)).find((d) => d['@type'] === 'TechArticle' || d['@type'] === 'BlogPosting')
      if (own) return own.dateModified === lastmod ? [] : [`${loc}: <lastmod>${lastmod}</lastmod>, but the page says ${own.dateModified}`]
      return Date.parse(lastmod) <= Date.parse(commitDay) ? [] : [`${loc}: <lastmod>${lastmod}</lastmod> is after the commit built`]
    })
    expect(problems).toEqual([])
  })
})

describe('robots.txt', () => {
  const robots = fs.readFileSync(path.join(OUT, 'robots.txt'), 'utf8')
  /** Each group's rules by its user agent: `{ GPTBot: ['Allow: /'] }`. */
  const groups = new Map<string, string[]>()
  let agent: string | undefined
  for (const line of robots.split('\n').map((l) => l.trim())) {
    const [field, value] = line.split(/:\s*/, 2)
    if (field === 'User-agent') groups.set((agent = value), [])
    else if (agent && (field === 'Allow' || field === 'Disallow')) groups.get(agent)!.push(`${field}: ${value}`)
    else if (!line || line.startsWith('#')) continue
    else agent = undefined
  }

  it('points to the sitemap and lets every robot read the whole site, AI assistants included', () => {
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`)
    for (const name of ['*', ...ASSISTANT_CRAWLERS]) expect(groups.get(name), name).toEqual(['Allow: /'])
  })

  it("gives AI training crawlers the company's choice (lib/site.ts, aiTrainingCrawlers)", () => {
    const rule = site.aiTrainingCrawlers === 'disallow' ? 'Disallow: /' : 'Allow: /'
    for (const name of TRAINING_CRAWLERS) expect(groups.get(name), name).toEqual([rule])
  })
})

describe('blog feeds', () => {
  for (const locale of locales) {
    const prefix = locale === 'en' ? '' : `/${locale}`
    const posts = contentPages
      .filter((p) => p.locale === locale && indexed(p) && templateOf(splitLocale(p.url).path)?.id === 'post')
      .map((p) => p.url)
      .sort()
    /** The posts written in the language, as the content holds them: none at all is a valid state (all waiting for French). */
    const written = allPosts
      .filter((p) => !p.draft && p.locale === locale)
      .map((p) => localePath(locale, p.path))
      .sort()

    it(`${prefix}/blog/rss.xml lists every ${locale} post, in ${locale}`, () => {
      const doc = xml(`${prefix.slice(1)}${prefix ? '/' : ''}blog/rss.xml`)
      expect(doc.getElementsByTagName('language')[0]?.textContent).toBe(locale)
      const items = [...doc.getElementsByTagName('item')].map((item) => pathOf(item.getElementsByTagName('link')[0]?.textContent))
      expect(posts, 'the indexed post pages are the posts written in the language').toEqual(written)
      expect(items.sort()).toEqual(posts)
    })

    it(`${prefix}/blog/atom.xml lists every ${locale} post, in ${locale}`, () => {
      const doc = xml(`${prefix.slice(1)}${prefix ? '/' : ''}blog/atom.xml`)
      expect(doc.documentElement.getAttribute('xml:lang')).toBe(locale)
      const entries = [...doc.getElementsByTagName('entry')].map((entry) =>
        pathOf(entry.getElementsByTagName('link')[0]?.getAttribute('href')),
      )
      expect(entries.sort()).toEqual(posts)
    })
  }
})
