// The help centre as exported, against the content it comes from: on every help page the sidebar, the table of
// contents, the heading anchors, the breadcrumbs, the pager and the date; the FAQ's structured data; category pages.
// Read from the content, so a writer's new, renamed or removed page needs no change here (tests/export/routes.test.ts
// keeps the routes the product fixed).
import { describe, expect, it } from 'vitest'
import { attr, closest, type Element, find, findAll, hasAttr } from '../../scripts/steps/html'
import { getCategories, getCategory, getDocs, getDocSlugs, getSidebar, sidebarFor, sidebarLinkBound, sidebarPaths } from '../../lib/content'
import { formatDate } from '../../lib/format'
import { typeset } from '../../lib/french-typography'
import { localePath, locales, splitLocale } from '../../lib/i18n'
import en from '../../messages/en.json'
import fr from '../../messages/fr.json'
import { templateOf } from '../templates'
import { byTestId, contentPages, documentOf, hrefsIn, jsonLd, jsonLdOfType, type Page, pageAt, pages, textOf } from './export'

const messages = { en, fr }

const docPages = contentPages.filter((p) => ['doc', 'faq'].includes(templateOf(splitLocale(p.url).path)?.id ?? ''))
const article = (page: Page) => find(documentOf(page), 'article')!
/** The article's h2 and h3, as the table of contents should list them: id and the heading's own text. */
const headings = (page: Page) =>
  findAll(article(page), (el) => el.tagName === 'h2' || el.tagName === 'h3')
    .filter((h) => !closest(h, (el) => attr(el, 'data-testid') === 'toc'))
    .map((h) => ({ level: h.tagName, id: attr(h, 'id'), text: textOf({ ...h, childNodes: h.childNodes.slice(0, 1) } as Element) }))
/** The sidebar: one column on a desktop, opened by the menu button on a phone. */
const sidebar = (page: Page) => byTestId(find(documentOf(page), 'aside')!, 'docs-sidebar')

it('every help page of the content has its page in both languages (its translation, or its original with a notice)', () => {
  const urls = new Set(pages.map((p) => p.url))
  const expected = getDocSlugs().flatMap((slug) => locales.map((locale) => localePath(locale, `/docs/${slug}`)))
  expect(expected.filter((url) => !urls.has(url))).toEqual([])
  expect(docPages.length).toBe(expected.length)
})

describe('on every help page', () => {
  it('the sidebar is in the page once, the phone menu’s button naming it as what it opens', () => {
    const problems = docPages.flatMap((page) => {
      const doc = documentOf(page)
      const navs = findAll(doc, (el) => attr(el, 'data-testid') === 'docs-sidebar')
      const controls = attr(find(byTestId(doc, 'docs-menu'), 'summary')!, 'aria-controls')
      const panel = controls ? find(doc, (el) => attr(el, 'id') === controls) : undefined
      if (navs.length !== 1) return [`${page.url}: ${navs.length} sidebars`]
      return panel && find(panel, (el) => el === navs[0]) ? [] : [`${page.url}: the menu button does not control the sidebar`]
    })
    expect(problems).toEqual([])
  })

  it('the sidebar marks the page as current and opens its category, the others folded', () => {
    const problems = docPages.flatMap((page) => {
      const nav = sidebar(page)
      const current = findAll(nav, (el) => attr(el, 'aria-current') === 'page').map((a) => attr(a, 'href'))
      const found = current.length === 1 && current[0] === page.url ? [] : [`${page.url}: current links ${JSON.stringify(current)}`]
      for (const category of findAll(nav, (el) => hasAttr(el, 'data-category'))) {
        const panel = find(category, (el) => hasAttr(el, 'data-collapsible'))
        if (!panel) continue
        const holdsPage = hrefsIn(panel).includes(page.url)
        if (attr(panel, 'data-open') !== String(holdsPage)) {
          found.push(`${page.url}: category ${attr(category, 'data-category')} has data-open="${attr(panel, 'data-open')}"`)
        }
      }
      return found
    })
    expect(problems).toEqual([])
  })

  it('the table of contents lists exactly the page’s h2 and h3, and each heading has a stable id and its anchor link', () => {
    const problems = docPages.flatMap((page) => {
      const shown = headings(page).map(({ id, text }) => ({ id, text }))
      const toc = find(documentOf(page), (el) => attr(el, 'data-testid') === 'toc')
      const listed = toc ? findAll(toc, 'a').map((a) => ({ id: attr(a, 'href')!.slice(1), text: textOf(a) })) : []
      const found = JSON.stringify(listed) === JSON.stringify(shown) ? [] : [`${page.url}: table of contents ${JSON.stringify(listed)}`]
      for (const { id } of shown) {
        const heading = find(article(page), (el) => attr(el, 'id') === id)!
        if (!/^[\p{Ll}\p{N}-]+$/u.test(id ?? '')) found.push(`${page.url}: heading id "${id}"`)
        if (!find(heading, (el) => el.tagName === 'a' && attr(el, 'href') === `#${id}`))
          found.push(`${page.url}: #${id} has no anchor link`)
      }
      return found
    })
    expect(problems).toEqual([])
  })

  it('the breadcrumbs end with the page, and their BreadcrumbList JSON-LD says the same', () => {
    const problems = docPages.flatMap((page) => {
      const doc = documentOf(page)
      const crumbs = find(
        doc,
        (el) => el.tagName === 'nav' && find(el, 'ol') !== undefined && find(el, (a) => attr(a, 'aria-current') === 'page') !== undefined,
      )
      const names = crumbs ? findAll(crumbs, 'li').map(textOf) : []
      const list = jsonLd(doc).find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] } | undefined
      const h1 = textOf(find(doc, 'h1')!)
      return [
        ...(names.at(-1) === h1 ? [] : [`${page.url}: breadcrumbs ${JSON.stringify(names)} do not end with "${h1}"`]),
        ...(JSON.stringify(list?.itemListElement.map((i) => i.name)) === JSON.stringify(names)
          ? []
          : [`${page.url}: BreadcrumbList ${JSON.stringify(list)}`]),
      ]
    })
    expect(problems).toEqual([])
  })
})

describe('in each language, against the content', () => {
  for (const locale of locales) {
    const bySidebar = getSidebar(locale)
    const inOrder = getDocs(locale)

    it(`${locale}: every page in a category has breadcrumbs through it, and its neighbours in sidebar order`, () => {
      const problems = inOrder.flatMap((doc, i) => {
        const page = pageAt(localePath(locale, doc.path))!
        const found: string[] = []
        const crumbs = find(documentOf(page), (el) => el.tagName === 'nav' && hasAttr(el, 'aria-label') && find(el, 'ol') !== undefined)
        const category = doc.category ? getCategory(doc.category) : undefined
        const expected = [localePath(locale, '/docs'), ...(category ? [localePath(locale, `/docs/category/${category.id}`)] : [])]
        if (JSON.stringify(crumbs ? findAll(crumbs, 'a').map((a) => attr(a, 'href')) : []) !== JSON.stringify(expected)) {
          found.push(`${page.url}: breadcrumbs do not go through ${expected.join(' › ')}`)
        }
        const pager = find(documentOf(page), (el) => attr(el, 'data-testid') === 'pager')
        const rel = (name: string) => (pager ? find(pager, (el) => attr(el, 'rel') === name) : undefined)
        for (const [name, neighbour] of [
          ['prev', inOrder[i - 1]],
          ['next', inOrder[i + 1]],
        ] as const) {
          const href = rel(name) && attr(rel(name)!, 'href')
          const wanted = neighbour && localePath(locale, neighbour.path)
          if (href !== wanted) found.push(`${page.url}: rel="${name}" goes to ${href}, expected ${wanted}`)
        }
        return found
      })
      expect(problems).toEqual([])
    })

    it(`${locale}: on every page of the help centre, the sidebar shows what its rules give, in order, bounded whatever the number of pages`, () => {
      // The overview, the category pages and the help pages: every page that carries the sidebar.
      const helpPages = contentPages.filter(
        (p) => p.locale === locale && ['docs-root', 'docs-category', 'doc', 'faq'].includes(templateOf(splitLocale(p.url).path)?.id ?? ''),
      )
      expect(helpPages.length).toBeGreaterThan(0)
      const bound = sidebarLinkBound(getCategories().length)
      const problems = helpPages.flatMap((page) => {
        const nav = sidebar(page)
        const entries = sidebarFor(bySidebar, splitLocale(page.url).path)
        const expected = sidebarPaths(entries).map((path) => localePath(locale, path))
        const found = JSON.stringify(hrefsIn(nav)) === JSON.stringify(expected) ? [] : [`${page.url}: sidebar links ${hrefsIn(nav)}`]
        if (hrefsIn(nav).length > bound) found.push(`${page.url}: ${hrefsIn(nav).length} sidebar links, more than ${bound}`)
        for (const item of entries) {
          if (item.kind !== 'category') continue
          const group = find(nav, (el) => attr(el, 'data-category') === item.category.id)
          const panel = group && find(group, (el) => hasAttr(el, 'data-collapsible'))
          if (!group || Boolean(panel) !== item.listed) found.push(`${page.url}: category ${item.category.id} listed: ${Boolean(panel)}`)
          // Inside its fold: the pages it shows, and its link to all of them when it leaves some out.
          const inside = [...item.docs.map((d) => d.path), ...(item.more ? [item.more.path] : [])].map((path) => localePath(locale, path))
          if (panel && JSON.stringify(hrefsIn(panel)) !== JSON.stringify(inside))
            found.push(`${page.url}: category ${item.category.id} holds ${hrefsIn(panel)}`)
        }
        return found
      })
      expect(problems).toEqual([])
    })

    it(`${locale}: category pages list their pages as cards with a description, and the overview every category and top-level page`, () => {
      for (const item of bySidebar) {
        if (item.kind !== 'category') continue
        const cards = findAll(byTestId(documentOf(localePath(locale, item.path)), 'category-docs'), 'a')
        expect(
          cards.map((a) => attr(a, 'href')),
          item.path,
        ).toEqual(item.docs.map((d) => localePath(locale, d.path)))
        for (const card of cards)
          expect(findAll(card, (el) => el.tagName === 'span' && textOf(el).length > 0).length).toBeGreaterThanOrEqual(2)
      }
      // The pages the sidebar's links to all lead to list every page its lists may leave out.
      const overview = findAll(byTestId(documentOf(localePath(locale, '/docs')), 'docs-categories'), 'a').map((a) => attr(a, 'href'))
      expect(overview).toEqual(expect.arrayContaining(bySidebar.map((i) => localePath(locale, i.path))))
    })
  }
})

it('the FAQ carries FAQPage JSON-LD with exactly the questions shown, in both languages', () => {
  for (const url of ['/docs/intro', '/fr/docs/intro']) {
    const page = pages.find((p) => p.url === url)!
    const faq = jsonLdOfType<{ mainEntity: { name: string; acceptedAnswer: { text: string } }[] }>(documentOf(page), 'FAQPage')
    const questions = faq.mainEntity.map((q) => q.name)
    // An empty FAQPage is no structured data at all: the FAQ page holds questions.
    expect(questions.length).toBeGreaterThan(0)
    expect(questions).toEqual(
      headings(page)
        .filter((h) => h.level === 'h3' && /[?？]$/.test(h.text))
        .map((h) => h.text),
    )
    // An answer as short as a writer makes it ("Yes." is one), never empty.
    for (const q of faq.mainEntity) expect(q.acceptedAnswer.text.trim(), q.name).not.toBe('')
  }
})

it('help pages show the date they last changed, as their TechArticle JSON-LD says, in the page’s language', () => {
  const problems = docPages.flatMap((page) => {
    const doc = getDocs(page.locale).find((d) => localePath(page.locale, d.path) === page.url)!
    const shown = find(documentOf(page), (el) => attr(el, 'data-testid') === 'last-updated')
    const article = jsonLd(documentOf(page)).find((d) => d['@type'] === 'TechArticle')
    if (!doc.lastModified) return shown ? [`${page.url}: shows a date it does not have`] : []
    const expected = typeset(
      page.locale,
      messages[page.locale].Docs.lastUpdated.replace('{date}', formatDate(page.locale, doc.lastModified)),
    )
    return [
      ...(shown && textOf(shown) === expected ? [] : [`${page.url}: shows "${shown && textOf(shown)}", expected "${expected}"`]),
      ...(article?.dateModified === doc.lastModified ? [] : [`${page.url}: TechArticle dateModified is ${article?.dateModified}`]),
    ]
  })
  expect(problems).toEqual([])
})
