// The tables of `npm run bench:field`, and `npm run bench:compare -- before.json after.json`: two of its runs
// (--json) side by side, one table per measure, each cell `before → after (change)`. Both runs should come from the
// same session on the same machine (docs/performance.md): the change is what matters, not the absolute times.
import fs from 'node:fs'
import { pathToFileURL } from 'node:url'
import { cli } from '../scripts/cli'
import { table } from './cli'

/** A row of bench:field's JSON: one page type, language and viewport; NaN is written as null. */
export type Row = { viewport: string; type: string; locale: string } & { [field: string]: string | number | null }
export const CONTROLS = ['theme', 'close', 'menu', 'search'] as const
export const FIRST_TAP = ['theme', 'search'] as const
/** How long, in ms, bench:field's navigation can let the pointer rest on a link before the click. */
export const REST_CHOICES = ['0', '150', '300', '1000', '3000']
const each = (names: readonly string[], columns: (name: string) => [string, string][]) => Object.fromEntries(names.flatMap(columns))

/** The table of each measure: its title, and its columns as { field of a row: heading }. Bytes show in KB, times in ms. */
export const TABLES: { measure: string; title: string; columns: Record<string, string> }[] = [
  {
    measure: 'load',
    title: 'Untouched load, throttled (ms)',
    columns: { fcp: 'FCP', lcp: 'LCP', floor: 'floor', lcpFloor: 'LCP÷floor', ready: 'ready', blocking: 'blocking' },
  },
  {
    measure: 'controls',
    title: 'Controls tapped from first paint on: ms from FCP until answered, taps it took, ms from the answered tap',
    columns: each(CONTROLS, (c) => [
      [c, c],
      [`${c}Taps`, 'taps'],
      [`${c}Latency`, 'after tap'],
    ]),
  },
  {
    measure: 'first-tap',
    title: 'One tap the moment the h1 shows: ms until answered, median and worst; lost = no answer in 8 s',
    columns: each(FIRST_TAP, (c) => [
      [`${c}FirstTap`, c],
      [`${c}FirstTapWorst`, 'worst'],
    ]),
  },
  {
    measure: 'navigation',
    title:
      'A help sidebar link followed once the page has settled, throttled: ms from the click to the new page’s h1, after the pointer rested 0, 150 or 300 ms on the link (desktop) or a 100 ms touch (phone); KB on the wire until the click',
    columns: {
      ...each(REST_CHOICES, (ms) => [[`rest${ms}`, `rest ${ms}`]]),
      restBytes: 'KB by click',
      touch: 'touch',
      touchBytes: 'KB by click',
    },
  },
  {
    measure: 'bytes',
    title: 'KB on the wire from navigation until 6 s after load, nothing touched, not throttled (route data: Next’s fetches)',
    columns: { htmlBytes: 'HTML', cssBytes: 'CSS', jsBytes: 'JS', routeBytes: 'route data', otherBytes: 'other', totalBytes: 'total' },
  },
]

const number = (row: Row, field: string) => (typeof row[field] === 'number' && Number.isFinite(row[field]) ? row[field] : undefined)
const key = (row: Row) => `${row.viewport} ${row.type} ${row.locale}`

/** A cell: the value in its unit, and how many taps were lost when some were. */
function value(row: Row, field: string) {
  const x = number(row, field)
  const lost = number(row, `${field}Lost`) ?? 0
  const shown =
    x === undefined ? '—' : field.endsWith('Bytes') ? (x / 1024).toFixed(1) : field === 'lcpFloor' ? x.toFixed(2) : `${Math.round(x)}`
  return lost > 0 ? (x === undefined ? `lost ${lost}×` : `${shown}, lost ${lost}×`) : shown
}

/** The tables of `rows` (as Markdown lines) that have a value in some row, each cell from `cell`. */
function tables(rows: Row[], cell: (row: Row, field: string) => string, measures?: string[]) {
  return TABLES.filter((t) => !measures || measures.includes(t.measure)).flatMap(({ title, columns }) => {
    const shown = Object.keys(columns).filter((f) => rows.some((row) => number(row, f) !== undefined || number(row, `${f}Lost`)))
    if (shown.length === 0) return []
    const body = rows.map((row) => [row.viewport, row.type, row.locale, ...shown.map((field) => cell(row, field))])
    return ['', title, '', ...table(['viewport', 'page', 'lang', ...shown.map((field) => columns[field])], body).split('\n')]
  })
}

/** bench:field's report: a table per measure. */
export const report = (rows: Row[], measures: string[]) => tables(rows, value, measures)

/** Two runs as Markdown lines: a table per measure that `before` has, a row per page both have. */
export function compare(before: Row[], after: Row[]) {
  const afterByKey = new Map(after.map((row) => [key(row), row]))
  return tables(
    before.filter((row) => afterByKey.has(key(row))),
    (was, field) => {
      const now = afterByKey.get(key(was))!
      const [a, b] = [number(was, field), number(now, field)]
      const change = a && b !== undefined ? ` (${b >= a ? '+' : ''}${Math.round((b / a - 1) * 100)} %)` : ''
      return `${value(was, field)} → ${value(now, field)}${change}`
    },
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { positionals, fail } = cli('npm run bench:compare -- <before.json> <after.json>   (files written by bench:field --json)', {}, true)
  if (positionals.length !== 2) fail(`two files are needed, got ${positionals.length}`)
  const [before, after] = positionals.map((file) => {
    const rows: unknown = JSON.parse(fs.readFileSync(file, 'utf8'))
    return Array.isArray(rows) ? (rows as Row[]) : fail(`${file}: not the output of bench:field --json (an array of rows)`)
  })
  console.log(compare(before, after).join('\n'))
}
