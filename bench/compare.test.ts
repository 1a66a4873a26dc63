// `npm run bench:compare`: two bench:field runs side by side, as their JSON holds them (NaN is written as null).
import { expect, it } from 'vitest'
import { compare, report, type Row } from './compare'

const row = (values: Record<string, number | null>): Row => ({ viewport: 'phone', type: 'doc', locale: 'en', ...values })

it('puts each measure before → after, with the change in percent', () => {
  const lines = compare([row({ lcp: 800, jsBytes: 143_360 })], [row({ lcp: 600, jsBytes: 143_462 })])
  expect(lines).toContain('| viewport | page | lang | LCP |')
  expect(lines).toContain('| phone | doc | en | 800 → 600 (-25 %) |')
  expect(lines).toContain('| viewport | page | lang | JS |')
  expect(lines).toContain('| phone | doc | en | 140.0 → 140.1 (+0 %) |')
})

it('compares the bytes on the wire by kind, route data included', () => {
  const bytes = (route: number) => row({ htmlBytes: 10_240, routeBytes: route, totalBytes: 10_240 + route })
  const lines = compare([bytes(51_200)], [bytes(0)])
  expect(lines).toContain('| viewport | page | lang | HTML | route data | total |')
  expect(lines).toContain('| phone | doc | en | 10.0 → 10.0 (+0 %) | 50.0 → 0.0 (-100 %) | 60.0 → 10.0 (-83 %) |')
})

it('says how many first taps were lost, and leaves out what neither run measured', () => {
  const lines = compare(
    [row({ themeFirstTap: null, themeFirstTapLost: 5, searchFirstTap: 120, searchFirstTapLost: 2 })],
    [row({ themeFirstTap: 26, themeFirstTapLost: 0, searchFirstTap: 55, searchFirstTapLost: 0 })],
  )
  expect(lines).toContain('| phone | doc | en | lost 5× → 26 | 120, lost 2× → 55 (-54 %) |')
  expect(lines.some((line) => line.includes('FCP'))).toBe(false)
})

it('skips a page the second run did not measure', () => {
  const lines = compare([row({ lcp: 800 }), { ...row({ lcp: 700 }), type: 'post' }], [row({ lcp: 600 })])
  expect(lines.filter((line) => line.startsWith('| phone'))).toEqual(['| phone | doc | en | 800 → 600 (-25 %) |'])
})

it('reports a run alone, only the measures asked for', () => {
  const rows = [row({ fcp: 512.4, lcp: 700, routeBytes: 2048 })]
  expect(report(rows, ['bytes'])).toContain('| phone | doc | en | 2.0 |')
  expect(report(rows, ['load'])).toContain('| phone | doc | en | 512 | 700 |')
})
