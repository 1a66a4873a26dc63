// The launch checklist: every value the company supplies while it is a sample, and nothing once all is filled in.
// The rules are checked on configurations the tests make (everything a sample, everything confirmed), never on the
// shipped one's current state: a value the company confirms, a testimonial it adds or a quarter that passes changes
// what the list holds, not whether it is right.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { authors } from '@/content/authors'
import { competitors } from '@/content/competitors'
import { reviews } from '@/content/reviews'
import { roadmap, type RoadmapItem } from '@/content/roadmap'
import { launchChecklist } from './launch-checklist'
import { quarterEnd } from './roadmap'
import { supplied } from './site'
import { confirmed, isSupplied, sample, type Supplied } from './supplied'

const TODAY = '2026-11-23'
const REAL_SITE = { NEXT_PUBLIC_SITE_URL: 'https://www.example-company.fr' }

/** The same tree with every supplied value set by `mark`. */
function markAll<T>(tree: T, mark: typeof confirmed): T {
  if (typeof tree !== 'object' || tree === null) return tree
  if (isSupplied(tree)) return mark(tree.value, tree.about, tree.whileSample) as T
  if (Array.isArray(tree)) return tree.map((item) => markAll(item, mark)) as T
  return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, markAll(value, mark)])) as T
}
/** As the company would leave it. */
const confirmAll = <T>(tree: T) => markAll(tree, confirmed)
/** As before anyone at the company has filled anything in. */
const sampleAll = <T>(tree: T) => markAll(tree, sample)

/** Every supplied value of a tree, with its path as the checklist names it (`social.linkedin.href`). */
function suppliedFields(tree: unknown, path: string[] = []): [string, Supplied<unknown>][] {
  if (isSupplied(tree)) return [[path.join('.'), tree]]
  if (Array.isArray(tree))
    return tree.flatMap((item, i) => suppliedFields(item, [...path, typeof item?.id === 'string' ? item.id : String(i)]))
  if (typeof tree === 'object' && tree !== null)
    return Object.entries(tree).flatMap(([key, value]) => suppliedFields(value, [...path, key]))
  return []
}

/** A roadmap of one item planned for `quarter`. */
const upcoming = (quarter: string): RoadmapItem[] => [
  {
    id: 'quote-templates',
    status: 'planned',
    quarter,
    title: { en: 'Quote templates', fr: 'Modèles de devis' },
    description: { en: 'x', fr: 'x' },
  },
]

describe('before anything is filled in', () => {
  const items = launchChecklist({
    supplied: sampleAll(supplied),
    authors: sampleAll(authors),
    env: {},
    reviews: reviews.map((review) => ({ ...review, status: 'sample' as const })),
    competitors: competitors.map((competitor) => ({ ...competitor, checkedOn: '' })),
    roadmap: [],
    today: TODAY,
  })
  const byWhere = new Map(items.map((item) => [item.where, item]))

  it('lists every value the company supplies, where to change it, its sample and what a production build does', () => {
    const fields = suppliedFields(supplied)
    expect(fields.length).toBeGreaterThan(0)
    for (const [field, value] of fields) {
      expect(byWhere.get(`lib/site.ts › ${field}`), field).toMatchObject({
        value: JSON.stringify(value.value),
        kind: value.whileSample === 'required' ? 'required' : 'withheld',
      })
    }
    for (const item of items) expect(item.about.length, item.where).toBeGreaterThan(10)
  })

  it('requires every line of the legal notice French law asks for: a production build cannot go live without them', () => {
    for (const field of ['company', 'registration', 'address', 'publicationDirector', 'host']) {
      expect(byWhere.get(`lib/site.ts › publisher.${field}`), field).toMatchObject({ kind: 'required' })
    }
  })

  it('lists the authors’ links, which a production build withholds', () => {
    const links = authors.flatMap((author) => author.links.map((_, i) => `content/authors.ts › ${author.id}.links.${i}.href`))
    for (const link of links) expect(byWhere.get(link), link).toMatchObject({ kind: 'withheld' })
  })

  it('lists the sample site URL, every sample testimonial and every unchecked comparison page', () => {
    expect(byWhere.get('.env › NEXT_PUBLIC_SITE_URL')).toMatchObject({ kind: 'required' })
    for (const review of reviews) expect(byWhere.get(`content/reviews.ts › ${review.id}`)).toMatchObject({ kind: 'withheld' })
    for (const competitor of competitors) {
      expect(byWhere.get(`content/competitors.ts › ${competitor.id}.checkedOn`)).toMatchObject({ kind: 'unchecked' })
    }
  })
})

it('lists a roadmap target from the day after its quarter ends, until the item ships or gets a new quarter', () => {
  const passed = (day: string, items = upcoming('2027-Q1')) =>
    launchChecklist({
      supplied: confirmAll(supplied),
      authors: confirmAll(authors),
      env: REAL_SITE,
      reviews: [],
      competitors: [],
      roadmap: items,
      today: day,
    })
  expect(passed(quarterEnd('2027-Q1'))).toEqual([])
  expect(passed('2027-04-01')).toEqual([
    expect.objectContaining({ where: 'content/roadmap.ts › quote-templates.quarter', value: '"2027-Q1"', kind: 'passed' }),
  ])
  expect(passed('2027-04-01', upcoming('2027-Q2'))).toEqual([])
  expect(passed('2027-04-01', [{ ...upcoming('2027-Q1')[0], status: 'shipped', quarter: undefined }])).toEqual([])
})

it('is empty once every value is confirmed, the site URL set, the testimonials real and the comparisons checked this year', () => {
  expect(
    launchChecklist({
      supplied: confirmAll(supplied),
      authors: confirmAll(authors),
      env: REAL_SITE,
      reviews: reviews.map((review) => ({ ...review, status: 'confirmed' as const })),
      competitors: competitors.map((competitor) => ({ ...competitor, checkedOn: '2026-06-01' })),
      roadmap: upcoming('2027-Q1'),
      today: TODAY,
    }),
  ).toEqual([])
})

it('counts a comparison checked more than twelve months before as unchecked', () => {
  const items = launchChecklist({
    supplied: confirmAll(supplied),
    authors: confirmAll(authors),
    env: REAL_SITE,
    reviews: [],
    competitors: [
      { ...competitors[0], checkedOn: '2025-11-22' },
      { ...competitors[1], checkedOn: '2025-11-23' },
    ],
    roadmap: [],
    today: TODAY,
  })
  expect(items.map((item) => item.where)).toEqual([`content/competitors.ts › ${competitors[0].id}.checkedOn`])
})

it('npm run check:launch lists every item and exits with 1 while any remains', async () => {
  // Without a site URL, the list is never empty: the sample origin is one of its items.
  const items = launchChecklist({ supplied, authors, env: {}, reviews, competitors, roadmap, today: new Date().toISOString().slice(0, 10) })
  const run = promisify(execFile)('node_modules/.bin/tsx', ['scripts/check-launch.ts'], {
    env: { ...process.env, NEXT_PUBLIC_SITE_URL: 'https://www.track-crm.app' },
  })
  const failure = await run.then(
    () => null,
    (error: { code: number; stdout: string }) => error,
  )
  expect(failure?.code).toBe(1)
  for (const item of items) expect(failure?.stdout).toContain(`✗ ${item.where} = ${item.value}`)
}, 30_000)
