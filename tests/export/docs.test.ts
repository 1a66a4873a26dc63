// The help centre as exported: every fixed route (docs/product.md#routes), and on every help page the sidebar, the table of contents, the
// heading anchors, the breadcrumbs and the pager; the FAQ's structured data; category pages.
import { describe, expect, it } from 'vitest'
import { attr, closest, type Element, find, findAll, hasAttr } from '../../scripts/build/html.mjs'
import { splitLocale } from '../../lib/i18n'
import { templateOf } from '../templates'
import { byTestId, contentPages, documentOf, hrefsIn, jsonLd, jsonLdOfType, type Page, pages, textOf } from './export'

const FIXED_DOCS = [
  '/docs',
  '/docs/intro',
  '/docs/business-coach/stop-subscription',
  '/docs/contact-support',
  '/docs/manage-account/change-language',
  '/docs/manage-account/delete-account',
  ...['add-a-contact-import', 'add-a-contact-manually', 'add-activities', 'delete-a-contact', 'modify-a-contact'].map(
    (s) => `/docs/manage-contacts/${s}`,
  ),
  ...['add-a-deal', 'delete-a-deal', 'modify-a-deal'].map((s) => `/docs/manage-deals/${s}`),
  ...['add-a-product', 'delete-a-product', 'modify-a-product'].map((s) => `/docs/manage-products/${s}`),
  '/docs/share-database',
  '/docs/view-reports',
  ...['contact-support', 'manage-contacts', 'manage-deals', 'manage-products', 'manage-your-account', 'share-database', 'view-reports'].map(
    (c) => `/docs/category/${c}`,
  ),
]

const docPages = contentPages.filter((p) => ['doc', 'faq'].includes(templateOf(splitLocale(p.url).path)?.id ?? ''))
const article = (page: Page) => find(documentOf(page), 'article')!
/** The article's h2 and h3, as the table of contents should list them: id and the heading's own text. */
const headings = (page: Page) =>
  findAll(article(page), (el) => el.tagName === 'h2' || el.tagName === 'h3')
    .filter((h) => !closest(h, (el) => attr(el, 'data-testid') === 'toc'))
    .map((h) => ({ level: h.tagName, id: attr(h, 'id'), text: textOf({ ...h, childNodes: h.childNodes.slice(0, 1) } as Element) }))
/** The sidebar in the desktop column (the same one is in the phone menu). */
const sidebar = (page: Page) => byTestId(find(documentOf(page), 'aside')!, 'docs-sidebar')

it('every fixed help route is exported in both languages', () => {
  const urls = pages.map((p) => p.url)
  expect(FIXED_DOCS.flatMap((p) => [p, `/fr${p}`]).filter((p) => !urls.includes(p))).toEqual([])
  expect(docPages.length).toBeGreaterThanOrEqual(2 * 18)
})

describe('on every help page', () => {
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

it('a page in a category: breadcrumbs through its category, previous and next pages in sidebar order', () => {
  const doc = documentOf('/docs/manage-contacts/modify-a-contact')
  const crumbs = find(doc, (el) => el.tagName === 'nav' && attr(el, 'aria-label') === 'Breadcrumbs')!
  expect(findAll(crumbs, 'a').map(textOf)).toEqual(['Help', 'Manage contacts'])
  const pager = byTestId(doc, 'pager')
  expect(
    attr(
      find(pager, (el) => attr(el, 'rel') === 'prev')!,
      'href',
    ),
  ).toBe('/docs/manage-contacts/add-a-contact-import')
  expect(
    attr(
      find(pager, (el) => attr(el, 'rel') === 'next')!,
      'href',
    ),
  ).toBe('/docs/manage-contacts/add-activities')
})

it('the sidebar lists the pages of a category in order, after the overview and the FAQ', () => {
  const nav = sidebar(pages.find((p) => p.url === '/fr/docs/manage-deals/modify-a-deal')!)
  const deals = find(nav, (el) => attr(el, 'data-category') === 'manage-deals')!
  expect(hrefsIn(find(deals, (el) => hasAttr(el, 'data-collapsible'))!)).toEqual([
    '/fr/docs/manage-deals/add-a-deal',
    '/fr/docs/manage-deals/modify-a-deal',
    '/fr/docs/manage-deals/delete-a-deal',
  ])
  const topLevel = findAll(find(nav, 'ul')!, (el) => el.tagName === 'li' && el.parentNode === find(nav, 'ul'))
  expect(topLevel.slice(0, 2).map(textOf)).toEqual(['Vue d’ensemble', 'FAQ'])
})

it('category pages list their pages as cards with a description, and the overview lists every category', () => {
  const cards = findAll(byTestId(documentOf('/docs/category/manage-products'), 'category-docs'), 'a')
  expect(cards.map((a) => attr(a, 'href'))).toEqual([
    '/docs/manage-products/add-a-product',
    '/docs/manage-products/modify-a-product',
    '/docs/manage-products/delete-a-product',
  ])
  for (const card of cards) expect(findAll(card, (el) => el.tagName === 'span' && textOf(el).length > 0).length).toBeGreaterThanOrEqual(2)
  expect(findAll(byTestId(documentOf('/fr/docs'), 'docs-categories'), 'a')).toHaveLength(8)
})

it('the FAQ carries FAQPage JSON-LD with exactly the questions shown, in both languages', () => {
  for (const url of ['/docs/intro', '/fr/docs/intro']) {
    const page = pages.find((p) => p.url === url)!
    const faq = jsonLdOfType<{ mainEntity: { name: string; acceptedAnswer: { text: string } }[] }>(documentOf(page), 'FAQPage')
    const questions = faq.mainEntity.map((q) => q.name)
    expect(questions.length).toBeGreaterThanOrEqual(12)
    expect(questions).toEqual(
      headings(page)
        .filter((h) => h.level === 'h3' && /[?？]$/.test(h.text))
        .map((h) => h.text),
    )
    for (const q of faq.mainEntity) expect(q.acceptedAnswer.text.length, q.name).toBeGreaterThan(40)
  }
})

it('help pages show their last-updated date in the page’s language', () => {
  expect(textOf(byTestId(documentOf('/fr/docs/intro'), 'last-updated'))).toMatch(/^Mis à jour le \d{1,2} \p{L}+ \d{4}$/u)
  expect(textOf(byTestId(documentOf('/docs/intro'), 'last-updated'))).toMatch(/^Last updated on \d{1,2} \p{L}+ \d{4}$/u)
})
