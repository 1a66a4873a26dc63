// No tap is lost: on a phone with a throttled CPU, each control is tapped as soon as it is visible, while the page's
// scripts are held back (so the tap surely comes before them), and it answers: at once for what the head script
// handles (lib/early-controls.ts), or when its code arrives for the rest (the tap was kept and is replayed).
import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures'
import { reviews } from '../../content/reviews'
import en from '../../messages/en.json' with { type: 'json' }
import { hydrated } from './site'

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' })

/** Holds the chunk scripts back until `release()`; the CPU runs 4× slower, as on a mid-range phone. */
async function holdScripts(page: Page) {
  const held: Route[] = []
  let released = false
  await page.route('**/_next/static/chunks/*.js', (route) => (released ? route.continue() : void held.push(route)))
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return {
    release: async () => {
      released = true
      await Promise.all(held.splice(0).map((route) => route.continue()))
    },
  }
}

const notHydrated = async (page: Page) => expect(await page.locator('html[data-hydrated]').count(), 'React has not run yet').toBe(0)

test('the theme switch, the announcement’s close button and search answer from the first paint', async ({ page }) => {
  const scripts = await holdScripts(page)
  await page.goto('/docs/intro', { waitUntil: 'commit' })
  const html = page.locator('html')

  const toggle = page.getByTestId('theme-toggle')
  await toggle.tap()
  await notHydrated(page)
  const dark = await html.evaluate((el) => el.classList.contains('dark'))
  await expect(toggle).toHaveAttribute('aria-pressed', String(dark))

  await page.getByTestId('dismiss-announcement').tap()
  await expect(page.getByTestId('dismiss-announcement')).toBeHidden()

  await page.locator('[data-action="open-search"]').filter({ visible: true }).tap()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('combobox')).toBeFocused()
  await page.keyboard.type('contact')
  await notHydrated(page)

  // The code arrives: the query typed meanwhile is run, and next-themes kept the theme chosen before it.
  await scripts.release()
  await hydrated(page)
  await expect(dialog.getByRole('option').first()).toBeVisible()
  await expect(dialog.getByRole('combobox')).toHaveValue('contact')
  await page.keyboard.press('Escape')
  expect(await html.evaluate((el) => el.classList.contains('dark'))).toBe(dark)
  await toggle.tap()
  expect(await html.evaluate((el) => el.classList.contains('dark'))).toBe(!dark)
})

test('a tap on the carousel before its code is kept, shown busy, and replayed', async ({ page }) => {
  test.skip(reviews.length < 2, 'fewer than two testimonials: no carousel to move (tests/export/product-pages.test.ts checks the section)')
  const scripts = await holdScripts(page)
  await page.goto('/', { waitUntil: 'commit' })
  const carousel = page.getByTestId('review-carousel')
  const current = () => carousel.locator('[role="group"]').evaluateAll((slides) => slides.findIndex((s) => s.hasAttribute('data-current')))
  const next = carousel.getByRole('button', { name: en.Home.reviews.next, exact: true })
  await next.tap()
  await notHydrated(page)
  await expect(next).toHaveAttribute('aria-busy', 'true')
  const before = await current()
  await scripts.release()
  await expect(next).not.toHaveAttribute('aria-busy')
  await expect.poll(current).toBe(before + 1)
})

test('a tap on the VAT calculator before its code is replayed, and the calculator computes', async ({ page }) => {
  const scripts = await holdScripts(page)
  await page.goto('/vat-calculator?amount=100&rate=20', { waitUntil: 'commit' })
  const rate = page.getByTestId('vat-calculator').locator('label').filter({ hasText: '5.5' }).first()
  // The form is disabled until its code runs: Playwright would wait for it to be enabled, a finger does not.
  await rate.tap({ force: true })
  await notHydrated(page)
  await expect(rate).toHaveAttribute('aria-busy', 'true')
  await scripts.release()
  await expect(page.getByRole('radio', { name: /5[.,]5/ }).first()).toBeChecked()
  await expect(page.getByTestId('vat-results')).toContainText('105.50')
})

test('a tap on the cookie settings before their code is replayed: the consent panel opens', async ({ page }) => {
  const scripts = await holdScripts(page)
  await page.goto('/docs/intro', { waitUntil: 'commit' })
  const settings = page.getByRole('button', { name: en.Footer.cookieSettings })
  await settings.tap()
  await notHydrated(page)
  await expect(settings).toHaveAttribute('aria-busy', 'true')
  await scripts.release()
  await expect(page.getByTestId('consent-banner')).toBeVisible()
  await expect(settings).not.toHaveAttribute('aria-busy')
})

test('a tap on a help sidebar category’s fold button before its code is kept, shown busy, and replayed', async ({ page }) => {
  const scripts = await holdScripts(page)
  // A page in a category: its category lists its pages, open, however many pages the help centre holds.
  await page.goto('/fr/docs/manage-contacts/add-a-contact-import', { waitUntil: 'commit' })
  // On a phone the sidebar opens behind its menu button, a <details> that needs no code.
  await page.getByTestId('docs-menu').locator('summary').tap()
  const current = page.getByTestId('docs-sidebar').locator('[data-category]:has([aria-current="page"]) button')
  await expect(current).toHaveAttribute('aria-expanded', 'true')
  const id = await current.getAttribute('aria-controls')
  const fold = page.locator(`button[aria-controls="${id}"]`)
  const panel = page.locator(`#${id}`)
  await fold.tap()
  await notHydrated(page)
  await expect(fold).toHaveAttribute('aria-busy', 'true')
  await expect(panel.getByRole('link').first()).toBeVisible()
  await scripts.release()
  await expect(fold).not.toHaveAttribute('aria-busy')
  await expect(fold).toHaveAttribute('aria-expanded', 'false')
  await expect(panel.getByRole('link').first()).toBeHidden()
})
