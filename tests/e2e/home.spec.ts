// The home page: the five anchor sections, the reviews carousel, reduced motion, reading without JavaScript,
// structured data.
import { expect, type Locator, type Page, test } from './fixtures'
import { competitors } from '../../content/competitors'
import { reviews } from '../../content/reviews'
import { declineAnalytics } from './site'

test.beforeEach(async ({ page }) => declineAnalytics(page))

const SECTIONS = ['features', 'businesscoach', 'approach', 'price', 'avis'] as const
type Section = (typeof SECTIONS)[number]

const LOCALES = [
  {
    locale: 'en',
    home: '/',
    prefix: '',
    nav: { features: 'Features', businesscoach: 'Business Coach', approach: 'Our approach', price: 'Price', avis: 'Reviews' },
    carousel: { carousel: 'carousel', slide: 'slide', of: 'of', previous: 'Previous testimonial', next: 'Next testimonial' },
    pause: 'Pause the testimonials',
    play: 'Play the testimonials',
  },
  {
    locale: 'fr',
    home: '/fr',
    prefix: '/fr',
    nav: { features: 'Fonctionnalités', businesscoach: 'Coach business', approach: 'Notre approche', price: 'Prix', avis: 'Avis' },
    carousel: { carousel: 'carrousel', slide: 'diapositive', of: 'sur', previous: 'Témoignage précédent', next: 'Témoignage suivant' },
    pause: 'Mettre les témoignages en pause',
    play: 'Faire défiler les témoignages',
  },
] as const

/** Waits until a jump to an anchor has finished: the page is scrolled and has stopped moving. */
async function waitForScrollEnd(page: Page) {
  let last = -1
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY)
        const settled = y > 0 && y === last
        last = y
        return settled
      },
      { intervals: [250] },
    )
    .toBe(true)
  // The navbar slides (200 ms) and sections fade in (250 ms): let them finish.
  await page.waitForTimeout(350)
}

/** The section's heading is on screen, and not under the sticky navbar. */
async function expectHeadingBelowNavbar(page: Page, id: Section) {
  const heading = page.locator(`[id="${id}"] h2`)
  await expect(heading).toBeInViewport()
  const { headingTop, navbarBottom } = await page.evaluate((sectionId) => {
    const h2 = document.querySelector(`[id="${sectionId}"] h2`)
    const navbar = document.querySelector('header[data-navbar]')
    return { headingTop: h2?.getBoundingClientRect().top ?? -1, navbarBottom: navbar?.getBoundingClientRect().bottom ?? Infinity }
  }, id)
  expect(headingTop).toBeGreaterThanOrEqual(navbarBottom)
}

const navLink = (page: Page, name: string) => page.locator('header nav ul').first().getByRole('link', { name, exact: true })

const carouselOf = (page: Page) => page.getByTestId('review-carousel')
/** Index of the slide shown, from the server-rendered slides (hidden ones included). */
const currentIndex = (carousel: Locator) =>
  carousel.locator('[role="group"]').evaluateAll((slides) => slides.findIndex((slide) => slide.hasAttribute('data-current')))

for (const l of LOCALES) {
  test.describe(`home page (${l.locale})`, () => {
    test('has one h1, the five sections with their h2, and links to the comparison pages', async ({ page }) => {
      await page.goto(l.home)
      await expect(page.locator('h1')).toHaveCount(1)
      for (const id of SECTIONS) {
        await expect(page.locator(`[id="${id}"]`)).toHaveCount(1)
        await expect(page.locator(`[id="${id}"] h2`)).toHaveCount(1)
      }
      const main = page.locator('main')
      for (const competitor of competitors) {
        await expect(main.locator(`a[href="${l.prefix}/${competitor.id}-discount-promo-code"]`)).toHaveCount(1)
      }
      await expect(main.getByRole('link', { name: 'Pipedrive', exact: true })).toBeVisible()
      await expect(main.getByRole('link', { name: /HubSpot/ })).toBeVisible()
      await expect(main.locator(`a[href="${l.prefix}/get"]`).first()).toBeVisible()
      for (const path of ['/docs/intro', '/docs/business-coach/stop-subscription', '/blog/why-a-simple-and-mobile-crm', '/blog']) {
        await expect(main.locator(`a[href="${l.prefix}${path}"]`).first()).toBeAttached()
      }
    })

    for (const id of SECTIONS) {
      test(`navbar link to #${id} from the home page shows its heading below the navbar`, async ({ page }) => {
        await page.goto(l.home)
        await page.waitForLoadState('networkidle')
        await navLink(page, l.nav[id]).click()
        await expect(page).toHaveURL(new RegExp(`#${id}$`))
        await waitForScrollEnd(page)
        await expectHeadingBelowNavbar(page, id)
      })

      test(`navbar link to #${id} from another page shows its heading below the navbar`, async ({ page }) => {
        await page.goto(`${l.prefix}/docs/intro`)
        await page.waitForLoadState('networkidle')
        await navLink(page, l.nav[id]).click()
        await expect(page).toHaveURL(new RegExp(`#${id}$`))
        expect(new URL(page.url()).pathname.replace(/\/$/, '') || '/').toBe(l.home)
        await waitForScrollEnd(page)
        await expectHeadingBelowNavbar(page, id)
      })
    }

    test('a URL with #price lands on the price heading, below the navbar', async ({ page }) => {
      await page.goto(`${l.home}#price`)
      await waitForScrollEnd(page)
      await expectHeadingBelowNavbar(page, 'price')
    })

    test('the carousel follows the APG pattern and moves with the buttons and the arrow keys', async ({ page }) => {
      await page.goto(`${l.home}#avis`)
      const carousel = carouselOf(page)
      await expect(carousel).toHaveAttribute('aria-roledescription', l.carousel.carousel)
      const slides = carousel.locator('[role="group"]')
      await expect(slides).toHaveCount(reviews.length)
      for (let i = 0; i < reviews.length; i++) {
        await expect(slides.nth(i)).toHaveAttribute('aria-roledescription', l.carousel.slide)
        await expect(slides.nth(i)).toHaveAttribute('aria-label', `${i + 1} ${l.carousel.of} ${reviews.length}`)
      }
      // Hovering holds the automatic rotation, so every move below is ours.
      await carousel.hover()
      const start = await currentIndex(carousel)
      const at = (offset: number) => (start + offset + reviews.length) % reviews.length
      await expect(slides.nth(start)).toBeVisible()
      await expect(slides.nth(at(1))).toBeHidden()

      const next = carousel.getByRole('button', { name: l.carousel.next, exact: true })
      const previous = carousel.getByRole('button', { name: l.carousel.previous, exact: true })
      await expect(next).toBeVisible()
      await expect(previous).toBeVisible()
      await next.click()
      await expect.poll(() => currentIndex(carousel)).toBe(at(1))
      await expect(slides.nth(at(1))).toBeVisible()
      await expect(slides.nth(start)).toBeHidden()
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
      await expect(slides.nth(start)).toBeVisible()
    })

    test('the carousel advances on its own, and the pause button stops it', async ({ page }) => {
      // A controllable clock: time runs normally and fastForward jumps ahead instead of waiting.
      await page.clock.install()
      await page.goto(l.home)
      const carousel = carouselOf(page)
      await carousel.scrollIntoViewIfNeeded()
      await page.mouse.move(1, 1)
      const start = await currentIndex(carousel)
      await page.clock.fastForward(7_500)
      await expect.poll(() => currentIndex(carousel)).not.toBe(start)

      await carousel.getByRole('button', { name: l.pause, exact: true }).click()
      await expect(carousel.getByRole('button', { name: l.play, exact: true })).toBeVisible()
      // Nothing else may hold it still: no pointer over it, no focus inside.
      await page.mouse.move(1, 1)
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      const paused = await currentIndex(carousel)
      await page.clock.fastForward(15_000)
      expect(await currentIndex(carousel)).toBe(paused)
      await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite')

      await carousel.getByRole('button', { name: l.play, exact: true }).click()
      await page.mouse.move(1, 1)
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      await page.clock.fastForward(7_500)
      await expect.poll(() => currentIndex(carousel)).not.toBe(paused)
    })

    test('under reduced motion nothing moves: no automatic rotation, no hidden sections', async ({ page }) => {
      await page.clock.install()
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(l.home)
      const opacities = await page.locator('[data-reveal]').evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity))
      expect(opacities.length).toBeGreaterThanOrEqual(SECTIONS.length)
      expect(opacities.every((o) => o === '1')).toBe(true)

      const carousel = carouselOf(page)
      await carousel.scrollIntoViewIfNeeded()
      await page.mouse.move(1, 1)
      // No rotation, so no pause control either; previous and next still work.
      await expect(carousel.locator('button').first()).toBeHidden()
      const start = await currentIndex(carousel)
      await page.clock.fastForward(30_000)
      expect(await currentIndex(carousel)).toBe(start)
      await carousel.getByRole('button', { name: l.carousel.next, exact: true }).click()
      await expect.poll(() => currentIndex(carousel)).toBe((start + 1) % reviews.length)
    })

    test('Organization and SoftwareApplication JSON-LD parse, and the title is "Track | tagline"', async ({ page }) => {
      await page.goto(l.home)
      await expect(page).toHaveTitle(/^Track \| \S/)
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
      const data = blocks.map((text) => JSON.parse(text) as { '@type': string; description?: string })
      expect(data.map((d) => d['@type'])).toEqual(expect.arrayContaining(['Organization', 'SoftwareApplication']))
      const app = data.find((d) => d['@type'] === 'SoftwareApplication')
      expect(app?.description).toBe(await page.locator('meta[name="description"]').getAttribute('content'))
    })
  })

  test.describe(`home page without JavaScript (${l.locale})`, () => {
    test.use({ javaScriptEnabled: false })

    test('every review is visible, without carousel controls, and no section is hidden', async ({ page }) => {
      await page.goto(l.home)
      const carousel = carouselOf(page)
      await expect(carousel.locator('[role="group"]')).toHaveCount(reviews.length)
      for (const review of reviews) {
        await expect(carousel.getByText(review.quote[l.locale])).toBeVisible()
        await expect(carousel.getByText(review.firstName, { exact: true })).toBeVisible()
      }
      await expect(carousel.locator('button')).toHaveCount(3)
      for (const button of await carousel.locator('button').all()) await expect(button).toBeHidden()
      for (const id of SECTIONS) await expect(page.locator(`[id="${id}"] h2`)).toBeVisible()
      const opacities = await page.locator('[data-reveal]').evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity))
      expect(opacities.every((o) => o === '1')).toBe(true)
    })
  })
}
