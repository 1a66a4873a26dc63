// The site shell in a browser: client-side navigation (within each page's policy), the head script's clean URLs, the
// navbar hiding, the menus, the theme, the announcement bar, the skip link and target sizes, and the loading states
// (paint before scripts, progress bar, prefetch). Status codes, redirects and the not-found pages' content are checked
// without a browser in tests/export/serve.test.ts.
import { expect, type Page, test } from './fixtures'
import en from '../../messages/en.json' with { type: 'json' }
import {
  behavioursReady,
  expectNoProblems,
  expectNoViolations,
  hydrated,
  markWindow,
  nextFrames,
  pageIdle,
  watchPolicies,
  watchProblems,
  windowIsMarked,
} from './site'

test.describe('routing', () => {
  test('a host that serves /fr.html as is still shows /fr (head script)', async ({ page, baseURL }) => {
    const problems = watchProblems(page)
    // Serve the file at its .html URL without the redirect, as a plain static host would.
    await page.route('**/fr.html', async (route) => route.fulfill({ response: await page.request.get(`${baseURL}/fr`) }))
    await page.goto('/fr.html#content')
    expect(new URL(page.url()).pathname).toBe('/fr')
    expect(new URL(page.url()).hash).toBe('#content')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await hydrated(page)
    await pageIdle(page)
    await expectNoProblems(problems)
  })

  // The route data carry no copy of the stylesheet every page has, nor any script's text (scripts/steps/flight.ts): React
  // must adopt the <style> already in the document rather than insert the payload's, empty, and render the emptied
  // scripts without running them or a hydration error.
  test('client-side navigation in both languages: no full load, no failed request, within the first page’s policy, its stylesheet adopted [bet: segment-files, route-data, style-adopted, script-text]', async ({
    page,
  }) => {
    const problems = watchProblems(page)
    const policyErrors = await watchPolicies(page)
    /** Each inline stylesheet of the document, by href, and whether it has its text. */
    const stylesheets = () =>
      page
        .locator('style[data-href]')
        .evaluateAll((els) => els.map((el) => `${el.getAttribute('data-href')}: ${(el.textContent ?? '').length > 1000}`))
    for (const [start, home, lang] of [
      ['/', 'Track home page', 'en'],
      ['/fr', 'Accueil de Track', 'fr'],
    ]) {
      await page.goto(start)
      await hydrated(page)
      await markWindow(page)
      const first = await stylesheets()
      expect(first.length, 'inline stylesheets').toBeGreaterThan(0)
      expect(
        first.every((sheet) => sheet.endsWith(': true')),
        'each with its text',
      ).toBe(true)
      await page.locator('header').getByRole('link', { name: 'FAQ' }).click()
      await expect(page).toHaveURL(/\/docs\/intro$/)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      expect(await stylesheets(), 'the same stylesheets after the navigation, each once, with its text').toEqual(first)
      await page.getByRole('link', { name: home }).click()
      await expect(page).toHaveURL(start === '/' ? /:\d+\/$/ : /\/fr$/)
      expect(await windowIsMarked(page), 'navigated without a full load').toBe(true)
      expect(await stylesheets()).toEqual(first)
    }
    await expectNoProblems(problems)
    await expectNoViolations(page, policyErrors)
  })

  test('after a hydration error, React renders the page again from its payload, and its content stays', async ({ page }) => {
    const content = () => page.locator('body').evaluate((body: HTMLElement) => body.innerText)
    await page.goto('/docs/intro')
    await hydrated(page)
    const first = await content()
    // What a browser extension may do before React hydrates: change the text of an element React hydrates.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const skip = document.querySelector<HTMLElement>('a[href="#content"]')!
        ;(window as unknown as { __served: string }).__served = skip.textContent!
        skip.textContent = 'changed before hydration'
      }),
    )
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.reload()
    await hydrated(page)
    // React reported the mismatch, gave up hydrating and rendered the page itself: the skip link's text is back.
    await expect.poll(() => errors.length, 'the hydration error reported').toBeGreaterThan(0)
    const served = await page.evaluate(() => (window as unknown as { __served: string }).__served)
    await expect(page.locator('a[href="#content"]')).toHaveText(served)
    expect(await content()).toEqual(first)
  })

  test('when route data fails to load, the page loads in full instead', async ({ page }) => {
    // Every RSC payload and prefetch request fails, as on a flaky connection.
    await page.route(/\.txt(\?|$)/, (route) => route.abort('failed'))
    await page.goto('/')
    await hydrated(page)
    await markWindow(page)
    await page.locator('header').getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.locator('h1')).toHaveText(en.Blog.heading)
    expect(await windowIsMarked(page)).toBe(false)
  })
})

test.describe('navbar', () => {
  test('hides while scrolling down and shows while scrolling up', async ({ page }) => {
    await page.goto('/docs/intro')
    await behavioursReady(page)
    const header = page.locator('header[data-navbar]')
    await expect(header).toBeInViewport()
    await page.mouse.wheel(0, 1200)
    await expect(header).toHaveAttribute('data-hidden', '')
    await expect(header).not.toBeInViewport()
    await page.mouse.wheel(0, -300)
    await expect(header).not.toHaveAttribute('data-hidden')
    await expect(header).toBeInViewport()
  })

  test('never hides while focus is inside it', async ({ page }) => {
    await page.goto('/docs/intro')
    await behavioursReady(page)
    const header = page.locator('header[data-navbar]')
    // Focus moving into the hidden navbar brings it back…
    await page.mouse.wheel(0, 1200)
    await expect(header).toHaveAttribute('data-hidden', '')
    await page.locator('header').getByRole('link', { name: 'Blog' }).focus()
    await expect(header).not.toHaveAttribute('data-hidden')
    // …and while it stays there, scrolling down does not hide it.
    const scrollY = () => page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY))))
    let settled = -1
    await expect.poll(async () => settled === (settled = await scrollY())).toBe(true)
    await page.mouse.wheel(0, 600)
    await expect.poll(scrollY).toBeGreaterThan(settled)
    await nextFrames(page)
    await expect(header).not.toHaveAttribute('data-hidden')
    await expect(page.locator('header').getByRole('link', { name: 'Blog' })).toBeFocused()
  })

  test('the language menu keeps the visitor on the same page, both ways, without a full reload', async ({ page }) => {
    await page.goto('/docs/intro')
    await hydrated(page)
    await markWindow(page)
    await page.getByTestId('language-menu').locator('summary').click()
    await page.getByTestId('language-menu').getByRole('link', { name: 'Français' }).click()
    await expect(page).toHaveURL(/\/fr\/docs\/intro$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    // The remounted layout keeps what the head script had set on <html>.
    await expect(page.locator('html')).toHaveAttribute('data-js', '')
    await page.getByTestId('language-menu').locator('summary').click()
    await page.getByTestId('language-menu').getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/docs\/intro$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(await windowIsMarked(page)).toBe(true)
  })

  test('the language menu closes on Escape and gives focus back', async ({ page }) => {
    await page.goto('/')
    await behavioursReady(page)
    const menu = page.getByTestId('language-menu')
    await menu.locator('summary').click()
    await expect(menu).toHaveAttribute('open', '')
    await page.keyboard.press('Escape')
    await expect(menu).not.toHaveAttribute('open')
    await expect(menu.locator('summary')).toBeFocused()
  })
})

test.describe('mobile menu (below 996 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opens with the same items, traps focus, closes on Escape', async ({ page }) => {
    await page.goto('/')
    await behavioursReady(page)
    await expect(page.locator('header nav ul').first()).toBeHidden()
    const menu = page.getByTestId('mobile-menu')
    await page.getByTestId('mobile-menu-button').click()
    await expect(menu).toHaveAttribute('open', '')
    const items = menu.getByRole('link')
    await expect(items.filter({ hasText: 'Features' })).toBeVisible()
    await expect(items.filter({ hasText: 'Download' })).toBeVisible()
    await expect(items.filter({ hasText: 'Français' })).toBeVisible()
    // Tab through more items than the menu has: focus must stay inside it.
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab')
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(menu).not.toHaveAttribute('open')
    await expect(page.getByTestId('mobile-menu-button')).toBeFocused()
  })

  test('closes on navigation', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.getByTestId('mobile-menu-button').click()
    await page.getByTestId('mobile-menu').getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByTestId('mobile-menu')).not.toHaveAttribute('open')
  })

  test('gives way to the desktop navbar at 996 px', async ({ page }) => {
    await page.setViewportSize({ width: 995, height: 800 })
    await page.goto('/')
    await expect(page.getByTestId('mobile-menu-button')).toBeVisible()
    await page.setViewportSize({ width: 996, height: 800 })
    await expect(page.getByTestId('mobile-menu-button')).toBeHidden()
    await expect(page.locator('header nav ul').first()).toBeVisible()
  })
})

test.describe('colour mode', () => {
  test('follows the system preference when nothing is saved, with no flash before scripts run', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    // Block every script file: only the inline theme script can set the class.
    await page.route('**/_next/static/**/*.js', (route) => route.abort())
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/dark/)
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/fr')
    await expect(page.locator('html')).not.toHaveClass(/dark/)
  })

  test('the toggle switches, and the choice is remembered over the system preference', async ({ page }) => {
    const problems = watchProblems(page)
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    await hydrated(page)
    await page.getByTestId('theme-toggle').click()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-pressed', 'true')
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await page.goto('/fr')
    await expect(page.locator('html')).toHaveClass(/dark/)
    await hydrated(page)
    await page.getByTestId('theme-toggle').click()
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    await pageIdle(page)
    await expectNoProblems(problems)
  })
})

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.locator('[data-announcement]')

  test('can be dismissed, and stays dismissed without a layout shift', async ({ page }) => {
    await page.goto('/')
    await behavioursReady(page)
    await expect(bar(page)).toBeVisible()
    await page.getByTestId('dismiss-announcement').click()
    await expect(bar(page)).toBeHidden()
    await page.goto('/fr/blog')
    await expect(bar(page)).toBeHidden()
    // Hidden before first paint: the server HTML has it, the head script hides it, nothing moves.
    await hydrated(page)
    const shifts = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => {})
      observer.observe({ type: 'layout-shift', buffered: true })
      const entries = observer.takeRecords() as unknown as { value: number; hadRecentInput: boolean }[]
      observer.disconnect()
      return entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0)
    })
    expect(shifts).toBe(0)
  })

  test('comes back when the announcement id changes', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('track-announcement-dismissed', 'an-older-announcement'))
    await page.goto('/')
    await expect(bar(page)).toBeVisible()
  })
})

test.describe('accessibility basics', () => {
  test('the skip link is the first focusable element and moves focus to the content', async ({ page }) => {
    await page.goto('/fr')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Aller au contenu' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#content')).toBeFocused()
  })

  test('interactive targets in the header and footer are at least 24 px', async ({ page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/')
      await hydrated(page)
      const small = await page
        .locator('header a:visible, header button:visible, header summary:visible, footer a:visible, footer button:visible')
        .evaluateAll((els) =>
          els
            .map((el) => ({ el: el.textContent?.trim() || el.getAttribute('aria-label'), r: el.getBoundingClientRect() }))
            .filter(({ r }) => r.width < 24 || r.height < 24)
            .map(({ el, r }) => `${el} ${r.width}x${r.height}`),
        )
      expect(small).toEqual([])
    }
  })
})

test.describe('loading states', () => {
  for (const url of ['/', '/fr/docs/intro']) {
    test(`${url} paints from its HTML and CSS before it requests its scripts, then hydrates [bet: chunk-scripts]`, async ({ page }) => {
      await page.goto(url)
      await hydrated(page)
      const timing = await page.evaluate(() => {
        const chunks = performance.getEntriesByType('resource').filter((e) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(e.name))
        return {
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          firstScript: Math.min(...chunks.map((e) => e.startTime)),
          scripts: chunks.length,
        }
      })
      expect(timing.scripts).toBeGreaterThan(0)
      expect(timing.paint).toBeGreaterThan(0)
      expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint)
    })
  }

  test('the progress bar shows only once a route change has taken 200 ms, and goes when the route has changed', async ({ page }) => {
    // Route payloads (prefetches included) wait until the test lets them through; the page's clock is the test's.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\.txt(\?|$)/, async (route) => {
      await held
      // The page may have navigated or closed while the request was held: nothing is left to let through.
      await route.continue().catch(() => {})
    })
    await page.clock.install()
    await page.goto('/fr')
    await behavioursReady(page)
    const progress = page.getByTestId('route-progress')
    await page.clock.pauseAt(Date.now() + 1000)

    // A slow route: nothing for 199 ms, the bar at 200 ms, gone once the page has changed.
    await page.locator('header nav ul').first().getByRole('link', { name: 'Blog' }).click()
    await page.clock.runFor(199)
    await expect(progress).toBeHidden()
    await page.clock.runFor(2)
    await expect(progress).toBeVisible()
    release()
    await expect(page).toHaveURL(/\/fr\/blog$/)
    await expect(progress).toBeHidden()

    // A fast route: done before the clock moved, so the bar never shows.
    await page.locator('header nav ul').first().getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL(/\/fr\/docs\/intro$/)
    await page.getByRole('link', { name: 'Accueil de Track' }).click()
    await expect(page).toHaveURL(/\/fr$/)
    await page.clock.runFor(1000)
    await expect(progress).toBeHidden()
  })

  // lib/browser/route-data.ts: intent fetches the page's route data file, and the router's request for it on the click is
  // answered with that response. If Next ever asks a navigation for other files, or by another path, the click makes a
  // request of its own again and this fails.
  test('a link prefetched on intent navigates with one request, made before the click: none after it [bet: navigation-request]', async ({
    page,
  }) => {
    const problems = watchProblems(page)
    // Requests for route data, and HEAD requests (Next's own prefetch begins with one).
    const requests: string[] = []
    page.on('request', (r) => {
      const line = `${r.method()} ${new URL(r.url()).pathname}`
      if (line.endsWith('.txt') || line.startsWith('HEAD')) requests.push(line)
    })
    for (const start of ['/', '/fr']) {
      await page.goto(start)
      await behavioursReady(page)
      await markWindow(page)
      const link = page.locator('header nav ul').first().getByRole('link', { name: 'FAQ' })
      const target = new URL((await link.getAttribute('href'))!, page.url()).pathname
      requests.length = 0
      const prefetched = page.waitForResponse((r) => new URL(r.url()).pathname === `${target}.txt`)
      await link.hover()
      expect((await prefetched).ok()).toBe(true)
      expect(requests, 'intent: the route data file alone').toEqual([`GET ${target}.txt`])
      requests.length = 0
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${target}$`))
      await expect(page.locator('h1')).toHaveCount(1)
      expect(await windowIsMarked(page), 'navigated without a full load').toBe(true)
      expect(requests, 'route data requested after the click').toEqual([])
    }
    await expectNoProblems(problems)
  })

  // scripts/postexport.ts removes Next's per-segment route data (`__next.*.txt`): nothing the site does asks for it.
  // Without the site's prefetch (a data-saver connection), the router makes its own request on the click; back and
  // forward may make more. A request for a removed file would fail, and this with it.
  test('without the site’s prefetch, a navigation, back and forward ask only for pages’ route data files, none failing [bet: segment-files, route-data]', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true })
    })
    const problems = watchProblems(page)
    const routeData: string[] = []
    page.on('request', (r) => {
      const pathname = new URL(r.url()).pathname
      if (pathname.endsWith('.txt')) routeData.push(pathname)
    })
    for (const [start, startUrl] of [
      ['/', /:\d+\/$/],
      ['/fr', /\/fr$/],
    ] as const) {
      await page.goto(start)
      await behavioursReady(page)
      await markWindow(page)
      const link = page.locator('header nav ul').first().getByRole('link', { name: 'FAQ' })
      const target = new URL((await link.getAttribute('href'))!, page.url()).pathname
      routeData.length = 0
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${target}$`))
      await expect(page.locator('h1')).toHaveCount(1)
      expect(routeData, 'the click: the page’s route data file').toEqual([`${target}.txt`])
      await page.goBack()
      await expect(page).toHaveURL(startUrl)
      await page.goForward()
      await expect(page).toHaveURL(new RegExp(`${target}$`))
      await expect(page.locator('h1')).toHaveCount(1)
      expect(await windowIsMarked(page), 'navigated without a full load').toBe(true)
      const own = [`${target}.txt`, start === '/' ? '/index.txt' : `${start}.txt`]
      expect(
        routeData.filter((pathname) => !own.includes(pathname)),
        'route data other than the two pages’ own',
      ).toEqual([])
    }
    await expectNoProblems(problems)
  })

  test('route data is prefetched on intent (focus, a resting mouse), not for links in view, never on data-saver connections', async ({
    browser,
  }) => {
    for (const saveData of [false, true]) {
      const context = await browser.newContext()
      const page = await context.newPage()
      if (saveData) {
        await page.addInitScript(() => {
          Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true })
        })
      }
      const payloads: string[] = []
      page.on('request', (r) => {
        if (/\.txt(\?|$)/.test(r.url())) payloads.push(new URL(r.url()).pathname)
      })
      await page.goto('/')
      await behavioursReady(page)
      await nextFrames(page)
      await pageIdle(page)
      expect(payloads, 'requests for links in view').toEqual([])

      const nav = page.locator('header nav ul').first()
      await nav.getByRole('link', { name: 'Blog' }).focus()
      await nav.getByRole('link', { name: 'FAQ' }).hover()
      await pageIdle(page)
      if (saveData) expect(payloads, 'requests on a data-saver connection').toEqual([])
      else {
        await expect.poll(() => payloads.some((path) => path.startsWith('/blog')), 'the focused link prefetched').toBe(true)
        await expect.poll(() => payloads.some((path) => path.startsWith('/docs/intro')), 'the hovered link prefetched').toBe(true)
      }
      await context.close()
    }
  })
})
