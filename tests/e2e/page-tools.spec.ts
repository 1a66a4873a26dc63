// The page tools of help pages and posts in a browser: "Copy page" puts the page's Markdown twin on the clipboard,
// "Ask an assistant" opens it in ChatGPT or Claude or shows the Markdown, and "Was this page helpful?" answers, with
// an analytics event only when the visitor accepted analytics. What the twins hold is checked on the export
// (tests/export/markdown.test.ts); here, that the served files and the tools work as a visitor uses them.
import en from '../../messages/en.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import { typesetMessages } from '../../lib/french-typography'
import { templates } from '../templates'
import { expect, type Page, test } from './fixtures'
import { behavioursReady } from './site'

const MESSAGES = { en, fr: typesetMessages(fr) }
const GA_HOST = 'https://www.googletagmanager.com/'
/** A help page: the one the browser checks of the help page template use. */
const DOC = templates.find((t) => t.id === 'doc')!.sample

/** Every request to Google's analytics host, answered by a stand-in gtag.js. */
async function watchGoogle(page: Page) {
  const requests: string[] = []
  await page.route(`${GA_HOST}**`, (route) => {
    requests.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: '' })
  })
  return requests
}

/** The events the page handed to analytics (gtag's dataLayer), by name. */
const events = (page: Page, name: string) =>
  page.evaluate(
    (eventName) =>
      ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
        .map((args) => Array.from(args))
        .filter((args) => args[0] === 'event' && args[1] === eventName)
        .map((args) => args[2] as Record<string, string>),
    name,
  )

test('the served export gives assistants Markdown and llms.txt as text, in both languages', async ({ request }) => {
  for (const [url, type] of [
    ['/llms.txt', 'text/plain'],
    ['/fr/llms.txt', 'text/plain'],
    ['/llms-full.txt', 'text/plain'],
    ['/docs/intro.md', 'text/markdown'],
    ['/fr/docs/intro.md', 'text/markdown'],
  ] as const) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    expect(response.headers()['content-type'], url).toBe(`${type}; charset=utf-8`)
    expect(await response.text(), url).toMatch(/^# /)
  }
})

for (const locale of ['en', 'fr'] as const) {
  const t = MESSAGES[locale]
  const prefix = locale === 'en' ? '' : '/fr'

  test(`${locale}: "Copy page" puts the page's Markdown on the clipboard`, async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(`${prefix}${DOC}`)
    await behavioursReady(page)
    await page.getByRole('button', { name: t.PageTools.copy }).click()
    await expect(page.getByRole('status').filter({ hasText: t.PageTools.copied })).toBeVisible()
    const twin = await (await request.get(`${prefix}${DOC}.md`)).text()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin)
  })

  test(`${locale}: "Copy page" says when the page could not be copied, and the console says why`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    // The Markdown twin does not come (offline, or a deploy removed it meanwhile).
    await page.route(`**${prefix}${DOC}.md`, (route) => route.fulfill({ status: 503, body: '' }))
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto(`${prefix}${DOC}`)
    await behavioursReady(page)
    await page.getByRole('button', { name: t.PageTools.copy }).click()
    await expect(page.getByRole('status').filter({ hasText: t.PageTools.copyFailed })).toBeVisible()
    expect(errors.filter((text) => text.startsWith('Copy page:'))).toHaveLength(1)
  })

  test(`${locale}: "Ask an assistant" opens the page's Markdown in ChatGPT or Claude, or shows it`, async ({ page }) => {
    await page.goto(`${prefix}${DOC}`)
    await page.getByText(t.PageTools.ask).click()
    const twin = new URL(`${prefix}${DOC}.md`, page.url()).pathname
    for (const name of [t.PageTools.chatgpt, t.PageTools.claude]) {
      const link = page.getByRole('link', { name: new RegExp(`^${name}`) })
      await expect(link).toBeVisible()
      const prompt = [...new URL((await link.getAttribute('href'))!).searchParams.values()].join(' ')
      expect(prompt, name).toContain(`${twin}`)
      await expect(link).toHaveAttribute('target', '_blank')
    }
    await page.getByRole('link', { name: t.PageTools.markdown }).click()
    await expect(page).toHaveURL(new RegExp(`${twin.replace(/\./g, '\\.')}$`))
    await expect(page.locator('body')).toContainText('# ')
  })

  test(`${locale}: "No" asks why and names the reason in the e-mail to support; nothing leaves without consent`, async ({ page }) => {
    const google = await watchGoogle(page)
    await page.goto(`${prefix}${DOC}`)
    await behavioursReady(page)
    const box = page.getByTestId('helpful')
    await expect(box.getByRole('heading', { name: t.Helpful.question })).toBeVisible()
    await box.getByRole('button', { name: t.Helpful.no }).click()
    await expect(box.getByRole('status')).toHaveText(t.Helpful.thanks)
    await expect(box.getByRole('status')).toBeFocused()
    await box.getByLabel(t.Helpful.reasons.unclear).check()
    const link = box.getByRole('link', { name: t.Helpful.writeToSupport })
    await expect(link).toBeVisible()
    await expect.poll(async () => new URL((await link.getAttribute('href'))!).searchParams.get('body')).toContain(t.Helpful.reasons.unclear)
    expect(google).toEqual([])
    expect(await events(page, 'page_helpful')).toEqual([])
  })
}

test.describe('with analytics accepted', () => {
  test.use({ storedConsent: 'granted' })

  test('"Yes" says thanks and becomes one analytics event', async ({ page }) => {
    await watchGoogle(page)
    await page.goto(DOC)
    // Analytics runs: the page view of the visit is sent.
    await expect.poll(() => events(page, 'page_view')).toHaveLength(1)
    const box = page.getByTestId('helpful')
    await box.getByRole('button', { name: en.Helpful.yes }).click()
    await expect(box.getByRole('status')).toHaveText(en.Helpful.thanks)
    await expect(box.getByRole('button', { name: en.Helpful.no })).toBeHidden()
    await expect.poll(() => events(page, 'page_helpful')).toEqual([{ answer: 'yes', page_path: DOC }])
  })
})
