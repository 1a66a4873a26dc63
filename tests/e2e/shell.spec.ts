// The site shell: routing, navbar, menus, language, theme, announcement, errors and loading states.
import { expect, type Page, test } from './fixtures'
import { behavioursReady, declineAnalytics, expectNoProblems, markWindow, watchProblems, windowIsMarked } from './site'

test.beforeEach(async ({ page }) => declineAnalytics(page))

const NAV_ANCHORS = ['#features', '#businesscoach', '#approach', '#price', '#avis']

test.describe('routing', () => {
  for (const [url, lang, text] of [
    ['/does-not-exist', 'en', 'Page not found'],
    ['/fr/nexiste-pas', 'fr', 'Page introuvable'],
    ['/blog/no-such-post', 'en', 'Page not found'],
  ] as const) {
    test(`unknown path ${url} shows the ${lang} not-found page with status 404`, async ({ page }) => {
      const response = await page.goto(url)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text)
      const main = page.locator('main')
      const prefix = lang === 'fr' ? '/fr' : ''
      for (const href of [prefix || '/', `${prefix}/docs/intro`, `${prefix}/blog`]) {
        await expect(main.locator(`a[href="${href}"]`)).toHaveCount(1)
      }
    })
  }

  for (const [from, to] of [
    ['/index.html', '/'],
    ['/fr/index.html', '/fr'],
    ['/fr.html', '/fr'],
    ['/fr/', '/fr'],
  ] as const) {
    test(`${from} is shown as ${to} (CDN redirect)`, async ({ page }) => {
      await page.goto(from)
      expect(new URL(page.url()).pathname).toBe(to)
      await expect(page.locator('h1')).toHaveCount(1)
    })
  }

  test('a host that serves /fr.html as is still shows /fr (inline script)', async ({ page, baseURL }) => {
    const problems = watchProblems(page)
    // Serve the file at its .html URL without the redirect, as a plain static host would.
    await page.route('**/fr.html', async (route) => {
      const response = await page.request.get(`${baseURL}/fr`)
      await route.fulfill({ response })
    })
    await page.goto('/fr.html#content')
    expect(new URL(page.url()).pathname).toBe('/fr')
    expect(new URL(page.url()).hash).toBe('#content')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await page.waitForLoadState('networkidle')
    await expectNoProblems(problems)
  })

  test('client-side navigation in both languages, with no 404 for route data', async ({ page }) => {
    const problems = watchProblems(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await markWindow(page)
    await page.locator('header').getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL(/\/docs\/intro$/)
    await page.getByRole('link', { name: 'Track home page' }).click()
    await expect(page).toHaveURL(/\/$/)
    expect(await windowIsMarked(page)).toBe(true)

    await page.goto('/fr')
    await page.waitForLoadState('networkidle')
    await markWindow(page)
    await page.locator('header').getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL(/\/fr\/docs\/intro$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await page.getByRole('link', { name: 'Accueil de Track' }).click()
    await expect(page).toHaveURL(/\/fr$/)
    expect(await windowIsMarked(page)).toBe(true)
    await page.waitForLoadState('networkidle')
    await expectNoProblems(problems)
  })

  test('when route data fails to load, the page loads in full instead', async ({ page }) => {
    // Every RSC payload and prefetch request fails, as on a flaky connection.
    await page.route(/\.txt(\?|$)/, (route) => route.abort('failed'))
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await markWindow(page)
    await page.locator('header').getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.locator('h1')).toHaveCount(1)
    expect(await windowIsMarked(page)).toBe(false)
  })
})

test.describe('navbar', () => {
  test('has the SPEC items in order, localized, with anchors to the home page', async ({ page }) => {
    for (const [url, prefix, labels] of [
      ['/blog', '', ['Features', 'Business Coach', 'Our approach', 'Price', 'Reviews', 'FAQ', 'Blog']],
      ['/fr/blog', '/fr', ['Fonctionnalités', 'Coach business', 'Notre approche', 'Prix', 'Avis', 'FAQ', 'Blog']],
    ] as const) {
      await page.goto(url)
      const links = page.locator('header nav ul').first().getByRole('link')
      await expect(links).toHaveText([...labels])
      const hrefs = await links.evaluateAll((els) => els.map((a) => a.getAttribute('href')))
      expect(hrefs).toEqual([...NAV_ANCHORS.map((a) => (prefix ? `${prefix}${a}` : `/${a}`)), `${prefix}/docs/intro`, `${prefix}/blog`])
      await expect(page.locator('header').getByRole('link', { name: prefix ? 'Télécharger' : 'Download' })).toHaveAttribute(
        'href',
        `${prefix}/get`,
      )
    }
  })

  test('hides while scrolling down and shows while scrolling up', async ({ page }) => {
    await page.goto('/docs/intro')
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
    await page.mouse.wheel(0, 1200)
    const header = page.locator('header[data-navbar]')
    await expect(header).toHaveAttribute('data-hidden', '')
    await page.locator('header').getByRole('link', { name: 'Blog' }).focus()
    await expect(header).not.toHaveAttribute('data-hidden')
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(300)
    await expect(header).not.toHaveAttribute('data-hidden')
  })

  test('language menu keeps the visitor on the same page, both ways, without a full reload', async ({ page }) => {
    await page.goto('/docs/intro')
    await page.waitForLoadState('networkidle')
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

  test('language menu closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/')
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
    await page.getByTestId('mobile-menu-button').click()
    await page.getByTestId('mobile-menu').getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByTestId('mobile-menu')).not.toHaveAttribute('open')
  })

  test('is at least 996 px wide to show the desktop navbar', async ({ page }) => {
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
    await page.goto('/', { waitUntil: 'load' })
    await expect(page.locator('html')).toHaveClass(/dark/)
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/fr', { waitUntil: 'load' })
    await expect(page.locator('html')).not.toHaveClass(/dark/)
  })

  test('the toggle switches, and the choice is remembered over the system preference', async ({ page }) => {
    const problems = watchProblems(page)
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    await page.getByTestId('theme-toggle').click()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-pressed', 'true')
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await page.goto('/fr')
    await expect(page.locator('html')).toHaveClass(/dark/)
    await page.getByTestId('theme-toggle').click()
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    await page.waitForLoadState('networkidle')
    await expectNoProblems(problems)
  })
})

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.locator('[data-announcement]')

  test('can be dismissed, stays dismissed, without layout shift', async ({ page }) => {
    await page.goto('/')
    await expect(bar(page)).toBeVisible()
    await page.getByTestId('dismiss-announcement').click()
    await expect(bar(page)).toBeHidden()
    await page.goto('/fr/blog')
    await expect(bar(page)).toBeHidden()
    // Hidden before first paint: the server HTML has it, the inline script hides it, no shift.
    const cls = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
              if (!entry.hadRecentInput) total += entry.value
            }
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(total), 500)
        }),
    )
    expect(cls).toBe(0)
  })

  test('comes back when the announcement id changes', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('track-announcement-dismissed', 'an-older-announcement'))
    await page.goto('/')
    await expect(bar(page)).toBeVisible()
  })
})

test.describe('accessibility basics', () => {
  test('skip link is the first focusable element and moves focus to the content', async ({ page }) => {
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
    test(`${url} paints from its HTML and CSS before it requests its scripts, then hydrates`, async ({ page }) => {
      await page.goto(url)
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
      // Hydrated: the theme toggle reports its state.
      await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-pressed', /true|false/)
    })
  }

  test('the progress bar appears only when a route change takes longer than 200 ms', async ({ page }) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    // Timestamps inside the page: the click, the bar appearing, the URL changing.
    await page.evaluate(() => {
      const w = window as unknown as { __times: Record<string, number[]> }
      w.__times = { click: [], shown: [], route: [] }
      const bar = document.querySelector('[data-testid="route-progress"]')!
      new MutationObserver(() => {
        if (!bar.hasAttribute('hidden')) w.__times.shown.push(performance.now())
      }).observe(bar, { attributes: true })
      document.addEventListener('click', () => w.__times.click.push(performance.now()), true)
      const push = history.pushState
      history.pushState = function (...args: Parameters<typeof push>) {
        w.__times.route.push(performance.now())
        return push.apply(this, args)
      }
    })
    const times = () => page.evaluate(() => (window as unknown as { __times: Record<string, number[]> }).__times)

    // A prefetched route: if it happens to take longer than 200 ms on a busy machine the bar may
    // show, but never before 200 ms have passed, and it is gone once the route has changed.
    await page.locator('header').getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL(/\/docs\/intro$/)
    const t = await times()
    for (const shownAt of t.shown) expect(shownAt - t.click[0]).toBeGreaterThanOrEqual(195)
    if (t.route[0] - t.click[0] < 180) expect(t.shown).toEqual([])
    await expect(page.getByTestId('route-progress')).toBeHidden()
  })

  test('on a slow connection the progress bar shows after 200 ms and goes once the route has changed', async ({ page }) => {
    // Every route payload (prefetches included) takes 1.5 s.
    await page.route(/\.txt(\?|$)/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500))
      await route.continue().catch(() => {})
    })
    await page.goto('/fr')
    // Hydrated (the toggle gets aria-pressed once mounted), while the prefetches are still pending.
    await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-pressed', /true|false/)
    const clickedAt = await page.evaluate(() => {
      document.querySelector<HTMLAnchorElement>('header a[href="/fr/blog"]')!.click()
      return performance.now()
    })
    await expect(page.getByTestId('route-progress')).toBeVisible()
    const shownAt = await page.evaluate(() => performance.now())
    expect(shownAt - clickedAt).toBeGreaterThanOrEqual(195)
    await expect(page).toHaveURL(/\/fr\/blog$/, { timeout: 10_000 })
    await expect(page.getByTestId('route-progress')).toBeHidden()
  })

  test('links are prefetched, except on data-saver connections', async ({ page }) => {
    const prefetched = (p: Page) => {
      const urls: string[] = []
      p.on('request', (r) => {
        if (/\.txt(\?|$)/.test(r.url())) urls.push(r.url())
      })
      return urls
    }
    const normal = prefetched(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    expect(normal.length).toBeGreaterThan(0)

    const context = await page.context().browser()!.newContext()
    const saver = await context.newPage()
    await saver.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true })
    })
    const saved = prefetched(saver)
    // A page of another context: not wrapped by ./fixtures, so it waits for the behaviours itself.
    await saver.goto(page.url())
    await behavioursReady(saver)
    await saver.waitForLoadState('networkidle')
    await saver.waitForTimeout(500)
    expect(saved).toEqual([])
    await context.close()
  })
})
