// The launch checklist: what the shipped configuration still holds as samples, and nothing once all is filled in.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { authors } from '@/content/authors'
import { competitors } from '@/content/competitors'
import { reviews } from '@/content/reviews'
import { launchChecklist } from './launch-checklist'
import { supplied } from './site'
import { confirmed, isSupplied } from './supplied'

const TODAY = '2026-11-23'
const REAL_SITE = { NEXT_PUBLIC_SITE_URL: 'https://www.example-company.fr' }

/** The same tree with every supplied value confirmed, as the company would leave it. */
function confirmAll<T>(tree: T): T {
  if (typeof tree !== 'object' || tree === null) return tree
  if (isSupplied(tree)) return confirmed(tree.value, tree.about, tree.whileSample) as T
  if (Array.isArray(tree)) return tree.map(confirmAll) as T
  return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, confirmAll(value)])) as T
}

describe('on the shipped configuration', () => {
  const items = launchChecklist({ supplied, authors, env: {}, reviews, competitors, today: TODAY })
  const where = items.map((item) => item.where)

  it('lists every value the company supplies, where to change it and what it is for', () => {
    for (const field of [
      'appStoreUrl',
      'googlePlayUrl',
      'privacyPolicyUrl',
      'supportEmail',
      'social.linkedin.href',
      'publisher.registration',
      'publisher.publicationDirector',
      'apps.appleTeamId',
      'apps.androidCertFingerprints',
    ]) {
      expect(where).toContain(`lib/site.ts › ${field}`)
    }
    expect(items.find((item) => item.where === 'lib/site.ts › publisher.registration')).toMatchObject({
      value: '"RCS Paris 000 000 000"',
      kind: 'withheld',
    })
    expect(items.find((item) => item.where === 'lib/site.ts › appStoreUrl')).toMatchObject({ kind: 'required' })
    for (const item of items) expect(item.about.length, item.where).toBeGreaterThan(10)
  })

  it('lists the authors’ links that are samples, which a production build withholds', () => {
    const links = authors.flatMap((author) =>
      author.links.flatMap((link, i) => (link.href.status === 'sample' ? [`content/authors.ts › ${author.id}.links.${i}.href`] : [])),
    )
    for (const link of links) expect(items.find((item) => item.where === link)).toMatchObject({ kind: 'withheld' })
  })

  it('lists the sample site URL, every sample testimonial and every unchecked comparison page', () => {
    expect(where).toContain('.env › NEXT_PUBLIC_SITE_URL')
    for (const review of reviews.filter((r) => r.status === 'sample')) expect(where).toContain(`content/reviews.ts › ${review.id}`)
    for (const competitor of competitors.filter((c) => !c.checkedOn)) {
      expect(where).toContain(`content/competitors.ts › ${competitor.id}.checkedOn`)
    }
  })
})

it('is empty once every value is confirmed, the site URL set, the testimonials real and the comparisons checked this year', () => {
  expect(
    launchChecklist({
      supplied: confirmAll(supplied),
      authors: confirmAll(authors),
      env: REAL_SITE,
      reviews: reviews.map((review) => ({ ...review, status: 'confirmed' as const })),
      competitors: competitors.map((competitor) => ({ ...competitor, checkedOn: '2026-06-01' })),
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
    today: TODAY,
  })
  expect(items.map((item) => item.where)).toEqual([`content/competitors.ts › ${competitors[0].id}.checkedOn`])
})

it('npm run check:launch lists every item and exits with 1 while any remains', async () => {
  // Without a site URL, the list is never empty: the sample origin is one of its items.
  const items = launchChecklist({ supplied, authors, env: {}, reviews, competitors, today: new Date().toISOString().slice(0, 10) })
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
