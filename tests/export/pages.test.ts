// Facts about every exported page, in both languages, read from the files in out/ with an HTML parser: no browser.
// Each test collects every problem it finds and names the page and the element, so one run shows them all.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import en from '../../messages/en.json'
import fr from '../../messages/fr.json'
import { attr, closest, describe as describeElement, type Element, elements, find, findAll, text } from '../../scripts/steps/html'
import { localePath, locales, splitLocale } from '../../lib/i18n'
import { socialImagePath } from '../../lib/metadata'
import { footerGroups, navbarLinks } from '../../lib/navigation'
import { sameInBothLanguages } from '../../messages/same-in-both-languages'
import { brokenLinks, pageLinks } from '../../scripts/steps/links'
import { templateOf } from '../templates'
import { contentPages, documentOf, idsOf, jsonLd, links, meta, OUT, type Page, pageAt, pages, shownTexts, SITE, sitePath } from './export'

/** Runs `check` on every page and returns its problems, each prefixed with the page's URL. */
function problems(list: Page[], check: (page: Page) => string[]): string[] {
  return list.flatMap((page) => check(page).map((problem) => `${page.url}: ${problem}`))
}

const isNoindex = (page: Page) => /noindex/.test(meta(documentOf(page), 'robots') ?? '')
/** The page named by `<link rel="canonical">`, when it is another one. */
function canonicalOf(page: Page): string | undefined {
  const href = links(documentOf(page), 'canonical')[0]
  const target = href && sitePath(attr(href, 'href')!)
  return target && target !== page.url ? target : undefined
}
const isCopy = (page: Page) => isNoindex(page) && canonicalOf(page) !== undefined

it('the export has the same pages in both languages', () => {
  const paths = (locale: string) =>
    pages
      .filter((p) => p.locale === locale)
      .map((p) => splitLocale(p.url).path)
      .sort()
  expect(paths('en').length).toBeGreaterThan(50)
  expect(paths('fr')).toEqual(paths('en'))
})

it('every page belongs to a known template (tests/templates.ts), so the browser checks cover its kind', () => {
  expect(pages.filter((p) => !templateOf(splitLocale(p.url).path)).map((p) => p.url)).toEqual([])
})

it('every page has exactly one h1', () => {
  expect(
    problems(pages, (page) => {
      const count = findAll(documentOf(page), 'h1').length
      return count === 1 ? [] : [`${count} <h1> elements`]
    }),
  ).toEqual([])
})

it('every page has <html lang> of its locale and a title "Page | Track"', () => {
  expect(
    problems(pages, (page) => {
      const doc = documentOf(page)
      const lang = attr(find(doc, 'html')!, 'lang')
      const title = text(find(doc, 'title') ?? doc).trim()
      return [
        ...(lang === page.locale ? [] : [`<html lang="${lang}">, expected "${page.locale}"`]),
        ...(title.includes(' | ') && title.split(' | ').every(Boolean) ? [] : [`<title>${title}</title> has no " | " separator`]),
      ]
    }),
  ).toEqual([])
})

it('every page has a meta description of its own: no two pages share one', () => {
  // Search engines show the description under the title; two pages with the same one read as duplicates.
  const pagesByDescription = new Map<string, string[]>()
  const missing: string[] = []
  // A page that names another as canonical (/blog/page/1, a help page or post not translated yet) is a copy of it.
  for (const page of pages.filter((p) => !isCopy(p))) {
    const description = meta(documentOf(page), 'description')?.trim()
    if (!description) missing.push(page.url)
    else pagesByDescription.set(description, [...(pagesByDescription.get(description) ?? []), page.url])
  }
  expect(missing, 'pages without a meta description').toEqual([])
  expect(
    [...pagesByDescription]
      .filter(([, urls]) => urls.length > 1)
      .map(([description, urls]) => `${urls.join(' and ')} share "${description.slice(0, 70)}…"`),
  ).toEqual([])
})

it('every page paints nothing before its navbar is parsed whole: <head> expects <main id="content">, which follows it', () => {
  expect(
    problems(pages, (page) => {
      const doc = documentOf(page)
      const expectLink = find(doc, (el) => el.tagName === 'link' && attr(el, 'rel') === 'expect')
      if (!expectLink || attr(expectLink, 'href') !== '#content' || attr(expectLink, 'blocking') !== 'render') {
        return ['no <link rel="expect" href="#content" blocking="render"> in <head>']
      }
      const order = [...elements(doc)]
      const [header, main] = [order.findIndex((el) => el.tagName === 'header'), order.findIndex((el) => attr(el, 'id') === 'content')]
      return header >= 0 && main > header ? [] : [`<main id="content"> at element ${main}, the navbar's <header> at ${header}`]
    }),
  ).toEqual([])
})

describe('links', () => {
  it('every link, anchor, script, stylesheet and image on the site resolves', () => {
    const links = pages.map((page) => pageLinks(page.file, documentOf(page)))
    expect(brokenLinks(OUT, links, SITE, idsOf)).toEqual([])
  })

  it('external links open without opener and without referrer', () => {
    let external = 0
    const found = problems(pages, (page) =>
      findAll(documentOf(page), (el) => el.tagName === 'a' && /^(https?:)?\/\//.test(attr(el, 'href') ?? '')).flatMap((a) => {
        if (new URL(attr(a, 'href')!, SITE).origin === new URL(SITE).origin) return []
        external++
        const rel = (attr(a, 'rel') ?? '').split(/\s+/)
        return rel.includes('noopener') && rel.includes('noreferrer') ? [] : [`${describeElement(a)} without rel="noopener noreferrer"`]
      }),
    )
    expect(external, 'external links found').toBeGreaterThan(0)
    expect(found).toEqual([])
  })
})

describe('canonical URL and language alternates', () => {
  const hreflangs = (page: Page) =>
    Object.fromEntries(
      links(documentOf(page), 'alternate')
        .filter((l) => attr(l, 'hreflang'))
        .map((l) => [attr(l, 'hreflang')!, attr(l, 'href')!]),
    )

  it('an indexed page is its own canonical URL, and its language alternates (x-default included) name each other', () => {
    expect(
      problems(
        pages.filter((p) => !isNoindex(p)),
        (page) => {
          const doc = documentOf(page)
          const found: string[] = []
          const canonical = links(doc, 'canonical').map((l) => attr(l, 'href'))
          if (canonical.length !== 1 || canonical[0] !== `${SITE}${page.url === '/' ? '' : page.url}`) {
            found.push(`<link rel="canonical"> is ${JSON.stringify(canonical)}`)
          }
          const own = hreflangs(page)
          const { path: bare } = splitLocale(page.url)
          if (own['x-default'] !== `${SITE}${localePath('en', bare) === '/' ? '' : localePath('en', bare)}`) {
            found.push(`hreflang="x-default" is ${own['x-default']}, not the English page`)
          }
          // A language left out is one the text is not translated into yet: its URL shows a copy that points back here.
          for (const other of locales.filter((l) => !own[l])) {
            const copy = pageAt(localePath(other, bare))
            if (copy && canonicalOf(copy) !== page.url) found.push(`no hreflang="${other}", yet ${copy.url} is not a copy of this page`)
          }
          if (own[page.locale] !== canonical[0]) found.push(`hreflang="${page.locale}" is ${own[page.locale]}, not the page itself`)
          for (const [lang, href] of Object.entries(own)) {
            const target = pageAt(sitePath(href) ?? '')
            if (!target) found.push(`<link hreflang="${lang}" href="${href}">: no such page`)
            else if (isNoindex(target)) found.push(`<link hreflang="${lang}" href="${href}">: that page is not indexed`)
            else if (JSON.stringify(hreflangs(target)) !== JSON.stringify(own)) {
              found.push(`<link hreflang="${lang}" href="${href}">: that page names other alternates ${JSON.stringify(hreflangs(target))}`)
            }
          }
          return found
        },
      ),
    ).toEqual([])
  })

  it('a page that is not indexed names an indexed page as canonical, if any', () => {
    expect(
      problems(pages.filter(isNoindex), (page) =>
        links(documentOf(page), 'canonical').flatMap((l) => {
          const target = pageAt(sitePath(attr(l, 'href')!) ?? '')
          return target && !isNoindex(target) ? [] : [`${describeElement(l)}: not an indexed page`]
        }),
      ),
    ).toEqual([])
  })
})

describe('interface strings in the page’s language', () => {
  type Messages = { [key: string]: string | Messages }
  const flatten = (messages: Messages, prefix = ''): [string, string][] =>
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
    )

  /**
   * The parts of one language's messages that the other language never says: whole short messages (matched against a
   * whole text or attribute) and runs of three words or more between placeholders and tags (matched anywhere). A
   * message left untranslated (the same text in both files, not a proper name) does not count as the other
   * language's, so it is caught too.
   */
  function telltales(own: Messages, other: Messages) {
    const ownByKey = new Map(flatten(own))
    const otherText = flatten(other)
      .filter(([key, text]) => text !== ownByKey.get(key) || sameInBothLanguages(key, text))
      .map(([, text]) => text)
      .join('\n')
    const whole = new Set<string>()
    const phrases = new Set<string>()
    for (const [, message] of ownByKey) {
      const parts = message
        .replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, '\u0000')
        .replace(/<\/?[a-z]+>/g, '\u0000')
        .split('\u0000')
        .map((part) => part.trim().replace(/^[\s,.:;!?’“”«»()-]+|[\s,.:;!?’“”«»()-]+$/g, ''))
      for (const part of parts) {
        if (!part || otherText.includes(part)) continue
        if (part.split(/\s+/).length >= 3) phrases.add(part)
        else if (parts.length === 1 && part.length >= 4) whole.add(part)
      }
    }
    return { whole, phrases }
  }

  for (const [lang, own, other] of [
    ['fr', en, fr],
    ['en', fr, en],
  ] as const) {
    it(`no ${lang === 'fr' ? 'English' : 'French'} interface string on a page in ${lang === 'fr' ? 'French' : 'English'}`, () => {
      const { whole, phrases } = telltales(own, other)
      expect(whole.size + phrases.size).toBeGreaterThan(200)
      expect(
        problems(
          pages.filter((p) => p.locale === lang),
          (page) =>
            shownTexts(page, lang).flatMap(({ where, value: raw }) => {
              const value = raw.replace(/[ \t\n\r\f]+/g, ' ').trim()
              const phrase = [...phrases].find((p) => value.includes(p))
              if (phrase) return [`${where}: "${phrase}"`]
              return whole.has(value) ? [`${where}: "${value}"`] : []
            }),
        ),
      ).toEqual([])
    })
  }
})

it('every JSON-LD block parses and names a schema.org type', () => {
  let blocks = 0
  expect(
    problems(pages, (page) => {
      try {
        const data = jsonLd(documentOf(page))
        blocks += data.length
        return data.filter((d) => typeof d['@type'] !== 'string').map((d) => `JSON-LD without @type: ${JSON.stringify(d).slice(0, 80)}`)
      } catch (error) {
        return [`JSON-LD does not parse: ${(error as Error).message}`]
      }
    }),
  ).toEqual([])
  expect(blocks, 'JSON-LD blocks found').toBeGreaterThan(20)
})

describe('social cards', () => {
  /** Width and height of a PNG file, from its IHDR chunk; null when the file is not a PNG. */
  function pngSize(file: string) {
    const png = fs.readFileSync(file)
    if (!png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return null
    return `${png.readUInt32BE(16)}×${png.readUInt32BE(20)}`
  }

  it('every page names its own 1200×630 card, which is in the export', () => {
    expect(
      problems(contentPages, (page) => {
        const doc = documentOf(page)
        const { locale, path: bare } = splitLocale(page.url)
        // A copy (/blog/page/1, a page not translated yet) shows the card of the page it copies.
        const original = isCopy(page) ? splitLocale(canonicalOf(page)!) : { locale, path: bare }
        const expected = `${SITE}${socialImagePath(original.locale, original.path)}`
        const found: string[] = []
        for (const key of ['og:image', 'twitter:image']) {
          if (meta(doc, key) !== expected) found.push(`<meta ${key}> is ${meta(doc, key)}, expected ${expected}`)
        }
        for (const [key, value] of [
          ['og:image:width', '1200'],
          ['og:image:height', '630'],
        ]) {
          if (meta(doc, key) !== value) found.push(`<meta ${key}> is ${meta(doc, key)}, expected ${value}`)
        }
        const file = path.join(OUT, new URL(expected).pathname)
        if (!fs.existsSync(file)) found.push(`${expected} is not in the export`)
        else if (pngSize(file) !== '1200×630') found.push(`${expected} is ${pngSize(file) ?? 'not a PNG'}, expected a 1200×630 PNG`)
        return found
      }),
    ).toEqual([])
  })
})

describe('the layout, readable without JavaScript', () => {
  const footerLinkCount = footerGroups.reduce((sum, group) => sum + group.links.length, 0)

  it(`every page has the navbar's ${navbarLinks.length} links, the footer's ${footerLinkCount} and a link to itself in the other language`, () => {
    expect(
      problems(pages, (page) => {
        const doc = documentOf(page)
        const found: string[] = []
        const header = find(doc, 'header')
        const navList = header && find(header, 'ul')
        const navCount = navList ? findAll(navList, 'a').length : 0
        if (navCount !== navbarLinks.length) found.push(`${navCount} links in the navbar's list, expected ${navbarLinks.length}`)
        const footer = find(doc, 'footer')
        const footerCount = footer
          ? findAll(footer, (el) => el.tagName === 'a' && closest(el, (n) => n.tagName === 'nav') !== undefined).length
          : 0
        if (footerCount !== footerLinkCount) found.push(`${footerCount} links in the footer's menus, expected ${footerLinkCount}`)
        const { locale, path: bare } = splitLocale(page.url)
        const menu = find(doc, (el) => attr(el, 'data-testid') === 'language-menu')
        for (const other of locales.filter((l) => l !== locale)) {
          const href = localePath(other, bare)
          const link =
            menu && find(menu, (el: Element) => el.tagName === 'a' && attr(el, 'href') === href && attr(el, 'hreflang') === other)
          if (!link) found.push(`no link to ${href} (hreflang="${other}") in the language menu`)
        }
        return found
      }),
    ).toEqual([])
  })
})
