// Nine comparison pages that are each worth reading: search engines treat pages that share most of their wording as
// near-duplicates, and so do readers. Each page's words (its data, plus the shared wording of messages/ that the page
// shows with the competitor's name filled in) are cut into 5-word sequences; any two pages of a language must share
// less than a quarter of them. The site's navigation, footer and call to action are left out: every page has those.
import { describe, expect, it } from 'vitest'
import { formatCheckedOn, getCompetitors } from '@/lib/competitors'
import { type Locale, locales } from '@/lib/i18n'
import en from '@/messages/en.json'
import fr from '@/messages/fr.json'
import { type Competitor, criteria } from './competitors'

const MAX_SHARED = 0.25
const N = 5
const messages = { en, fr }

/** A message as the page shows it: `{name}` and `{date}` filled in, rich-text tags removed. */
const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '').replace(/<\/?[a-z]+>/g, '')

/** The texts of one comparison page, field by field (a 5-word sequence never spans two fields). */
function comparisonPageTexts(c: Competitor, locale: Locale): string[] {
  const t = messages[locale].Promo
  const values = { name: c.name, date: c.checkedOn ? formatCheckedOn(c.checkedOn, locale) : '' }
  return [
    c.title[locale],
    c.description[locale],
    fill(t.heading, values),
    c.tagline[locale],
    fill(t.suitsTitle, values),
    c.suits[locale],
    fill(t.compareTitle, values),
    ...criteria.flatMap((criterion) => [
      t.criteria[criterion],
      c.comparison[criterion]?.[locale] ?? fill(t.notStated, values),
      t.track[criterion],
    ]),
    fill(c.checkedOn ? t.checkedOn : t.notChecked, values),
    fill(t.savingTitle, values),
    fill(t.noCode, values),
    c.saving[locale],
    fill(t.switchingTitle, values),
    c.switching[locale],
    t.moveTitle,
    ...Object.values(t.moveSteps).map((step) => fill(step, values)),
    t.sourcesTitle,
    fill(t.sourcesIntro, values),
    ...c.sources.map((s) => s.about[locale]),
  ]
}

/** Lower-case words, Markdown and link targets removed: `**Annual billing** is [free](/x)` → annual billing is free. */
const words = (text: string) =>
  text
    .replace(/\]\([^)]*\)/g, ']')
    .toLowerCase()
    .split(/[^\p{L}\p{N}’'-]+/u)
    .filter(Boolean)

function ngrams(texts: string[], n = N): Set<string> {
  const grams = new Set<string>()
  for (const text of texts) {
    const w = words(text)
    for (let i = 0; i + n <= w.length; i++) grams.add(w.slice(i, i + n).join(' '))
  }
  return grams
}

/** The share of the smaller page's sequences that the other page also has. */
function sharedShare(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  let shared = 0
  for (const gram of small) if (large.has(gram)) shared++
  return small.size === 0 ? 0 : shared / small.size
}

describe('sharedShare', () => {
  it('is 0 for unrelated pages, 1 for the same page, and in between for a page built from a common template', () => {
    const a = ngrams(['You gain a free app that works offline and makes quotes from your products'])
    const b = ngrams(['Pipedrive suits sales teams who rely on automations, forecasts and integrations every day'])
    expect(sharedShare(a, b)).toBe(0)
    expect(sharedShare(a, a)).toBe(1)
    const template = (name: string) => [
      `Looking for a ${name} discount or promo code? See how people usually save on ${name}, and how it compares.`,
    ]
    expect(sharedShare(ngrams(template('Pipedrive')), ngrams(template('Capsule')))).toBeGreaterThan(MAX_SHARED)
  })
})

for (const locale of locales) {
  it(`no two comparison pages share ${MAX_SHARED * 100}% or more of their 5-word sequences (${locale})`, () => {
    const pages = getCompetitors().map((c) => ({ id: c.id, grams: ngrams(comparisonPageTexts(c, locale)) }))
    const tooClose: string[] = []
    pages.forEach((a, i) =>
      pages.slice(i + 1).forEach((b) => {
        const share = sharedShare(a.grams, b.grams)
        if (share >= MAX_SHARED) tooClose.push(`${a.id} and ${b.id} share ${Math.round(share * 100)}% of their 5-word sequences`)
      }),
    )
    expect(tooClose).toEqual([])
  })
}
