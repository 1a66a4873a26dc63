// `npm run bench:compare -- before.json after.json`: two runs of `npm run bench:field -- --json <file>` side by side,
// one table per measure, each cell `before → after (change)`. Both runs should come from the same session on the same
// machine (docs/performance.md): the change is what matters, not the absolute times.
// A first-tap cell also says how many taps were lost (no answer within 8 s): `lost 5×` when every one was.
import fs from 'node:fs'
import { pathToFileURL } from 'node:url'

/** The measures, as bench:field names them in its JSON: [field, heading, divisor (bytes → KB)]. */
const TABLES = [
  [
    'Untouched load (ms; KB on the wire)',
    [
      ['fcp', 'FCP'],
      ['lcp', 'LCP'],
      ['floor', 'floor'],
      ['behaviours', 'ready'],
      ['blocking', 'blocking'],
      ['html', 'HTML KB', 1024],
      ['js', 'JS KB', 1024],
    ],
  ],
  [
    'Controls tapped from first paint: ms from FCP until answered',
    [
      ['theme', 'theme'],
      ['close', 'close'],
      ['menu', 'menu'],
      ['search', 'search'],
    ],
  ],
  [
    'One tap the moment the h1 shows: ms until answered',
    [
      ['themeFirstTap', 'theme'],
      ['searchFirstTap', 'search'],
    ],
  ],
]

const isNumber = (value) => typeof value === 'number' && Number.isFinite(value)
const key = (row) => `${row.viewport} ${row.type} ${row.locale}`

function value(row, field, divisor = 1) {
  const lost = row[`${field}Lost`]
  if (!isNumber(row[field])) return lost > 0 ? `lost ${lost}×` : '—'
  const shown = divisor === 1 ? Math.round(row[field]) : (row[field] / divisor).toFixed(1)
  return lost > 0 ? `${shown}, lost ${lost}×` : `${shown}`
}

function cell(was, now, field, divisor) {
  const change =
    isNumber(was[field]) && isNumber(now[field]) && was[field] > 0
      ? ` (${now[field] >= was[field] ? '+' : ''}${Math.round((now[field] / was[field] - 1) * 100)} %)`
      : ''
  return `${value(was, field, divisor)} → ${value(now, field, divisor)}${change}`
}

/** The comparison as Markdown lines: a table per measure that `before` has, a row per page both have. */
export function compare(before, after) {
  const afterByKey = new Map(after.map((row) => [key(row), row]))
  const lines = []
  for (const [title, columns] of TABLES) {
    const present = columns.filter(([field]) => before.some((row) => isNumber(row[field]) || row[`${field}Lost`] > 0))
    if (present.length === 0) continue
    lines.push('', title, '')
    lines.push(`| viewport | page | lang | ${present.map(([, heading]) => heading).join(' | ')} |`)
    lines.push(`|---|---|---|${present.map(() => '---').join('|')}|`)
    for (const was of before) {
      const now = afterByKey.get(key(was))
      if (!now) continue
      const cells = present.map(([field, , divisor]) => cell(was, now, field, divisor))
      lines.push(`| ${was.viewport} | ${was.type} | ${was.locale} | ${cells.join(' | ')} |`)
    }
  }
  return lines
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
  if (files.length !== 2 || process.argv.includes('--help')) {
    console.log('npm run bench:compare -- <before.json> <after.json>   (files written by bench:field --json)')
    process.exit(files.length === 2 ? 0 : 1)
  }
  const [before, after] = files.map((file) => {
    const rows = JSON.parse(fs.readFileSync(file, 'utf8'))
    if (!Array.isArray(rows)) throw new Error(`${file}: not the output of bench:field --json (an array of rows)`)
    return rows
  })
  console.log(compare(before, after).join('\n'))
}
