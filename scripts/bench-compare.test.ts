// `npm run bench:compare`: two bench:field runs side by side, as their JSON holds them (NaN is written as null).
import { expect, it } from 'vitest'
import { compare } from './bench-compare.mjs'

const row = (values: Record<string, number | null>) => ({ viewport: 'phone', type: 'doc', locale: 'en', ...values })

it('puts each measure before → after, with the change in percent', () => {
  const lines = compare([row({ lcp: 800, js: 143_360 })], [row({ lcp: 600, js: 143_462 })])
  expect(lines).toContain('| viewport | page | lang | LCP | JS KB |')
  expect(lines).toContain('| phone | doc | en | 800 → 600 (-25 %) | 140.0 → 140.1 (+0 %) |')
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
