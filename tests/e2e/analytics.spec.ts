// Analytics: nothing before consent, then exactly one page_view per page and per client-side route change, within the
// page's Content-Security-Policy; consent can be withdrawn from the footer.
import { expect, type Page, test } from './fixtures'
import { typesetFrench } from '../../lib/french-typography'
import en from '../../messages/en.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import { behavioursReady, expectNoViolations, pageIdle, watchPolicies } from './site'

// These tests start with no stored choice, so the consent banner shows.
test.use({ storedConsent: null })

const GA_HOST = 'https://www.googletagmanager.com/'

async function stubGoogle(page: Page) {
  const requests: string[] = []
  await page.route(`${GA_HOST}**`, (route) => {
    requests.push(route.request().url())
    // gtag.js stand-in: the real one reads window.dataLayer and sets _ga cookies.
    return route.fulfill({ contentType: 'text/javascript', body: 'document.cookie = "_ga=GA1.1.test; path=/"' })
  })
  return requests
}

const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((args) => Array.from(args))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => (args[2] as { page_path: string }).page_path),
  )

test('no script and no cookie before consent; declining loads nothing', async ({ page, context }) => {
  const requests = await stubGoogle(page)
  await page.goto('/fr')
  await behavioursReady(page)
  const banner = page.getByTestId('consent-banner')
  await expect(banner).toBeVisible()
  await expect(banner).toContainText(typesetFrench(fr.Consent.text))
  expect(requests).toEqual([])
  expect(await context.cookies()).toEqual([])
  await banner.getByRole('button', { name: typesetFrench(fr.Consent.decline) }).click()
  await expect(banner).toBeHidden()
  await page.reload()
  await behavioursReady(page)
  await pageIdle(page)
  await expect(page.getByTestId('consent-banner')).toBeHidden()
  expect(requests).toEqual([])
  expect(await pageViews(page)).toEqual([])
})

test('after consent: gtag.js loads within the policy, one page_view on load and exactly one per client-side route change', async ({
  page,
}) => {
  const requests = await stubGoogle(page)
  const policyErrors = await watchPolicies(page)
  await page.goto('/')
  await behavioursReady(page)
  await page.getByTestId('consent-banner').getByRole('button', { name: en.Consent.accept }).click()
  await expect.poll(() => pageViews(page)).toEqual(['/'])
  expect(requests.filter((u) => u.includes('gtag/js')).length).toBe(1)
  await expectNoViolations(page, policyErrors)

  await page.locator('header').getByRole('link', { name: en.Nav.faq }).click()
  await expect(page).toHaveURL(/\/docs\/intro$/)
  await expect.poll(() => pageViews(page)).toEqual(['/', '/docs/intro'])
  await page.locator('header').getByRole('link', { name: en.Nav.blog }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/docs\/intro$/)
  await expect.poll(() => pageViews(page)).toEqual(['/', '/docs/intro', '/blog', '/docs/intro'])
  // A same-page anchor is not a route change: the next page view follows the last one directly.
  await page.evaluate(() => (location.hash = '#content'))
  await page.locator('header').getByRole('link', { name: en.Nav.blog }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect.poll(() => pageViews(page)).toEqual(['/', '/docs/intro', '/blog', '/docs/intro', '/blog'])

  // A new visit: consent is remembered, one page_view for the loaded page.
  await page.goto('/fr/blog')
  await behavioursReady(page)
  await expect(page.getByTestId('consent-banner')).toBeHidden()
  await expect.poll(() => pageViews(page)).toEqual(['/fr/blog'])
})

test('consent can be withdrawn from the footer', async ({ page, context }) => {
  await stubGoogle(page)
  await page.goto('/')
  await behavioursReady(page)
  await page.getByTestId('consent-banner').getByRole('button', { name: en.Consent.accept }).click()
  await expect.poll(async () => (await context.cookies()).map((c) => c.name)).toContain('_ga')
  await page.locator('footer').getByRole('button', { name: en.Footer.cookieSettings }).click()
  await page.getByTestId('consent-banner').getByRole('button', { name: en.Consent.decline }).click()
  await expect.poll(async () => (await context.cookies()).map((c) => c.name)).not.toContain('_ga')
  await page.locator('header').getByRole('link', { name: en.Nav.blog }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.locator('h1')).toHaveText(en.Blog.heading)
  await pageIdle(page)
  expect(await pageViews(page)).toEqual(['/'])
})
