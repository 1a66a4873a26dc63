// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { formatRate } from '@/lib/format'
import type { Locale } from '@/lib/i18n'
import { MAX_FIELD_LENGTH, PRESET_RATES, VAT_PRESETS, type VatPreset } from '@/lib/vat'
import en from '@/messages/en.json'
import fr from '@/messages/fr.json'
import { VatCalculator, type VatCalculatorStrings } from './vat-calculator'
import { stubProperty } from '@/tests/stub-property'

const MESSAGES = { en: en.VatCalculator, fr: fr.VatCalculator }
// Intl puts U+00A0 or U+202F in French amounts depending on its version: compare with plain spaces.
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')
/** A message with its placeholders filled in (`{rate}`, `{excl}`…): the words are the messages', the figures the test's. */
const fill = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_, key: string) => values[key])

function setup(locale: Locale, search = '') {
  window.history.replaceState(null, '', `/vat-calculator${search}`)
  const m = MESSAGES[locale]
  const strings: VatCalculatorStrings = { ...m.form, amountErrors: m.amountErrors, rateErrors: m.rateErrors }
  const presetLabels = Object.fromEntries(VAT_PRESETS.map((p) => [p, formatRate(locale, PRESET_RATES[p])])) as Record<VatPreset, string>
  const view = render(
    <VatCalculator locale={locale} presetLabels={presetLabels} strings={strings} icons={{ alert: null, copy: null, check: null }} />,
  )
  return { ...view, m: m.form, errors: { amount: m.amountErrors, rate: m.rateErrors }, presetLabels }
}

const results = () => screen.getByTestId('vat-results')
const resultValues = () =>
  Object.fromEntries(Array.from(results().querySelectorAll('dd')).map((dd) => [dd.getAttribute('data-result'), plain(dd.textContent)]))
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })
/** Nothing that a failed computation would print. */
const expectNoBrokenValues = (container: HTMLElement) => expect(container.textContent).not.toMatch(/NaN|Infinity|undefined|null/)

let writeText: ReturnType<typeof vi.fn>
beforeEach(() => {
  writeText = vi.fn().mockResolvedValue(undefined)
  stubProperty(navigator, 'clipboard', { value: { writeText } })
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('in English', () => {
  it('asks for an amount first, then shows the three amounts as you type, in a polite live region', () => {
    const { m, container } = setup('en')
    expect(results().getAttribute('aria-live')).toBe('polite')
    expect(results().textContent).toBe(m.waiting)
    const amount = screen.getByLabelText(m.amountExcl)
    expect(amount.getAttribute('aria-invalid')).toBeNull()
    type(amount, '100')
    expect(resultValues()).toEqual({ excl: '€100.00', vat: '€20.00', incl: '€120.00' })
    expect(within(results()).getByText(fill(m.vatLabel, { rate: '20%' }))).toBeTruthy()
    type(amount, '1,234.56')
    expect(resultValues()).toEqual({ excl: '€1,234.56', vat: '€246.91', incl: '€1,481.47' })
    expectNoBrokenValues(container)
  })

  it('uses the presets and the custom rate, and switches direction', () => {
    const { m, errors, presetLabels } = setup('en')
    type(screen.getByLabelText(m.amountExcl), '100')
    fireEvent.click(screen.getByRole('radio', { name: presetLabels['5.5'] }))
    expect(resultValues()).toEqual({ excl: '€100.00', vat: '€5.50', incl: '€105.50' })
    fireEvent.click(screen.getByRole('radio', { name: presetLabels['2.1'] }))
    expect(resultValues().vat).toBe('€2.10')
    fireEvent.click(screen.getByRole('radio', { name: presetLabels['10'] }))
    expect(resultValues().vat).toBe('€10.00')

    fireEvent.click(screen.getByRole('radio', { name: m.customRate }))
    const rate = screen.getByLabelText(m.customRateLabel)
    expect(screen.getByText(errors.rate.empty)).toBeTruthy()
    type(rate, '8,5')
    expect(resultValues()).toEqual({ excl: '€100.00', vat: '€8.50', incl: '€108.50' })
    expect(within(results()).getByText(fill(m.vatLabel, { rate: '8.5%' }))).toBeTruthy()

    fireEvent.click(screen.getByRole('radio', { name: m.modeIncl }))
    expect(screen.getByLabelText(m.amountIncl)).toBeTruthy()
    expect(resultValues()).toEqual({ excl: '€92.17', vat: '€7.83', incl: '€100.00' })
  })

  it('shows a message beside a bad amount, marks the field and hides the results', () => {
    const { m, errors, container } = setup('en')
    const amount = screen.getByLabelText(m.amountExcl)
    for (const [value, message] of [
      ['abc', errors.amount.notNumber],
      ['-5', errors.amount.negative],
      ['0.005', errors.amount.tooManyDecimals],
      ['1000000000.01', errors.amount.tooLarge],
      ['1e309', errors.amount.notNumber],
      ['', errors.amount.empty],
    ]) {
      type(amount, value)
      const error = screen.getByText(message)
      expect(amount.getAttribute('aria-invalid')).toBe('true')
      expect(amount.getAttribute('aria-describedby')?.split(' ')).toContain(error.id)
      expect(results().querySelector('dl')).toBeNull()
      expect(results().textContent).toBe(m.fixInput)
      expectNoBrokenValues(container)
    }
    type(amount, '10')
    expect(amount.getAttribute('aria-invalid')).toBeNull()
    expect(resultValues().incl).toBe('€12.00')
  })

  it('shows a message beside a bad custom rate', () => {
    const { m, errors, container } = setup('en', '?amount=100&rate=20&mode=excl')
    fireEvent.click(screen.getByRole('radio', { name: m.customRate }))
    const rate = screen.getByLabelText(m.customRateLabel)
    for (const [value, message] of [
      ['101', errors.rate.rateOutOfRange],
      ['-1', errors.rate.rateOutOfRange],
      ['abc', errors.rate.notNumber],
      ['5.5555', errors.rate.tooManyDecimals],
    ]) {
      type(rate, value)
      expect(screen.getByText(message).id).toBe(rate.getAttribute('aria-describedby')?.split(' ')[0])
      expect(rate.getAttribute('aria-invalid')).toBe('true')
      expect(results().querySelector('dl')).toBeNull()
      expectNoBrokenValues(container)
    }
  })

  it('copies the result and says so', async () => {
    const { m } = setup('en', '?amount=100&rate=20&mode=excl')
    fireEvent.click(screen.getByRole('button', { name: m.copy }))
    expect(await screen.findByText(m.copied)).toBeTruthy()
    expect(writeText).toHaveBeenCalledWith(fill(m.copyText, { excl: '€100.00', rate: '20%', vat: '€20.00', incl: '€120.00' }))
  })

  it('says when copying is not possible', async () => {
    writeText.mockRejectedValue(new Error('denied'))
    const { m } = setup('en', '?amount=100&rate=20&mode=excl')
    fireEvent.click(screen.getByRole('button', { name: m.copy }))
    expect(await screen.findByText(m.copyFailed)).toBeTruthy()
  })

  it('cannot copy without a result', () => {
    const { m } = setup('en')
    expect((screen.getByRole('button', { name: m.copy }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('resets everything, the URL included, and puts the focus back on the amount', () => {
    const { m, presetLabels } = setup('en', '?amount=50&rate=7&mode=incl')
    fireEvent.click(screen.getByRole('button', { name: m.reset }))
    const amount = screen.getByLabelText(m.amountExcl) as HTMLInputElement
    expect(amount.value).toBe('')
    expect(document.activeElement).toBe(amount)
    expect((screen.getByRole('radio', { name: presetLabels['20'] }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('radio', { name: m.modeExcl }) as HTMLInputElement).checked).toBe(true)
    expect(screen.queryByLabelText(m.customRateLabel)).toBeNull()
    expect(results().textContent).toBe(m.waiting)
    expect(window.location.search).toBe('')
  })
})

describe('the URL', () => {
  it('opens a shared result at once', () => {
    const { m, presetLabels } = setup('en', '?amount=120&rate=5.5&mode=incl')
    expect((screen.getByLabelText(m.amountIncl) as HTMLInputElement).value).toBe('120')
    expect((screen.getByRole('radio', { name: presetLabels['5.5'] }) as HTMLInputElement).checked).toBe(true)
    expect(resultValues()).toEqual({ excl: '€113.74', vat: '€6.26', incl: '€120.00' })
  })

  it('is replaced while typing and pushed for a choice, so Back undoes the last choice', async () => {
    const push = vi.spyOn(window.history, 'pushState')
    const replace = vi.spyOn(window.history, 'replaceState')
    const { m, presetLabels } = setup('en')
    replace.mockClear()
    type(screen.getByLabelText(m.amountExcl), '1')
    type(screen.getByLabelText(m.amountExcl), '10')
    type(screen.getByLabelText(m.amountExcl), '100')
    await waitFor(() => expect(window.location.search).toBe('?amount=100&rate=20&mode=excl'))
    expect(replace).toHaveBeenCalledTimes(1)
    expect(push).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('radio', { name: presetLabels['10'] }))
    expect(push).toHaveBeenCalledTimes(1)
    expect(window.location.search).toBe('?amount=100&rate=10&mode=excl')

    // Back: the browser restores the previous URL and fires popstate.
    act(() => {
      window.history.replaceState(null, '', '/vat-calculator?amount=100&rate=20&mode=excl')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect((screen.getByRole('radio', { name: presetLabels['20'] }) as HTMLInputElement).checked).toBe(true)
    expect(resultValues().vat).toBe('€20.00')
  })

  it('saves the typed amount in the current entry before pushing a choice', () => {
    const push = vi.spyOn(window.history, 'pushState')
    const replace = vi.spyOn(window.history, 'replaceState')
    const { m } = setup('en')
    replace.mockClear()
    type(screen.getByLabelText(m.amountExcl), '75')
    fireEvent.click(screen.getByRole('radio', { name: m.modeIncl }))
    expect(replace).toHaveBeenCalledWith(null, '', '/vat-calculator?amount=75&rate=20&mode=excl')
    expect(push).toHaveBeenCalledWith(null, '', '/vat-calculator?amount=75&rate=20&mode=incl')
  })

  it('takes no longer value in a field than the URL keeps', () => {
    const long = '1'.repeat(MAX_FIELD_LENGTH + 50)
    const { m } = setup('en', `?amount=${long}&rate=${long}`)
    for (const field of [screen.getByLabelText(m.amountExcl), screen.getByLabelText(m.customRateLabel)] as HTMLInputElement[]) {
      expect(field.maxLength).toBe(MAX_FIELD_LENGTH)
      expect(field.value).toHaveLength(MAX_FIELD_LENGTH)
    }
  })

  it('treats a hostile query as bad input, shown as text only', () => {
    const { m, errors, container } = setup('en', `?amount=${encodeURIComponent('<script>alert(1)</script>')}&rate=1e309&mode=evil`)
    const amount = screen.getByLabelText(m.amountExcl) as HTMLInputElement
    expect(amount.value).toBe('<script>alert(1)</script>')
    expect(screen.getByText(errors.amount.notNumber)).toBeTruthy()
    expect((screen.getByLabelText(m.customRateLabel) as HTMLInputElement).value).toBe('1e309')
    expect(screen.getByText(errors.rate.notNumber)).toBeTruthy()
    expect((screen.getByRole('radio', { name: m.modeExcl }) as HTMLInputElement).checked).toBe(true)
    expect(container.querySelector('script')).toBeNull()
    expect(results().querySelector('dl')).toBeNull()
    expectNoBrokenValues(container)
  })
})

describe('in French', () => {
  it('reads French amounts and shows French results', () => {
    const { m, container } = setup('fr')
    const amount = screen.getByLabelText(m.amountExcl)
    type(amount, '1 234,56 €')
    expect(resultValues()).toEqual({ excl: '1 234,56 €', vat: '246,91 €', incl: '1 481,47 €' })
    expect(
      within(results()).getByText((_, el) => el?.tagName === 'DT' && plain(el.textContent) === plain(fill(m.vatLabel, { rate: '20 %' }))),
    ).toBeTruthy()

    fireEvent.click(screen.getByRole('radio', { name: m.modeIncl }))
    expect(screen.getByLabelText(m.amountIncl)).toBeTruthy()
    expect(resultValues()).toEqual({ excl: '1 028,80 €', vat: '205,76 €', incl: '1 234,56 €' })
    expectNoBrokenValues(container)
  })

  it('shows the messages in French', () => {
    const { m, errors } = setup('fr')
    const amount = screen.getByLabelText(m.amountExcl)
    type(amount, 'douze')
    // Testing Library folds no-break spaces in the page's text: fold them in the message too.
    expect(screen.getByText(plain(errors.amount.notNumber))).toBeTruthy()
    expect(results().textContent).toBe(m.fixInput)
    type(amount, '-3')
    expect(screen.getByText(plain(errors.amount.negative))).toBeTruthy()
    type(amount, '1,234')
    expect(screen.getByText(plain(errors.amount.tooManyDecimals))).toBeTruthy()
  })

  it('copies the result in French', async () => {
    const { m } = setup('fr', '?amount=100,50&rate=5,5&mode=excl')
    expect(resultValues()).toEqual({ excl: '100,50 €', vat: '5,53 €', incl: '106,03 €' })
    fireEvent.click(screen.getByRole('button', { name: m.copy }))
    expect(await screen.findByText(m.copied)).toBeTruthy()
    expect(plain(writeText.mock.calls[0][0] as string)).toBe(
      plain(fill(m.copyText, { excl: '100,50 €', rate: '5,5 %', vat: '5,53 €', incl: '106,03 €' })),
    )
  })

  it('resets in French', () => {
    const { m } = setup('fr', '?amount=10&rate=10&mode=incl')
    fireEvent.click(screen.getByRole('button', { name: m.reset }))
    expect((screen.getByLabelText(m.amountExcl) as HTMLInputElement).value).toBe('')
    expect(results().textContent).toBe(m.waiting)
  })
})
