import { describe, expect, it } from 'vitest'
import { formatEuros, formatRate } from './format'
import type { Locale } from './i18n'
import {
  type AmountError,
  calculateVat,
  computeVat,
  DEFAULT_VAT_FORM,
  MAX_AMOUNT_CENTS,
  parseAmount,
  parseRate,
  PRESET_RATES,
  type RateError,
  VAT_PRESETS,
  vatFormFromSearch,
  vatFormToSearch,
  type VatMode,
} from './vat'

const NBSP = '\u00a0'
const NNBSP = '\u202f'

// amount as typed, locale, rate as typed, mode → [excl, VAT, incl] in cents
const RESULTS: [string, Locale, string, VatMode, [number, number, number]][] = [
  // every preset, both directions
  ['100', 'en', '20', 'excl', [10000, 2000, 12000]],
  ['120', 'en', '20', 'incl', [10000, 2000, 12000]],
  ['100', 'fr', '10', 'excl', [10000, 1000, 11000]],
  ['110', 'fr', '10', 'incl', [10000, 1000, 11000]],
  ['100', 'en', '5.5', 'excl', [10000, 550, 10550]],
  ['105,50', 'fr', '5,5', 'incl', [10000, 550, 10550]],
  ['100', 'en', '2.1', 'excl', [10000, 210, 10210]],
  ['102.10', 'en', '2.1', 'incl', [10000, 210, 10210]],
  ['99,99', 'fr', '20', 'excl', [9999, 2000, 11999]], // 19.998 → 20.00
  ['49.90', 'en', '20', 'incl', [4158, 832, 4990]], // 41.5833… → 41.58
  // 0.1 + 0.2-style cases: binary floats get these wrong, integer cents do not
  ['0.1', 'en', '20', 'excl', [10, 2, 12]],
  ['0.30', 'en', '10', 'excl', [30, 3, 33]], // 0.3 × 1.1 = 0.33000000000000007 in floats
  ['1.1', 'en', '10', 'incl', [100, 10, 110]], // 1.1 / 1.1
  ['1.15', 'en', '10', 'excl', [115, 12, 127]], // 1.15 × 0.1 = 0.11499999999999999 in floats; exactly 11.5 cents → 12
  // half-cent boundaries: exactly half rounds up (away from zero), just under half rounds down
  ['0.05', 'en', '10', 'excl', [5, 1, 6]], // VAT 0.5 cent → 1
  ['0.04', 'en', '10', 'excl', [4, 0, 4]], // VAT 0.4 cent → 0
  ['0.15', 'en', '10', 'excl', [15, 2, 17]], // 1.5 → 2
  ['0.25', 'en', '10', 'excl', [25, 3, 28]], // 2.5 → 3 (not to even)
  ['0.03', 'en', '20', 'incl', [3, 0, 3]], // excl 2.5 cents → 3
  ['0.09', 'en', '20', 'incl', [8, 1, 9]], // excl 7.5 cents → 8
  ['0.04', 'en', '20', 'incl', [3, 1, 4]], // excl 3.33 cents → 3
  ['19.99', 'en', '5.5', 'excl', [1999, 110, 2109]], // 109.945 cents → 110 (the page's rounding example)
  ['100', 'en', '7.125', 'excl', [10000, 713, 10713]], // 712.5 → 713
  // custom rates
  ['100', 'en', '8.5', 'excl', [10000, 850, 10850]],
  ['119.60', 'en', '19.6', 'incl', [10000, 1960, 11960]],
  ['1000', 'fr', '12,345', 'excl', [100000, 12345, 112345]],
  ['100', 'en', '0', 'excl', [10000, 0, 10000]],
  ['100', 'en', '0', 'incl', [10000, 0, 10000]],
  ['100', 'en', '100', 'excl', [10000, 10000, 20000]],
  ['200', 'en', '100', 'incl', [10000, 10000, 20000]],
  ['100', 'en', '20 %', 'excl', [10000, 2000, 12000]],
  ['0', 'en', '20', 'excl', [0, 0, 0]],
  ['0,00', 'fr', '20', 'incl', [0, 0, 0]],
  // large values, up to the 1 000 000 000 € limit
  ['1000000000', 'en', '20', 'excl', [100_000_000_000, 20_000_000_000, 120_000_000_000]],
  [`1${NNBSP}000${NNBSP}000${NNBSP}000,00${NBSP}€`, 'fr', '20', 'incl', [83_333_333_333, 16_666_666_667, 100_000_000_000]],
  ['999,999,999.99', 'en', '5.5', 'excl', [99_999_999_999, 5_500_000_000, 105_499_999_999]], // 5 499 999 999.945 cents
  // the ways people type amounts
  ['€1,234.56', 'en', '20', 'excl', [123456, 24691, 148147]], // 24691.2
  ['1 234,56 €', 'fr', '20', 'excl', [123456, 24691, 148147]],
  [`1${NNBSP}234,56${NBSP}€`, 'fr', '10', 'excl', [123456, 12346, 135802]], // 12345.6
  ['1.234,56', 'fr', '10', 'excl', [123456, 12346, 135802]],
  ['€ 100,50', 'en', '20', 'excl', [10050, 2010, 12060]],
]

// amount as typed, locale → cents or the error
const AMOUNTS: [string, Locale, bigint | AmountError][] = [
  ['100', 'en', 10000n],
  ['100,50', 'fr', 10050n],
  ['100.50', 'fr', 10050n],
  ['100,50', 'en', 10050n],
  ['1,234', 'en', 123400n],
  ['1,234,567.89', 'en', 123456789n],
  ['1 000 000', 'fr', 100000000n],
  [`1${NBSP}234,5`, 'fr', 123450n],
  ['  42  ', 'en', 4200n],
  ['.5', 'en', 50n],
  ['5,', 'fr', 500n],
  ['007', 'en', 700n],
  ['100€', 'fr', 10000n],
  ['1000000000', 'en', MAX_AMOUNT_CENTS],
  ['', 'en', 'empty'],
  ['   ', 'fr', 'empty'],
  ['€', 'en', 'empty'],
  ['abc', 'en', 'notNumber'],
  ['12abc', 'fr', 'notNumber'],
  ['1e3', 'en', 'notNumber'],
  ['1e309', 'en', 'notNumber'],
  ['Infinity', 'en', 'notNumber'],
  ['NaN', 'en', 'notNumber'],
  ['undefined', 'en', 'notNumber'],
  ['0x10', 'en', 'notNumber'],
  ['<script>alert(1)</script>', 'en', 'notNumber'],
  ['1.2.3', 'en', 'notNumber'],
  ['1,23,456', 'en', 'notNumber'],
  ['12,34.5', 'en', 'notNumber'],
  ['1,2,3,4', 'fr', 'notNumber'],
  ['+5', 'en', 'notNumber'],
  ['-', 'en', 'notNumber'],
  ['--5', 'en', 'notNumber'],
  ['€€5', 'en', 'notNumber'],
  [',', 'fr', 'notNumber'],
  ['-5', 'en', 'negative'],
  ['-5 €', 'fr', 'negative'],
  ['\u22125', 'fr', 'negative'],
  ['€-5', 'en', 'negative'],
  ['-0,5', 'fr', 'negative'],
  ['0.005', 'en', 'tooManyDecimals'],
  ['10.999', 'en', 'tooManyDecimals'],
  ['1,234', 'fr', 'tooManyDecimals'],
  ['1.000', 'fr', 'tooManyDecimals'],
  ['1000000000.01', 'en', 'tooLarge'],
  ['1 000 000 001', 'fr', 'tooLarge'],
  ['99999999999999999999999', 'en', 'tooLarge'],
  [`1${'0'.repeat(500)}`, 'en', 'tooLarge'],
]

// rate as typed → thousandths of a percent or the error
const RATES: [string, bigint | RateError][] = [
  ['20', 20000n],
  ['5.5', 5500n],
  ['5,5', 5500n],
  ['5,5 %', 5500n],
  ['20%', 20000n],
  ['2.1', 2100n],
  ['0', 0n],
  ['100', 100000n],
  ['100.000', 100000n],
  ['0005.5', 5500n],
  ['.5', 500n],
  ['7.125', 7125n],
  ['', 'empty'],
  ['  ', 'empty'],
  ['%', 'empty'],
  ['abc', 'notNumber'],
  ['1e309', 'notNumber'],
  ['Infinity', 'notNumber'],
  ['5 5', 'notNumber'],
  ['5.5.5', 'notNumber'],
  ['<img src=x onerror=alert(1)>', 'notNumber'],
  ['5.5555', 'tooManyDecimals'],
  ['100.001', 'rateOutOfRange'],
  ['101', 'rateOutOfRange'],
  ['-1', 'rateOutOfRange'],
  ['99999999999999999999', 'rateOutOfRange'],
]

describe('computeVat through calculateVat', () => {
  it.each(RESULTS)('%j (%s) at %j, %s → %j', (amount, locale, rate, mode, [excl, vat, incl]) => {
    const outcome = calculateVat({ amount, rate, mode }, locale)
    expect(outcome.amountError).toBeUndefined()
    expect(outcome.rateError).toBeUndefined()
    expect(outcome.result).toEqual({ exclCents: BigInt(excl), vatCents: BigInt(vat), inclCents: BigInt(incl) })
  })

  it('always adds up, and rounds the one value that needs the rate to the nearest cent, half away from zero', () => {
    // Every amount up to 30.00 at each rate: the cases that break a rule are collected and compared once, which keeps
    // 72,000 checks within a second on a busy machine (an expect() per check took five).
    const broken: string[] = []
    for (const rate of [...Object.values(PRESET_RATES), 0n, 1n, 7125n, 19600n, 33333n, 100000n]) {
      for (let cents = 0n; cents <= 3000n; cents += 1n) {
        const excl = computeVat({ amount: cents, rate, mode: 'excl' })
        if (excl.exclCents + excl.vatCents !== excl.inclCents) broken.push(`excl ${cents} at ${rate}: does not add up`)
        // |VAT − exact VAT| ≤ ½ cent, i.e. |VAT × 100 000 − amount × rate| ≤ 50 000, with exactly ½ going up.
        const errorExcl = excl.vatCents * 100000n - cents * rate
        if (!(errorExcl > -50000n && errorExcl <= 50000n)) broken.push(`excl ${cents} at ${rate}: VAT off by ${errorExcl}`)
        const incl = computeVat({ amount: cents, rate, mode: 'incl' })
        if (incl.exclCents + incl.vatCents !== incl.inclCents) broken.push(`incl ${cents} at ${rate}: does not add up`)
        const scale = 100000n + rate
        const errorIncl = 2n * (incl.exclCents * scale - cents * 100000n)
        if (!(errorIncl > -scale && errorIncl <= scale)) broken.push(`incl ${cents} at ${rate}: excl. amount off by ${errorIncl}`)
      }
    }
    expect(broken).toEqual([])
  })

  it('refuses values the parsers never produce', () => {
    expect(() => computeVat({ amount: -1n, rate: 20000n, mode: 'excl' })).toThrow(RangeError)
    expect(() => computeVat({ amount: 1n, rate: 100001n, mode: 'incl' })).toThrow(RangeError)
  })

  it('reports each bad field on its own, with no result', () => {
    expect(calculateVat({ amount: 'abc', rate: '20', mode: 'excl' }, 'en')).toEqual({ amountError: 'notNumber', rate: 20000n })
    expect(calculateVat({ amount: '100', rate: '101', mode: 'excl' }, 'en')).toEqual({ rateError: 'rateOutOfRange' })
    expect(calculateVat({ amount: '', rate: '', mode: 'incl' }, 'fr')).toEqual({ amountError: 'empty', rateError: 'empty' })
  })
})

describe('parseAmount', () => {
  it.each(AMOUNTS)('%j (%s) → %s', (input, locale, expected) => {
    const parsed = parseAmount(input, locale)
    expect(parsed).toEqual(typeof expected === 'bigint' ? { ok: true, value: expected } : { ok: false, error: expected })
  })
})

describe('parseRate', () => {
  it.each(RATES)('%j → %s', (input, expected) => {
    expect(parseRate(input)).toEqual(typeof expected === 'bigint' ? { ok: true, value: expected } : { ok: false, error: expected })
  })

  it('reads every preset as its value', () => {
    for (const preset of VAT_PRESETS) expect(parseRate(preset)).toEqual({ ok: true, value: PRESET_RATES[preset] })
  })
})

describe('the URL query', () => {
  it('reads a shared result', () => {
    expect(vatFormFromSearch('?amount=100&rate=20&mode=excl')).toEqual({
      amount: '100',
      amountTouched: true,
      preset: '20',
      customRate: '',
      mode: 'excl',
    })
    expect(vatFormFromSearch('?amount=100,50&rate=5%2C5&mode=incl')).toMatchObject({ amount: '100,50', preset: '5.5', mode: 'incl' })
  })

  it('gives the default form for an empty query, and an untouched amount when it is missing', () => {
    expect(vatFormFromSearch('')).toEqual(DEFAULT_VAT_FORM)
    expect(vatFormFromSearch('?rate=7')).toEqual({ ...DEFAULT_VAT_FORM, preset: null, customRate: '7' })
    expect(vatFormFromSearch('?amount=')).toMatchObject({ amount: '', amountTouched: true })
  })

  it('keeps a hostile query as plain values the parsers reject, and falls back to excl for an unknown mode', () => {
    const form = vatFormFromSearch(`?amount=${encodeURIComponent('<script>alert(1)</script>')}&rate=1e309&mode=evil`)
    expect(form).toEqual({ amount: '<script>alert(1)</script>', amountTouched: true, preset: null, customRate: '1e309', mode: 'excl' })
    expect(calculateVat({ amount: form.amount, rate: form.customRate, mode: form.mode }, 'en')).toEqual({
      amountError: 'notNumber',
      rateError: 'notNumber',
    })
    expect(vatFormFromSearch('?mode=INCL').mode).toBe('excl')
    expect(vatFormFromSearch('?amount=%E0%A4%A&rate=%').amount).toBeTypeOf('string')
    expect(vatFormFromSearch(`?amount=${'9'.repeat(10000)}`).amount).toHaveLength(200)
  })

  it('writes the form, keeping commas readable, and reads back what it wrote', () => {
    expect(vatFormToSearch(DEFAULT_VAT_FORM)).toBe('')
    expect(vatFormToSearch({ ...DEFAULT_VAT_FORM, amount: '100', amountTouched: true })).toBe('?amount=100&rate=20&mode=excl')
    expect(vatFormToSearch({ ...DEFAULT_VAT_FORM, preset: null, customRate: '7,5', mode: 'incl' })).toBe('?rate=7,5&mode=incl')
    for (const form of [
      { ...DEFAULT_VAT_FORM, amount: '1 234,56 €', amountTouched: true, preset: '5.5' as const },
      { ...DEFAULT_VAT_FORM, amount: '€1,234.56', amountTouched: true, preset: null, customRate: '8,5', mode: 'incl' as const },
      { ...DEFAULT_VAT_FORM, amount: 'a&b=c#d?', amountTouched: true },
    ]) {
      expect(vatFormFromSearch(vatFormToSearch(form))).toEqual(form)
    }
  })
})

describe('formatting', () => {
  it('formats cents exactly, as each language writes euros', () => {
    expect(formatEuros('fr', 123456n)).toBe(`1${NNBSP}234,56${NBSP}€`)
    expect(formatEuros('en', 123456n)).toBe('€1,234.56')
    expect(formatEuros('en', 120_000_000_000n)).toBe('€1,200,000,000.00')
    expect(formatEuros('fr', 5n)).toBe(`0,05${NBSP}€`)
    expect(formatEuros('en', 1999)).toBe('€19.99')
  })

  it('formats rates as each language writes percentages', () => {
    expect(formatRate('en', 20000n)).toBe('20%')
    expect(formatRate('en', 5500n)).toBe('5.5%')
    // The no-break space before % is U+00A0 or U+202F depending on the ICU version.
    expect(formatRate('fr', 5500n)).toMatch(/^5,5[\u00a0\u202f]%$/)
    expect(formatRate('fr', 7125n)).toMatch(/^7,125[\u00a0\u202f]%$/)
    expect(formatRate('en', 0n)).toBe('0%')
  })
})
