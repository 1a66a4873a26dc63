// Site search: the Pagefind index of the help pages, blog posts and comparison pages, one per language, opened from
// the navbar button, "/" or Ctrl/⌘K; nothing of it loads before it is opened; results are keyboard-operable, open at
// the section that answers and mark the words searched for; it never ends in a dead end. How well it answers
// customers' questions is measured by tests/export/search-quality.test.ts and `npm run bench:search`.
import { expect, type Page, test } from './fixtures'
import { sameWord, wordsOf } from '../../lib/browser/fold'
import { queryConcepts, vocabularyOf } from '../../lib/browser/search'
import {
  behavioursReady,
  expectNoAxeViolations,
  expectNoProblems,
  expectNoViolations,
  markWindow,
  nextFrames,
  pageIdle,
  watchPolicies,
  watchProblems,
  windowIsMarked,
} from './site'
/** A string found in lib/browser/search.ts (the lazily loaded search code) and in no other script. */
const SEARCH_CODE_MARKER = '/pagefind/pagefind.js'

const dialog = (page: Page) => page.locator('dialog[data-search-dialog]')
const field = (page: Page) => dialog(page).getByRole('combobox')
const results = (page: Page) => dialog(page).getByRole('option')
const status = (page: Page) => dialog(page).getByRole('status')
const searchButton = (page: Page, name = 'Search') => page.locator('header').getByRole('button', { name, exact: true })

/** Whether any script file the page has fetched so far contains `marker`. */
async function scriptsContain(page: Page, marker: string): Promise<boolean> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => /\.m?js(\?|$)/.test(url)),
  )
  for (const url of urls) if ((await (await page.request.get(url)).text()).includes(marker)) return true
  return false
}

async function search(page: Page, term: string) {
  await field(page).fill(term)
  await expect(results(page).first()).toBeVisible()
}

async function resultHrefs(page: Page): Promise<string[]> {
  return results(page).evaluateAll((options) => options.map((o) => o.getAttribute('href') ?? ''))
}

test('nothing of the search loads until it is opened, and it stays within the page’s policy', async ({ page }) => {
  const problems = watchProblems(page)
  const policyErrors = await watchPolicies(page)
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await page.goto('/docs/intro')
  await behavioursReady(page)
  await page.mouse.wheel(0, 800)
  await nextFrames(page)
  await pageIdle(page)
  expect(requested.filter((path) => path.startsWith('/pagefind/'))).toEqual([])
  expect(await scriptsContain(page, SEARCH_CODE_MARKER)).toBe(false)
  await expect(dialog(page)).toBeHidden()

  await searchButton(page).click()
  await expect(dialog(page)).toBeVisible()
  await search(page, 'import')
  expect(requested).toContain('/pagefind/pagefind.js')
  expect(await scriptsContain(page, SEARCH_CODE_MARKER)).toBe(true)
  await expectNoProblems(problems)
  await expectNoViolations(page, policyErrors)
})

test('the button, "/" and Ctrl+K or ⌘K open the search; Escape closes it and focus goes back', async ({ page }) => {
  await page.goto('/')
  await behavioursReady(page)
  const button = searchButton(page)
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog')
  await button.click()
  await expect(dialog(page)).toBeVisible()
  await expect(field(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await expect(button).toBeFocused()

  for (const shortcut of ['/', 'Control+k', 'Meta+k']) {
    await page.keyboard.press(shortcut)
    await expect(dialog(page), shortcut).toBeVisible()
    await expect(field(page)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
  }

  // The close button too, with focus back on the search button.
  await button.click()
  await dialog(page).getByRole('button', { name: 'Close search' }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(button).toBeFocused()
})

test('"/" typed in a text field types a slash', async ({ page }) => {
  await page.goto('/vat-calculator')
  await behavioursReady(page)
  const input = page.getByTestId('vat-calculator').getByRole('textbox').first()
  await expect(input).toBeEnabled()
  await input.click()
  await page.keyboard.press('/')
  await expect(dialog(page)).toBeHidden()
  await expect(input).toHaveValue(/\//)
  // Ctrl+K works from a field.
  await page.keyboard.press('Control+k')
  await expect(dialog(page)).toBeVisible()
})

for (const { lang, start, term, sections, own } of [
  {
    lang: 'English',
    start: '/docs/intro',
    term: 'import',
    sections: ['Help', 'Blog', 'Comparisons'],
    own: (href: string) => !/^\/fr(\/|$)/.test(href),
  },
  {
    lang: 'French',
    start: '/fr/docs/intro',
    term: 'importer',
    sections: ['Aide', 'Blog', 'Comparatifs'],
    own: (href: string) => href.startsWith('/fr/'),
  },
]) {
  test(`${lang} pages find ${lang} pages only, with title, kind and the match highlighted`, async ({ page }) => {
    await page.goto(start)
    await behavioursReady(page)
    await searchButton(page, lang === 'French' ? 'Rechercher' : 'Search').click()
    await search(page, term)
    const hrefs = await resultHrefs(page)
    expect(hrefs.length).toBeGreaterThan(1)
    expect(hrefs.filter((href) => !own(href))).toEqual([])
    for (const option of await results(page).locator(':scope:not([data-sub-result])').all()) {
      await expect(option.locator('[data-slot="title"]')).not.toBeEmpty()
      expect(sections).toContain(await option.locator('[data-slot="kind"]').textContent())
    }
    // The words marked are the question's, or words of the same meaning (content/search-synonyms.ts): "bring in" for
    // "import".
    const concept = queryConcepts(term, vocabularyOf(lang === 'French' ? 'fr' : 'en'))[0]
    await expect(results(page).first().locator('mark').first()).toBeVisible()
    for (const mark of await results(page).first().locator('mark').allTextContents()) {
      expect(
        wordsOf(mark).some((word) => concept.some((wanted) => sameWord(word, wanted))),
        `${mark}: a word of "${term}" or of its meaning`,
      ).toBe(true)
    }
    await expect(status(page)).toHaveText(lang === 'French' ? /\d+ résultats?/ : /\d+ results?/)
  })
}

test('after switching language on the spot, the search finds French pages only', async ({ page }) => {
  await page.goto('/docs/intro')
  await behavioursReady(page)
  await markWindow(page)
  await searchButton(page).click()
  await search(page, 'import')
  await page.keyboard.press('Escape')
  await page.getByTestId('language-menu').locator('summary').click()
  await page.getByTestId('language-menu').getByRole('link', { name: 'Français' }).click()
  await expect(page).toHaveURL(/\/fr\/docs\/intro$/)
  expect(await windowIsMarked(page)).toBe(true)
  await searchButton(page, 'Rechercher').click()
  await search(page, 'importer')
  const hrefs = await resultHrefs(page)
  expect(hrefs.filter((href) => !href.startsWith('/fr/'))).toEqual([])
  await expect(field(page)).toHaveAttribute('placeholder', /Par exemple/)
})

test('arrow keys move through the results and Enter opens one, without a full reload', async ({ page }) => {
  await page.goto('/blog')
  await behavioursReady(page)
  await markWindow(page)
  await page.keyboard.press('/')
  await search(page, 'import')
  const options = results(page)
  expect(await options.count()).toBeGreaterThan(1)
  await page.keyboard.press('ArrowDown')
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false')
  await expect(field(page)).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!)
  await page.keyboard.press('ArrowUp')
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowDown')
  // The page opens at the result's section; the words searched for leave the address once marked.
  const href = (await options.nth(1).getAttribute('href'))!.replace(/\?highlight=[^#]*/, '')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
  await expect(dialog(page)).toBeHidden()
  await expect(page.locator('h1')).toHaveCount(1)
  expect(await windowIsMarked(page)).toBe(true)
})

test('a click on a result opens it', async ({ page }) => {
  await page.goto('/fr')
  await behavioursReady(page)
  await searchButton(page, 'Rechercher').click()
  await search(page, 'négocier')
  const first = results(page).first()
  const href = (await first.getAttribute('href'))!.replace(/\?highlight=[^#]*/, '')
  expect(href.startsWith('/fr/')).toBe(true)
  await first.click()
  await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname + url.hash) === href)
  await expect(dialog(page)).toBeHidden()
})

test('a result opens its page at the section that answers, the words searched for marked, the first in view', async ({ page }) => {
  await page.goto('/docs')
  await behavioursReady(page)
  await markWindow(page)
  await searchButton(page).click()
  await search(page, 'contacts file')
  const first = results(page).first()
  const href = (await first.getAttribute('href'))!
  const target = new URL(href, 'http://site')
  expect(target.searchParams.get('highlight')).toBe('contacts file')
  await first.click()
  await expect(page).toHaveURL(`${target.pathname}${target.hash}`)
  expect(await windowIsMarked(page)).toBe(true)
  const marks = page.locator('article mark[data-search-highlight]')
  await expect(marks.first()).toBeAttached()
  for (const mark of await marks.all()) await expect(mark).toHaveText(/^(contact|file)/i)
  // The first mark of the section the result opened is in view.
  const firstOfSection = () =>
    page.evaluate(() => {
      const section = document.getElementById(decodeURIComponent(location.hash.slice(1)))!
      const mark = [...document.querySelectorAll('article mark[data-search-highlight]')].find(
        (m) => section.compareDocumentPosition(m) & Node.DOCUMENT_POSITION_FOLLOWING,
      )!
      const box = mark.getBoundingClientRect()
      return box.top >= 0 && box.bottom <= window.innerHeight
    })
  await expect.poll(firstOfSection).toBe(true)
})

test('accents and either apostrophe give the same results', async ({ page }) => {
  await page.goto('/fr/docs')
  await behavioursReady(page)
  await searchButton(page, 'Rechercher').click()
  const hrefsOf = async (term: string) => {
    await field(page).fill('')
    await expect(status(page)).toBeEmpty()
    await search(page, term)
    return resultHrefs(page)
  }
  const typographic = await hrefsOf('l’appli événement')
  expect(typographic.length).toBeGreaterThan(0)
  expect(await hrefsOf("l'appli evenement")).toEqual(typographic)
  expect(await hrefsOf("L'APPLI ÉVÈNEMENT")).toEqual(typographic)
})

test('narrows to help pages, posts or comparisons, and offers where else to look when it finds little', async ({ page }) => {
  await page.goto('/docs')
  await behavioursReady(page)
  await searchButton(page).click()
  await search(page, 'contacts')
  const elsewhere = dialog(page).locator('[data-search-help]')
  await expect(elsewhere).toBeHidden()
  for (const [label, kind] of [
    ['Blog', 'Blog'],
    ['Comparisons', 'Comparisons'],
    ['Help', 'Help'],
  ]) {
    await dialog(page).locator('fieldset label', { hasText: label }).click()
    await expect(dialog(page).getByRole('radio', { name: label })).toBeChecked()
    await expect(results(page).first().locator('[data-slot="kind"]')).toHaveText(kind)
    const kinds = await results(page).locator('[data-slot="kind"]').allTextContents()
    expect(kinds.filter((k) => k && k !== kind)).toEqual([])
  }
  await field(page).fill('zzqxw')
  await expect(status(page)).toHaveText('No results for “zzqxw”.')
  await expect(elsewhere).toBeVisible()
  await elsewhere.getByRole('link', { name: 'ask support' }).click()
  await expect(page).toHaveURL(/\/docs\/contact-support$/)
  await expect(dialog(page)).toBeHidden()
})

test('no match says so, with the query as text', async ({ page }) => {
  await page.goto('/docs/intro')
  await behavioursReady(page)
  await searchButton(page).click()
  await field(page).fill('zzqxw')
  await expect(status(page)).toHaveText('No results for “zzqxw”.')
  await expect(results(page)).toHaveCount(0)
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false')
})

test('a hostile query is never rendered as markup', async ({ page }) => {
  await page.goto('/docs/intro')
  await behavioursReady(page)
  await searchButton(page).click()
  // Pagefind matches any of the words, so this may or may not find pages: either way nothing may run.
  await field(page).fill('"><img src=x onerror="window.__searchXss=1"><script>window.__searchXss=2</script>')
  await expect(status(page)).not.toBeEmpty()
  await expect(dialog(page).locator('img, script')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { __searchXss?: number }).__searchXss)).toBeUndefined()
})

test('the open search, with results, has no accessibility violation in either theme', async ({ page }) => {
  await page.goto('/docs/intro')
  await behavioursReady(page)
  await searchButton(page).click()
  await search(page, 'contact')
  await page.keyboard.press('ArrowDown')
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /(^|\s)dark(\s|$)/ : /^(?!(.*\s)?dark(\s|$))/)
    await expectNoAxeViolations(page, colorScheme, 'dialog[data-search-dialog]')
  }
})

test.describe('navbar fit', () => {
  test('at 996 and 1280 px every navbar item fits on one line, in both languages', async ({ page }) => {
    for (const [url, label] of [
      ['/fr/docs/intro', 'Rechercher'],
      ['/docs/intro', 'Search'],
    ] as const) {
      await page.setViewportSize({ width: 996, height: 800 })
      await page.goto(url)
      for (const width of [996, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        const where = `${url} at ${width} px`
        expect(await page.locator('header nav').evaluate((el) => el.scrollWidth - el.clientWidth), where).toBeLessThanOrEqual(0)
        // No link label wraps onto a second line.
        const lines = await page
          .locator('header nav ul')
          .first()
          .getByRole('link')
          .evaluateAll((links) =>
            links.map((link) => {
              const range = document.createRange()
              range.selectNodeContents(link)
              return `${link.textContent}: ${new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size}`
            }),
          )
        expect(
          lines.filter((line) => !line.endsWith(': 1')),
          where,
        ).toEqual([])
        // The label shows from 1280 px; below, the icon alone, the name kept for assistive technology.
        const button = searchButton(page, label)
        await expect(button).toBeVisible()
        const labelShown = await button.locator('span', { hasText: label }).evaluate((el) => el.getBoundingClientRect().width > 1)
        expect(labelShown, where).toBe(width >= 1280)
      }
    }
  })

  test('on a 390 px phone the search button sits in the bar and opens the search', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/fr')
    await behavioursReady(page)
    const button = searchButton(page, 'Rechercher')
    await expect(button).toBeVisible()
    const box = (await button.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    expect(box.width).toBeGreaterThanOrEqual(24)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await button.click()
    await expect(dialog(page)).toBeVisible()
    await search(page, 'contact')
    const dialogBox = (await dialog(page).boundingBox())!
    expect(dialogBox.x).toBeGreaterThanOrEqual(0)
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(390)
  })
})
