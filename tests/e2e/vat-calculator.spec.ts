// The VAT calculator: typing, presets, direction, URL sharing and history, bad and hostile input, in both languages.
// What the page shows without JavaScript is in no-js.spec.ts; its arithmetic is unit-tested in lib/vat.test.ts.
import { expect, type Page, test } from './fixtures'
import { expectNoProblems, pageIdle, watchProblems } from './site'

const EN = {
  path: '/vat-calculator',
  title: 'VAT calculator',
  amountExcl: 'Amount excl. VAT',
  amountIncl: 'Amount incl. VAT',
  other: 'Other rate',
  customRate: 'Your rate, in %',
  modeExcl: 'Add VAT (excl. → incl.)',
  modeIncl: 'Remove VAT (incl. → excl.)',
  copy: 'Copy result',
  copied: 'Copied',
  reset: 'Reset',
  notNumber: 'Enter a number, for example 1,250.50.',
  negative: 'Enter an amount of zero or more.',
  tooManyDecimals: 'Use two decimals at most: amounts are counted in cents.',
  tooLarge: 'Enter an amount up to €1,000,000,000.',
  empty: 'Enter an amount.',
  rateNotNumber: 'Enter the rate as a number, for example 8.5.',
  rateOutOfRange: 'Enter a rate between 0 and 100.',
}
const FR = {
  path: '/fr/vat-calculator',
  title: 'Calculateur de TVA',
  amountExcl: 'Montant HT',
  amountIncl: 'Montant TTC',
  other: 'Autre taux',
  customRate: 'Votre taux, en %',
  modeExcl: 'Ajouter la TVA (HT → TTC)',
  modeIncl: 'Retirer la TVA (TTC → HT)',
  copy: 'Copier le résultat',
  copied: 'Copié',
  reset: 'Réinitialiser',
  notNumber: /^Saisissez un nombre, par exemple 1\s250,50\.$/,
  negative: 'Saisissez un montant positif ou nul.',
  tooManyDecimals: /^Deux décimales au plus\s: un montant se compte en centimes\.$/,
  tooLarge: /^Saisissez un montant d’au plus 1\s000\s000\s000\s€\.$/,
  empty: 'Saisissez un montant.',
  rateNotNumber: 'Saisissez le taux en chiffres, par exemple 8,5.',
  rateOutOfRange: 'Saisissez un taux compris entre 0 et 100.',
}

/** A percentage label as Intl writes it: `10%` in English, `10 %` (with a no-break space) in French. */
const rateName = (lang: 'en' | 'fr', value: string) =>
  lang === 'en' ? new RegExp(`^${value.replace('.', '\\.')}%$`) : new RegExp(`^${value.replace('.', ',')}\\s%$`)
/** An amount as Intl writes it, any kind of space accepted: `€1,234.56` or `1 234,56 €`. */
const money = (text: string) => new RegExp(`^${text.replace(/[.$]/g, '\\$&').replace(/ /g, '\\s')}$`)

function calculator(page: Page, t: typeof EN | typeof FR) {
  const results = page.getByTestId('vat-results')
  return {
    amount: (mode: 'excl' | 'incl' = 'excl') => page.getByLabel(mode === 'excl' ? t.amountExcl : t.amountIncl, { exact: true }),
    customRate: () => page.getByLabel(t.customRate, { exact: true }),
    results,
    value: (key: 'excl' | 'vat' | 'incl') => results.locator(`[data-result="${key}"]`),
  }
}

async function open(page: Page, url: string) {
  await page.goto(url)
  // The form is inert until the island has read the URL.
  await expect(page.getByTestId('vat-calculator').getByRole('textbox').first()).toBeEnabled()
}

/** A message by its whole text (a string) or a pattern. */
const message = (page: Page, text: string | RegExp) =>
  typeof text === 'string' ? page.getByText(text, { exact: true }) : page.getByText(text)

/** Nothing a failed computation would print, anywhere on the page. */
async function expectNoBrokenText(page: Page) {
  expect(await page.locator('body').innerText()).not.toMatch(/\bNaN\b|Infinity|undefined/)
}

test('the page: title, one h1, the form and its explanations', async ({ page }) => {
  const problems = watchProblems(page)
  for (const t of [EN, FR]) {
    await open(page, t.path)
    await expect(page).toHaveTitle(`${t.title} | Track`)
    await expect(page.locator('h1')).toHaveText(t.title)
    await expect(page.getByTestId('vat-no-script')).toBeHidden()
    await expect(page.getByTestId('vat-formulas')).toBeVisible()
    await expect(page.getByTestId('vat-examples')).toBeVisible()
    await expect(page.getByRole('button', { name: t.copy })).toBeDisabled()
    await expectNoBrokenText(page)
    await pageIdle(page)
  }
  await expectNoProblems(problems)
})

test('results appear as you type, formatted for each language', async ({ page }) => {
  await open(page, EN.path)
  const en = calculator(page, EN)
  await en.amount().pressSequentially('1234.5')
  await expect(en.value('excl')).toHaveText(money('€1,234.50'))
  await expect(en.value('vat')).toHaveText(money('€246.90'))
  await expect(en.value('incl')).toHaveText(money('€1,481.40'))
  await expect(en.results).toHaveAttribute('aria-live', 'polite')
  await en.amount().fill('0.30')
  await expect(en.value('incl')).toHaveText(money('€0.36'))

  await open(page, FR.path)
  const fr = calculator(page, FR)
  await fr.amount().pressSequentially('1 234,5')
  await expect(fr.value('excl')).toHaveText(money('1 234,50 €'))
  await expect(fr.value('vat')).toHaveText(money('246,90 €'))
  await expect(fr.value('incl')).toHaveText(money('1 481,40 €'))
  await expectNoBrokenText(page)
})

test('the presets, a custom rate and the direction switch', async ({ page }) => {
  await open(page, EN.path)
  const c = calculator(page, EN)
  await c.amount().fill('100')
  for (const [rate, vat] of [
    ['5.5', '€5.50'],
    ['2.1', '€2.10'],
    ['10', '€10.00'],
    ['20', '€20.00'],
  ]) {
    await page.getByRole('radio', { name: rateName('en', rate) }).check()
    await expect(c.value('vat')).toHaveText(money(vat))
  }
  await page.getByRole('radio', { name: EN.other }).check()
  await c.customRate().fill('8,5')
  await expect(c.value('vat')).toHaveText(money('€8.50'))
  await expect(c.value('incl')).toHaveText(money('€108.50'))

  await page.getByRole('radio', { name: rateName('en', '20') }).check()
  await page.getByRole('radio', { name: EN.modeIncl }).check()
  await expect(c.amount('incl')).toHaveValue('100')
  await expect(c.value('excl')).toHaveText(money('€83.33'))
  await expect(c.value('vat')).toHaveText(money('€16.67'))
  await expect(c.value('incl')).toHaveText(money('€100.00'))

  await open(page, FR.path)
  const fr = calculator(page, FR)
  await fr.amount().fill('120')
  await page.getByRole('radio', { name: FR.modeIncl }).check()
  await expect(fr.amount('incl')).toBeVisible()
  await expect(fr.value('excl')).toHaveText(money('100,00 €'))
  await page.getByRole('radio', { name: rateName('fr', '5.5') }).check()
  await expect(fr.value('excl')).toHaveText(money('113,74 €'))
  await expect(fr.value('vat')).toHaveText(money('6,26 €'))
})

test('a result is shared by its URL, and the URL opens it at once', async ({ page, context }) => {
  await open(page, EN.path)
  const c = calculator(page, EN)
  await c.amount().fill('100,50')
  await page.getByRole('radio', { name: rateName('en', '10') }).check()
  await page.getByRole('radio', { name: EN.modeIncl }).check()
  await expect(page).toHaveURL(/\/vat-calculator\?amount=100,50&rate=10&mode=incl$/)

  const shared = await context.newPage()
  await open(shared, page.url())
  const s = calculator(shared, EN)
  await expect(s.amount('incl')).toHaveValue('100,50')
  await expect(shared.getByRole('radio', { name: rateName('en', '10') })).toBeChecked()
  await expect(shared.getByRole('radio', { name: EN.modeIncl })).toBeChecked()
  await expect(s.value('excl')).toHaveText(money('€91.36'))
  await expect(s.value('vat')).toHaveText(money('€9.14'))

  await open(shared, '/fr/vat-calculator?amount=100&rate=5,5&mode=excl')
  const f = calculator(shared, FR)
  await expect(shared.getByRole('radio', { name: rateName('fr', '5.5') })).toBeChecked()
  await expect(f.value('incl')).toHaveText(money('105,50 €'))

  await open(shared, '/vat-calculator?amount=50&rate=7.25')
  await expect(shared.getByRole('radio', { name: EN.other })).toBeChecked()
  await expect(calculator(shared, EN).customRate()).toHaveValue('7.25')
  await expect(calculator(shared, EN).value('vat')).toHaveText(money('€3.63'))
})

test('Back undoes the last choice and keeps the typed amount', async ({ page }) => {
  const problems = watchProblems(page)
  await open(page, EN.path)
  const c = calculator(page, EN)
  await c.amount().fill('100')
  await expect(page).toHaveURL(/\?amount=100&rate=20&mode=excl$/)
  await page.getByRole('radio', { name: rateName('en', '10') }).check()
  await expect(page).toHaveURL(/\?amount=100&rate=10&mode=excl$/)
  await page.getByRole('radio', { name: EN.modeIncl }).check()
  await expect(page).toHaveURL(/\?amount=100&rate=10&mode=incl$/)

  await page.goBack()
  await expect(page).toHaveURL(/\?amount=100&rate=10&mode=excl$/)
  await expect(page.getByRole('radio', { name: EN.modeExcl })).toBeChecked()
  await expect(c.value('incl')).toHaveText(money('€110.00'))

  await page.goBack()
  await expect(page).toHaveURL(/\?amount=100&rate=20&mode=excl$/)
  await expect(page.getByRole('radio', { name: rateName('en', '20') })).toBeChecked()
  await expect(c.amount()).toHaveValue('100')
  await expect(c.value('vat')).toHaveText(money('€20.00'))

  await page.goForward()
  await expect(page.getByRole('radio', { name: rateName('en', '10') })).toBeChecked()
  await expect(c.value('vat')).toHaveText(money('€10.00'))
  await expectNoProblems(problems)
})

// Each of these runs in one language, the two taking turns: the messages and the copied text of both languages are
// unit-tested with the component (components/vat/vat-calculator.test.tsx); here the page, its URL and live regions are.
test('bad input shows a message beside the field and no result (fr)', async ({ page }) => {
  const t = FR
  await open(page, t.path)
  const c = calculator(page, t)
  for (const [value, text] of [
    ['abc', t.notNumber],
    ['-5', t.negative],
    ['0.005', t.tooManyDecimals],
    ['1000000001', t.tooLarge],
    ['1e309', t.notNumber],
    ['Infinity', t.notNumber],
    ['', t.empty],
  ] as const) {
    await c.amount().fill(value)
    await expect(message(page, text)).toBeVisible()
    await expect(c.amount()).toHaveAttribute('aria-invalid', 'true')
    await expect(c.results.locator('dl')).toHaveCount(0)
    await expectNoBrokenText(page)
  }
  await c.amount().fill('100')
  await expect(c.amount()).not.toHaveAttribute('aria-invalid', 'true')
  await page.getByRole('radio', { name: t.other }).check()
  for (const [value, text] of [
    ['150', t.rateOutOfRange],
    ['-2', t.rateOutOfRange],
    ['1e309', t.rateNotNumber],
  ] as const) {
    await c.customRate().fill(value)
    await expect(message(page, text)).toBeVisible()
    await expect(c.customRate()).toHaveAttribute('aria-invalid', 'true')
    await expect(c.results.locator('dl')).toHaveCount(0)
    await expectNoBrokenText(page)
  }
})

test('a hostile query is bad input, shown as text, and runs nothing (en)', async ({ page }) => {
  const t = EN
  const dialogs: string[] = []
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  await open(page, `${t.path}?amount=<script>alert(1)</script>&rate=1e309&mode=evil`)
  const c = calculator(page, t)
  await expect(c.amount()).toHaveValue('<script>alert(1)</script>')
  await expect(message(page, t.notNumber)).toBeVisible()
  await expect(c.customRate()).toHaveValue('1e309')
  await expect(message(page, t.rateNotNumber)).toBeVisible()
  await expect(page.getByRole('radio', { name: t.modeExcl })).toBeChecked()
  await expect(c.results.locator('dl')).toHaveCount(0)
  await expect(page.locator('script', { hasText: 'alert(1)' })).toHaveCount(0)
  await expectNoBrokenText(page)

  await open(page, `${t.path}?amount=%3Cimg%20src%3Dx%20onerror%3Dalert(2)%3E&rate=20&mode=incl`)
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
  await expect(message(page, t.notNumber)).toBeVisible()
  await expect(page.getByRole('radio', { name: t.modeIncl })).toBeChecked()
  await pageIdle(page)
  expect(dialogs).toEqual([])
})

test('copy and reset (fr)', async ({ page }) => {
  const t = FR
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void ((window as unknown as { __copied: string }).__copied = text) },
    })
  })
  await open(page, `${t.path}?amount=100&rate=20&mode=excl`)
  const c = calculator(page, t)
  await page.getByRole('button', { name: t.copy }).click()
  await expect(page.getByRole('status').filter({ hasText: t.copied })).toBeVisible()
  const copied = await page.evaluate(() => (window as unknown as { __copied?: string }).__copied ?? '')
  expect(copied.replace(/[\u00a0\u202f]/g, ' ')).toBe('Montant HT : 100,00 €\nTVA à 20 % : 20,00 €\nMontant TTC : 120,00 €')

  await page.getByRole('button', { name: t.reset }).click()
  await expect(c.amount()).toHaveValue('')
  await expect(c.amount()).toBeFocused()
  await expect(c.results.locator('dl')).toHaveCount(0)
  await expect(page).toHaveURL(new RegExp(`${t.path}$`))
  await expect(page.getByRole('radio', { name: rateName('fr', '20') })).toBeChecked()
})
