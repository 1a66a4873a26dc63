// VAT arithmetic and input parsing for the VAT calculator. Exact: amounts are integer cents and rates
// integer thousandths of a percent, both as BigInt, so no binary floating point ever touches money.
import type { Locale } from './i18n'

export type VatMode = 'excl' | 'incl'
export type AmountError = 'empty' | 'notNumber' | 'negative' | 'tooManyDecimals' | 'tooLarge'
export type RateError = 'empty' | 'notNumber' | 'tooManyDecimals' | 'rateOutOfRange'
export type Parsed<T, E> = { ok: true; value: T } | { ok: false; error: E }

/** 1 000 000 000 €, in cents: the largest amount accepted. */
export const MAX_AMOUNT_CENTS = 100_000_000_000n
/** A rate of 100 %, in thousandths of a percent (the unit of every rate here: 5.5 % is 5500n). */
export const RATE_100 = 100_000n
/** French VAT rates, as written in the URL. */
export const VAT_PRESETS = ['20', '10', '5.5', '2.1'] as const
export type VatPreset = (typeof VAT_PRESETS)[number]
export const DEFAULT_RATE: VatPreset = '20'
/** The presets in thousandths of a percent. */
export const PRESET_RATES: Record<VatPreset, bigint> = { '20': 20_000n, '10': 10_000n, '5.5': 5_500n, '2.1': 2_100n }

export interface VatResult {
  exclCents: bigint
  vatCents: bigint
  inclCents: bigint
}

const DIGITS = /^\d*$/

/** n ÷ d rounded to the nearest integer, half away from zero (d > 0). */
function divideRounded(n: bigint, d: bigint): bigint {
  const quotient = n / d
  const remainder = n % d
  const magnitude = remainder < 0n ? -remainder : remainder
  if (2n * magnitude >= d) return quotient + (n < 0n ? -1n : 1n)
  return quotient
}

const count = (text: string, char: string) => text.split(char).length - 1

/**
 * Splits `1 234,56`, `1,234.56`, `1.234,56` or `100,50` into integer and fraction digits, or null when it is not a number.
 * With both `,` and `.`, the last one is the decimal mark. A lone `,` followed by exactly three digits is a thousands
 * separator in English (`1,234`) and a decimal mark in French, where `,` always is; any repeated mark groups thousands.
 */
function splitDecimal(text: string, locale: Locale): { whole: string; fraction: string } | null {
  // Spaces of any kind (typed, U+00A0, U+202F from a copied French amount) only ever group digits.
  const s = text.replace(/(\d)\s+(?=\d)/g, '$1')
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return null
  const commas = count(s, ',')
  const dots = count(s, '.')
  let decimal: string | null = null
  let group: string | null = null
  if (commas && dots) {
    decimal = s.lastIndexOf(',') > s.lastIndexOf('.') ? ',' : '.'
    group = decimal === ',' ? '.' : ','
    if (count(s, decimal) > 1) return null
  } else if (commas + dots > 1) {
    group = commas ? ',' : '.'
  } else if (commas + dots === 1) {
    const mark = commas ? ',' : '.'
    if (mark === ',' && locale === 'en' && /^\d{1,3},\d{3}$/.test(s)) group = ','
    else decimal = mark
  }
  const [wholePart, fraction = ''] = decimal ? s.split(decimal) : [s]
  let whole = wholePart
  if (group) {
    const groups = whole.split(group)
    if (!/^\d{1,3}$/.test(groups[0]) || groups.slice(1).some((g) => !/^\d{3}$/.test(g))) return null
    whole = groups.join('')
  }
  if (!DIGITS.test(whole) || !DIGITS.test(fraction) || whole + fraction === '') return null
  return { whole, fraction }
}

/** Removes one `€` at the start or end and one leading minus sign (in either order); says what it found. */
function stripDecorations(input: string): { rest: string; negative: boolean } {
  let rest = input.trim()
  let euro = false
  const takeEuro = () => {
    if (euro) return
    if (rest.startsWith('€')) rest = rest.slice(1).trim()
    else if (rest.endsWith('€')) rest = rest.slice(0, -1).trim()
    else return
    euro = true
  }
  takeEuro()
  const negative = /^[-\u2212]/.test(rest)
  if (negative) rest = rest.slice(1).trim()
  takeEuro()
  return { rest, negative }
}

/** An amount as people type it (`100,50`, `1 234,56 €`, `€1,234.56`) → integer cents. */
export function parseAmount(input: string, locale: Locale): Parsed<bigint, AmountError> {
  const { rest, negative } = stripDecorations(input)
  if (rest === '') return { ok: false, error: negative ? 'notNumber' : 'empty' }
  const parts = splitDecimal(rest, locale)
  if (!parts) return { ok: false, error: 'notNumber' }
  if (negative) return { ok: false, error: 'negative' }
  if (parts.fraction.length > 2) return { ok: false, error: 'tooManyDecimals' }
  const whole = parts.whole.replace(/^0+/, '')
  // Checked on the digits first, so an absurdly long input is never turned into a huge BigInt.
  if (whole.length > 12) return { ok: false, error: 'tooLarge' }
  const cents = BigInt(whole || '0') * 100n + BigInt(parts.fraction.padEnd(2, '0'))
  if (cents > MAX_AMOUNT_CENTS) return { ok: false, error: 'tooLarge' }
  return { ok: true, value: cents }
}

/** A rate in percent (`20`, `5.5`, `5,5`, `5,5 %`), 0 to 100 with up to 3 decimals → thousandths of a percent. */
export function parseRate(input: string): Parsed<bigint, RateError> {
  let rest = input.trim()
  if (rest.endsWith('%')) rest = rest.slice(0, -1).trim()
  if (rest === '') return { ok: false, error: 'empty' }
  const negative = /^[-\u2212]/.test(rest)
  if (negative) rest = rest.slice(1).trim()
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(rest)
  if (!match || match[1] + (match[2] ?? '') === '') return { ok: false, error: 'notNumber' }
  const [, wholeDigits, fraction = ''] = match
  if (negative) return { ok: false, error: 'rateOutOfRange' }
  if (fraction.length > 3) return { ok: false, error: 'tooManyDecimals' }
  const whole = wholeDigits.replace(/^0+/, '')
  if (whole.length > 3) return { ok: false, error: 'rateOutOfRange' }
  const value = BigInt(whole || '0') * 1000n + BigInt(fraction.padEnd(3, '0'))
  if (value > RATE_100) return { ok: false, error: 'rateOutOfRange' }
  return { ok: true, value }
}

/**
 * The three amounts for `amount` cents at `rate` thousandths of a percent. Only the value that needs the rate is
 * rounded (to the cent, half away from zero): the VAT when the amount excludes it, the amount excl. VAT when it
 * includes it; the third is a sum or a difference, so excl + VAT = incl always holds exactly.
 */
export function computeVat({ amount, rate, mode }: { amount: bigint; rate: bigint; mode: VatMode }): VatResult {
  if (amount < 0n || rate < 0n || rate > RATE_100) throw new RangeError('computeVat: amount or rate out of range')
  if (mode === 'excl') {
    const vatCents = divideRounded(amount * rate, RATE_100)
    return { exclCents: amount, vatCents, inclCents: amount + vatCents }
  }
  const exclCents = divideRounded(amount * RATE_100, RATE_100 + rate)
  return { exclCents, vatCents: amount - exclCents, inclCents: amount }
}

/** What the calculator shows for its inputs: the result, or the reason for each field that has none. */
export interface VatOutcome {
  amountError?: AmountError
  rateError?: RateError
  /** The rate in thousandths of a percent, when it is valid. */
  rate?: bigint
  result?: VatResult
}

export function calculateVat(input: { amount: string; rate: string; mode: VatMode }, locale: Locale): VatOutcome {
  const amount = parseAmount(input.amount, locale)
  const rate = parseRate(input.rate)
  const outcome: VatOutcome = {}
  if (!amount.ok) outcome.amountError = amount.error
  if (rate.ok) outcome.rate = rate.value
  else outcome.rateError = rate.error
  if (amount.ok && rate.ok) outcome.result = computeVat({ amount: amount.value, rate: rate.value, mode: input.mode })
  return outcome
}

/** The calculator's form: what the URL query holds, plus whether the amount was ever given (an untouched field shows no error). */
export interface VatForm {
  amount: string
  amountTouched: boolean
  /** The chosen preset, or null for the custom rate. */
  preset: VatPreset | null
  customRate: string
  mode: VatMode
}

export const DEFAULT_VAT_FORM: VatForm = { amount: '', amountTouched: false, preset: DEFAULT_RATE, customRate: '', mode: 'excl' }

/**
 * Longest amount or rate, typed or read from the query: nothing longer is a sensible value, and a hostile URL stays
 * harmless. The fields take no more (maxLength), so what is typed always fits the shareable URL's state.
 */
export const MAX_FIELD_LENGTH = 200

export const formRate = (form: VatForm): string => form.preset ?? form.customRate

/**
 * `?amount=100,50&rate=5,5&mode=incl` → the form. Values are kept as typed (they are only ever shown as field values,
 * never as HTML) and judged by the parsers like anything typed: a bad value shows its message. A missing rate is the
 * default one, a rate equal to a preset selects it, any other mode than `incl` is `excl`.
 */
export function vatFormFromSearch(search: string): VatForm {
  const params = new URLSearchParams(search)
  const amount = params.get('amount')
  const rate = params.get('rate')
  const form: VatForm = {
    ...DEFAULT_VAT_FORM,
    amount: (amount ?? '').slice(0, MAX_FIELD_LENGTH),
    amountTouched: amount !== null,
    mode: params.get('mode') === 'incl' ? 'incl' : 'excl',
  }
  if (rate !== null) {
    const parsed = parseRate(rate)
    const preset = parsed.ok ? VAT_PRESETS.find((p) => PRESET_RATES[p] === parsed.value) : undefined
    form.preset = preset ?? null
    form.customRate = preset ? '' : rate.slice(0, MAX_FIELD_LENGTH)
  }
  return form
}

/** The form → `?amount=…&rate=…&mode=…`, or '' for the untouched default form. Commas stay readable (`100,50`). */
export function vatFormToSearch(form: VatForm): string {
  const rate = formRate(form)
  if (form.amount === '' && rate === DEFAULT_RATE && form.mode === 'excl') return ''
  const pairs: [string, string][] = []
  if (form.amount !== '') pairs.push(['amount', form.amount])
  pairs.push(['rate', rate], ['mode', form.mode])
  return `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%2C/g, ',')}`).join('&')}`
}
