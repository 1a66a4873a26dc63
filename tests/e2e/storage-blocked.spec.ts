// Where the browser refuses storage (cookies blocked: a privacy mode, a browser's setting, a sandboxed iframe), merely
// reading window.localStorage or sessionStorage throws a SecurityError. The site then remembers nothing and works as
// before (lib/browser/browser-storage.ts), with no error: the consent banner asks on each page load and its choice holds until
// the next one, the cookie settings reopen it, the page tools answer, the theme switch and the announcement's close
// button work for the page at hand. The build these tests run on has an analytics id (scripts/test.ts).
import { templates } from '../templates'
import en from '../../messages/en.json' with { type: 'json' }
import { expect, type Page, test } from './fixtures'
import { behavioursReady, expectNoProblems, watchProblems } from './site'

// Nothing stored before: storage is refused from the first script on.
test.use({ storedConsent: null })

/** A help page: it has the page tools. */
const DOC = templates.find((t) => t.id === 'doc')!.sample

/** Storage refused from the first script of every document on, as a browser with cookies blocked refuses it. */
async function refuseStorage(page: Page) {
  await page.addInitScript(() => {
    for (const kind of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, kind, {
        configurable: true,
        get() {
          throw new DOMException(
            `Failed to read the '${kind}' property from 'Window': Access is denied for this document.`,
            'SecurityError',
          )
        },
      })
    }
  })
}

/** What reading each storage throws, in the page. */
const refused = () =>
  (['localStorage', 'sessionStorage'] as const).map((kind) => {
    try {
      return typeof window[kind]
    } catch (error) {
      return (error as DOMException).name
    }
  })

/** Google's analytics host, answered by a stand-in gtag.js. */
const stubGoogle = (page: Page) =>
  page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))

const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((args) => Array.from(args))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => (args[2] as { page_path: string }).page_path),
  )

test('the consent banner asks, its choice holds until the next page load, and the cookie settings reopen it', async ({ page }) => {
  await refuseStorage(page)
  await stubGoogle(page)
  const problems = watchProblems(page)
  await page.goto(DOC)
  await behavioursReady(page)
  expect(await page.evaluate(refused)).toEqual(['SecurityError', 'SecurityError'])

  const banner = page.getByTestId('consent-banner')
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Accept' }).click()
  await expect(banner).toBeHidden()
  await expect.poll(() => pageViews(page)).toEqual([DOC])
  // A client-side navigation keeps the choice: one page view for the next page.
  await page.locator('header').getByRole('link', { name: 'Blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect.poll(() => pageViews(page)).toEqual([DOC, '/blog'])
  await page.locator('footer').getByRole('button', { name: en.Footer.cookieSettings }).click()
  await expect(banner).toBeVisible()
  await expect(page.locator('footer').getByRole('button', { name: en.Footer.cookieSettings })).not.toHaveAttribute('aria-busy')
  // Not remembered: a new load asks again.
  await page.reload()
  await behavioursReady(page)
  await expect(banner).toBeVisible()
  await expectNoProblems(problems)
})

test('the page tools, the theme switch and the announcement’s close button answer, remembering nothing', async ({ page }) => {
  await refuseStorage(page)
  await stubGoogle(page)
  const problems = watchProblems(page)
  await page.goto(DOC)
  await behavioursReady(page)
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Decline' }).click()

  const box = page.getByTestId('helpful')
  await box.getByRole('button', { name: en.Helpful.no }).click()
  await expect(box.getByRole('status')).toHaveText(en.Helpful.thanks)
  await expect(box.getByRole('status')).toBeFocused()
  await box.getByLabel(en.Helpful.reasons.unclear).check()
  const link = box.getByRole('link', { name: en.Helpful.writeToSupport })
  await expect.poll(async () => new URL((await link.getAttribute('href'))!).searchParams.get('body')).toContain(en.Helpful.reasons.unclear)

  await page.getByTestId('theme-toggle').click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.getByTestId('dismiss-announcement').click()
  await expect(page.locator('[data-announcement]')).toBeHidden()
  await page.reload()
  await behavioursReady(page)
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  await expect(page.locator('[data-announcement]')).toBeVisible()
  await expectNoProblems(problems)
})
