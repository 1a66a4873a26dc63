// The home page in a browser: the navbar's anchors land each section's heading below the sticky navbar, from the home
// page and from another page, and the reviews carousel moves by button, by key and on its own, and holds still under
// reduced motion. What the page holds (sections, links, structured data, slides) is in tests/export/product-pages.test.ts.
import { expect, type Locator, type Page, test } from './fixtures'
import { reviews } from '../../content/reviews'
import { typesetFrench } from '../../lib/french-typography'
import { navbarLinks } from '../../lib/navigation'
import en from '../../messages/en.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import { hydrated } from './site'

const SECTIONS = ['features', 'businesscoach', 'approach', 'price', 'avis'] as const
type Section = (typeof SECTIONS)[number]
/** The navbar's label for a home section, as messages/*.json words it (Nav), French typeset as the build does. */
const navLabel = (locale: 'en' | 'fr', id: Section) => {
  const key = navbarLinks.find((link) => link.href === `/#${id}`)!.label as keyof typeof en.Nav
  return locale === 'fr' ? typesetFrench(fr.Nav[key]) : en.Nav[key]
}
/** The carousel's buttons, as messages/*.json name them (Home.reviews). */
const REVIEWS = {
  en: en.Home.reviews,
  fr: { ...fr.Home.reviews, pause: typesetFrench(fr.Home.reviews.pause), play: typesetFrench(fr.Home.reviews.play) },
}

const navLink = (page: Page, name: string) => page.locator('header nav ul').first().getByRole('link', { name, exact: true })

/** The section's heading is on screen and not under the sticky navbar, once the jump and the navbar's slide are over. */
async function expectHeadingBelowNavbar(page: Page, id: Section) {
  await expect(async () => {
    const position = await page.evaluate((sectionId) => {
      const heading = document.querySelector(`[id="${sectionId}"] h2`)!.getBoundingClientRect()
      const navbar = document.querySelector('header[data-navbar]')!.getBoundingClientRect()
      return { top: heading.top, bottom: heading.bottom, navbarBottom: navbar.bottom, viewport: window.innerHeight }
    }, id)
    expect(position.top, `#${id} h2 top`).toBeGreaterThanOrEqual(position.navbarBottom)
    expect(position.bottom, `#${id} h2 bottom`).toBeLessThanOrEqual(position.viewport)
    // Still: the same position one frame later.
    const later = await page.evaluate(
      (sectionId) =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => resolve(document.querySelector(`[id="${sectionId}"] h2`)!.getBoundingClientRect().top)),
        ),
      id,
    )
    expect(later).toBe(position.top)
  }).toPass({ intervals: [50] })
}

test('each navbar anchor on the home page shows its section’s heading below the navbar', async ({ page }) => {
  // Jumps without the smooth scroll: where each heading lands is what is tested here, not the animation.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await hydrated(page)
  for (const id of SECTIONS) {
    await navLink(page, navLabel('en', id)).click()
    await expect(page).toHaveURL(new RegExp(`#${id}$`))
    await expectHeadingBelowNavbar(page, id)
  }
})

test('a navbar anchor followed from another page scrolls smoothly to the home page’s section', async ({ page }) => {
  await page.goto('/fr/docs/intro')
  await hydrated(page)
  await navLink(page, navLabel('fr', 'avis')).click()
  await expect(page).toHaveURL(/\/fr\/?#avis$/)
  await expectHeadingBelowNavbar(page, 'avis')
})

test('a URL ending in #price lands on the price heading, below the navbar', async ({ page }) => {
  await page.goto('/#price')
  await expectHeadingBelowNavbar(page, 'price')
})

const carouselOf = (page: Page) => page.getByTestId('review-carousel')
const NO_CAROUSEL = 'fewer than two testimonials: no carousel (tests/export/product-pages.test.ts checks the section)'
/** Index of the slide shown. */
const currentIndex = (carousel: Locator) =>
  carousel.locator('[role="group"]').evaluateAll((slides) => slides.findIndex((slide) => slide.hasAttribute('data-current')))

test('the carousel moves with its buttons and the arrow keys, one slide shown at a time', async ({ page }) => {
  test.skip(reviews.length < 2, NO_CAROUSEL)
  await page.goto('/#avis')
  await hydrated(page)
  const carousel = carouselOf(page)
  const slides = carousel.locator('[role="group"]')
  // Hovering holds the automatic rotation, so every move below is ours.
  await carousel.hover()
  const start = await currentIndex(carousel)
  const at = (offset: number) => (start + offset + reviews.length) % reviews.length
  await expect(slides.nth(start)).toBeVisible()
  await expect(slides.nth(at(1))).toBeHidden()

  await carousel.getByRole('button', { name: REVIEWS.en.next, exact: true }).click()
  await expect.poll(() => currentIndex(carousel)).toBe(at(1))
  await expect(slides.nth(at(1))).toBeVisible()
  await expect(slides.nth(start)).toBeHidden()
  const previous = carousel.getByRole('button', { name: REVIEWS.en.previous, exact: true })
  await previous.click()
  await previous.click()
  await expect.poll(() => currentIndex(carousel)).toBe(at(-1))

  // Focus is on the previous button, inside the carousel: the arrow keys move it.
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => currentIndex(carousel)).toBe(at(0))
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => currentIndex(carousel)).toBe(at(1))
  await page.keyboard.press('ArrowLeft')
  await expect.poll(() => currentIndex(carousel)).toBe(at(0))
})

test('the carousel advances on its own, and its pause button stops it', async ({ page }) => {
  test.skip(reviews.length < 2, NO_CAROUSEL)
  // A controllable clock: time runs normally and fastForward jumps ahead instead of waiting.
  await page.clock.install()
  await page.goto('/fr')
  await hydrated(page)
  const carousel = carouselOf(page)
  await carousel.scrollIntoViewIfNeeded()
  await page.mouse.move(1, 1)
  const start = await currentIndex(carousel)
  await page.clock.fastForward(7_500)
  await expect.poll(() => currentIndex(carousel)).not.toBe(start)

  await carousel.getByRole('button', { name: REVIEWS.fr.pause, exact: true }).click()
  await expect(carousel.getByRole('button', { name: REVIEWS.fr.play, exact: true })).toBeVisible()
  // Nothing else may hold it still: no pointer over it, no focus inside.
  await page.mouse.move(1, 1)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  const paused = await currentIndex(carousel)
  await page.clock.fastForward(15_000)
  expect(await currentIndex(carousel)).toBe(paused)
  await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite')

  await carousel.getByRole('button', { name: REVIEWS.fr.play, exact: true }).click()
  await page.mouse.move(1, 1)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.clock.fastForward(7_500)
  await expect.poll(() => currentIndex(carousel)).not.toBe(paused)
})

test('under reduced motion nothing moves: no automatic rotation, no hidden section', async ({ page }) => {
  await page.clock.install()
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await hydrated(page)
  const opacities = await page.locator('[data-reveal]').evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity))
  expect(opacities.length).toBeGreaterThanOrEqual(SECTIONS.length)
  expect(opacities.every((o) => o === '1')).toBe(true)

  if (reviews.length < 2) return // NO_CAROUSEL: the reveal check above is what this build can show
  const carousel = carouselOf(page)
  await carousel.scrollIntoViewIfNeeded()
  await page.mouse.move(1, 1)
  // No rotation, so no pause control either; previous and next still work.
  await expect(carousel.locator('button').first()).toBeHidden()
  const start = await currentIndex(carousel)
  await page.clock.fastForward(30_000)
  expect(await currentIndex(carousel)).toBe(start)
  await carousel.getByRole('button', { name: REVIEWS.en.next, exact: true }).click()
  await expect.poll(() => currentIndex(carousel)).toBe((start + 1) % reviews.length)
})
