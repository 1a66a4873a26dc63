// The launch checklist: what the shipped configuration still holds as samples, and nothing once all is filled in.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { competitors } from '@/content/competitors'
import { reviews } from '@/content/reviews'
import { launchChecklist } from './launch-checklist'
import { confirmed, type Supplied, supplied } from './site'

const TODAY = '2026-11-23'
const REAL_SITE = { NEXT_PUBLIC_SITE_URL: 'https://www.example-company.fr' }

/** The same tree with every supplied value confirmed, as the company would leave it. */
function confirmAll<T>(tree: T): T {
  if (typeof tree !== 'object' || tree === null) return tree
  if ('status' in tree && 'value' in tree && 'about' in tree) {
    const value = tree as unknown as Supplied<unknown>
    return confirmed(value.value, value.about) as T
  }
  if (Array.isArray(tree)) return tree.map(confirmAll) as T
  return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, confirmAll(value)])) as T
}

describe('on the shipped configuration', () => {
  const items = launchChecklist({ supplied, env: {}, reviews, competitors, today: TODAY })
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
    expect(items.find((item) => item.where === 'lib/site.ts › publisher.registration')).toMatchObject({ value: '"RCS Paris 000 000 000"' })
    for (const item of items) expect(item.about.length, item.where).toBeGreaterThan(10)
  })

  it('lists the sample site URL, every sample testimonial and every unchecked comparison page', () => {
    expect(where).toContain('.env › NEXT_PUBLIC_SITE_URL')
    for (const review of reviews) expect(where).toContain(`content/reviews.ts › ${review.id}`)
    for (const competitor of competitors) expect(where).toContain(`content/competitors.ts › ${competitor.id}.checkedOn`)
  })
})

it('is empty once every value is confirmed, the site URL set, the testimonials real and the comparisons checked this year', () => {
  expect(
    launchChecklist({
      supplied: confirmAll(supplied),
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

it('npm run check:launch lists the samples and exits with 1 while any remains', async () => {
  const run = promisify(execFile)(process.execPath, ['scripts/run-ts.mjs', 'scripts/check-launch.ts'], {
    env: { ...process.env, NEXT_PUBLIC_SITE_URL: '' },
  })
  await expect(run).rejects.toMatchObject({
    code: 1,
    stdout: expect.stringContaining('✗ lib/site.ts › publisher.registration = "RCS Paris 000 000 000"'),
  })
}, 30_000)
