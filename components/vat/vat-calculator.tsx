'use client'
// The VAT calculator's form: results from lib/vat.ts as you type, and the state mirrored in the URL query.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { formatEuros, formatRate } from '@/lib/format'
import type { Locale } from '@/lib/i18n'
import {
  type AmountError,
  calculateVat,
  DEFAULT_VAT_FORM,
  formRate,
  MAX_FIELD_LENGTH,
  type RateError,
  VAT_PRESETS,
  type VatForm,
  vatFormFromSearch,
  vatFormToSearch,
  type VatPreset,
} from '@/lib/vat'
import { NEEDS, READY } from '@/lib/data-attributes/page'
import type messages from '@/messages/en.json'

type Messages = (typeof messages)['VatCalculator']

/** The `VatCalculator.form` messages (`vatLabel` has a `{rate}` placeholder, `copyText` `{excl}`, `{vat}`, `{incl}` and `{rate}`), and the error messages by code. */
export type VatCalculatorStrings = Messages['form'] & { amountErrors: Record<AmountError, string>; rateErrors: Record<RateError, string> }

export interface VatCalculatorProps {
  locale: Locale
  /** "20%" / "20 %": formatted on the server so the first render matches it exactly. */
  presetLabels: Record<VatPreset, string>
  strings: VatCalculatorStrings
  /** Rendered on the server: importing the icon set here would ship all of it with the island. */
  icons: { alert: ReactNode; copy: ReactNode; check: ReactNode }
}

/** Typing replaces the current history entry this long after the last key, so the URL can be shared at any time. */
const TYPING_DELAY = 300

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m)

// The calculator's longer styles are classes of app/globals.css (`vat-*`), not strings in this island's JavaScript:
// the page's first-load JS stays within its budget (JS_BUDGET_KB in bench/page-weight.ts).

function FieldError({ id, message, icon }: { id: string; message: string; icon: ReactNode }) {
  return (
    <p id={id} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-danger">
      {icon}
      {message}
    </p>
  )
}

export function VatCalculator({ locale, presetLabels, strings: s, icons }: VatCalculatorProps) {
  // null until the URL has been read after hydration: the server cannot know the query, and the form stays inert until then.
  const [loaded, setLoaded] = useState<VatForm | null>(null)
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const amountRef = useRef<HTMLInputElement>(null)
  const pendingUrl = useRef<string | null>(null)
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const copyTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const id = useId()
  const form = loaded ?? DEFAULT_VAT_FORM

  useEffect(() => {
    const readUrl = () => {
      // A pending write belongs to the entry being left: drop it rather than overwrite the one we came back to.
      clearTimeout(typingTimer.current)
      pendingUrl.current = null
      setLoaded(vatFormFromSearch(window.location.search))
    }
    readUrl()
    window.addEventListener('popstate', readUrl)
    return () => {
      window.removeEventListener('popstate', readUrl)
      clearTimeout(typingTimer.current)
      clearTimeout(copyTimer.current)
    }
  }, [])

  const currentUrl = () => window.location.pathname + window.location.search
  const flushTyping = () => {
    clearTimeout(typingTimer.current)
    const url = pendingUrl.current
    pendingUrl.current = null
    // The page may have been left in the meantime: never write this page's query onto another one.
    if (url !== null && url.split('?')[0] === window.location.pathname && url !== currentUrl()) window.history.replaceState(null, '', url)
  }

  /**
   * History: typing only replaces the current entry (no entry per keystroke), while a choice (rate, direction, reset)
   * pushes a new one after saving the typed value into the current entry. So Back undoes the last choice and comes back
   * to the amount as it was typed, and the URL is always the one to share.
   */
  const update = (next: VatForm, history: 'push' | 'replace') => {
    setLoaded(next)
    const url = window.location.pathname + vatFormToSearch(next)
    if (history === 'replace') {
      pendingUrl.current = url
      clearTimeout(typingTimer.current)
      typingTimer.current = setTimeout(flushTyping, TYPING_DELAY)
      return
    }
    flushTyping()
    if (url !== currentUrl()) window.history.pushState(null, '', url)
  }

  const outcome = calculateVat({ amount: form.amount, rate: formRate(form), mode: form.mode }, locale)
  // An amount never typed is not an error yet: the result area asks for one instead.
  const amountError = outcome.amountError === 'empty' && !form.amountTouched ? undefined : outcome.amountError
  const rateError = form.preset === null ? outcome.rateError : undefined
  const result = outcome.result
  const rateText = outcome.rate === undefined ? '' : formatRate(locale, outcome.rate)
  const amounts = result && {
    excl: formatEuros(locale, result.exclCents),
    vat: formatEuros(locale, result.vatCents),
    incl: formatEuros(locale, result.inclCents),
  }

  const copy = async () => {
    if (!amounts) return
    clearTimeout(copyTimer.current)
    try {
      await navigator.clipboard.writeText(fill(s.copyText, { ...amounts, rate: rateText }))
      setCopyState('copied')
    } catch {
      // No clipboard (insecure context, old browser) or permission refused: the visitor is told beside the button.
      setCopyState('failed')
    }
    copyTimer.current = setTimeout(() => setCopyState('idle'), 4000)
  }

  const reset = () => {
    update(DEFAULT_VAT_FORM, 'push')
    setCopyState('idle')
    amountRef.current?.focus()
  }

  const ids = {
    amount: `${id}-amount`,
    amountHint: `${id}-amount-hint`,
    amountError: `${id}-amount-error`,
    rate: `${id}-rate`,
    rateHint: `${id}-rate-hint`,
    rateError: `${id}-rate-error`,
    result: `${id}-result`,
  }
  const rows = amounts && [
    { key: 'excl', label: s.exclLabel, value: amounts.excl, main: form.mode === 'incl' },
    { key: 'vat', label: fill(s.vatLabel, { rate: rateText }), value: amounts.vat, main: false },
    { key: 'incl', label: s.inclLabel, value: amounts.incl, main: form.mode === 'excl' },
  ]

  return (
    <div
      className="vat-calculator"
      data-testid="vat-calculator"
      {...NEEDS.prop('vat')}
      // Ready once the URL is read (the form is inert until then): the head script replays a tap it kept before.
      {...(loaded && READY.prop())}
    >
      <fieldset disabled={loaded === null} className="min-w-0 space-y-6">
        <div>
          <label htmlFor={ids.amount} className="block font-semibold">
            {form.mode === 'excl' ? s.amountExcl : s.amountIncl}
          </label>
          <p id={ids.amountHint} className="text-sm text-muted">
            {s.amountHint}
          </p>
          <input
            ref={amountRef}
            id={ids.amount}
            type="text"
            inputMode="decimal"
            maxLength={MAX_FIELD_LENGTH}
            autoComplete="off"
            spellCheck={false}
            value={form.amount}
            onChange={(e) => update({ ...form, amount: e.target.value, amountTouched: true }, 'replace')}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? `${ids.amountError} ${ids.amountHint}` : ids.amountHint}
            className="vat-field"
          />
          {amountError && <FieldError id={ids.amountError} message={s.amountErrors[amountError]} icon={icons.alert} />}
        </div>

        <fieldset>
          <legend className="font-semibold">{s.rateLegend}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {VAT_PRESETS.map((preset) => (
              <label key={preset} className="vat-option">
                <input
                  type="radio"
                  name={`${id}-preset`}
                  checked={form.preset === preset}
                  onChange={() => update({ ...form, preset }, 'push')}
                  className="size-4 accent-accent"
                />
                {presetLabels[preset]}
              </label>
            ))}
            <label className="vat-option">
              <input
                type="radio"
                name={`${id}-preset`}
                checked={form.preset === null}
                onChange={() => update({ ...form, preset: null }, 'push')}
                className="size-4 accent-accent"
              />
              {s.customRate}
            </label>
          </div>
          {form.preset === null && (
            <div className="mt-4">
              <label htmlFor={ids.rate} className="block font-semibold">
                {s.customRateLabel}
              </label>
              <p id={ids.rateHint} className="text-sm text-muted">
                {s.customRateHint}
              </p>
              <input
                id={ids.rate}
                type="text"
                inputMode="decimal"
                maxLength={MAX_FIELD_LENGTH}
                autoComplete="off"
                spellCheck={false}
                value={form.customRate}
                onChange={(e) => update({ ...form, customRate: e.target.value }, 'replace')}
                aria-invalid={rateError ? true : undefined}
                aria-describedby={rateError ? `${ids.rateError} ${ids.rateHint}` : ids.rateHint}
                className="vat-field max-w-40"
              />
              {rateError && <FieldError id={ids.rateError} message={s.rateErrors[rateError]} icon={icons.alert} />}
            </div>
          )}
        </fieldset>

        <fieldset>
          <legend className="font-semibold">{s.modeLegend}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {(['excl', 'incl'] as const).map((mode) => (
              <label key={mode} className="vat-option">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  checked={form.mode === mode}
                  onChange={() => update({ ...form, mode }, 'push')}
                  className="size-4 accent-accent"
                />
                {mode === 'excl' ? s.modeExcl : s.modeIncl}
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>

      <section aria-labelledby={ids.result} className="vat-result">
        <h2 id={ids.result} className="text-xl font-bold">
          {s.resultHeading}
        </h2>
        <div aria-live="polite" aria-atomic="true" data-testid="vat-results" className="mt-4 min-h-40 flex-1">
          {rows ? (
            <dl className="divide-y divide-border">
              {rows.map((row) => (
                <div key={row.key} className="vat-row">
                  <dt className={row.main ? 'font-semibold' : 'text-muted'}>{row.label}</dt>
                  <dd data-result={row.key} className={`font-semibold tabular-nums ${row.main ? 'text-2xl text-accent' : 'text-lg'}`}>
                    {row.value}
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-muted">{amountError || rateError ? s.fixInput : s.waiting}</p>
          )}
        </div>
        <p className="mt-3 text-sm text-muted">{s.roundingNote}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="button" onClick={copy} disabled={!rows} className="vat-button vat-button-primary">
            {icons.copy}
            {s.copy}
          </button>
          <button type="button" onClick={reset} disabled={loaded === null} className="vat-button vat-button-secondary">
            {s.reset}
          </button>
          <p
            role="status"
            className={`flex items-center gap-1.5 text-sm font-medium ${copyState === 'failed' ? 'text-danger' : 'text-success'}`}
          >
            {copyState === 'copied' && icons.check}
            {copyState === 'copied' ? s.copied : copyState === 'failed' ? s.copyFailed : ''}
          </p>
        </div>
      </section>
    </div>
  )
}
