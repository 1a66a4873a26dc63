import { describe, expect, it } from 'vitest'
import { supplied, suppliedForPages } from './site'
import { confirmed, isSupplied, sample, SampleInProductionError, shown } from './supplied'

/** The configuration with every required value confirmed, and the withheld ones left as they are. */
function confirmRequired<T>(tree: T): T {
  if (isSupplied(tree)) return (tree.whileSample === 'required' ? confirmed(tree.value, tree.about, tree.whileSample) : tree) as T
  if (Array.isArray(tree)) return tree.map(confirmRequired) as T
  if (typeof tree === 'object' && tree !== null) {
    return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, confirmRequired(value)])) as T
  }
  return tree
}

describe('shown', () => {
  it('shows every value outside a production build, so the site can be reviewed', () => {
    expect(shown(sample('x', 'about', 'withhold'), false)).toBe('x')
    expect(shown(sample('x', 'about', 'required'), false)).toBe('x')
  })

  it('in a production build, shows confirmed values, leaves withheld samples out and stops on a required one', () => {
    expect(shown(confirmed('x', 'about', 'withhold'), true)).toBe('x')
    expect(shown(sample('x', 'about', 'withhold'), true)).toBeUndefined()
    expect(() => shown(sample('x', 'The support address', 'required'), true)).toThrow(SampleInProductionError)
    expect(() => shown(sample('x', 'The support address', 'required'), true)).toThrow(/The support address.*npm run check:launch/)
  })
})

describe('what the pages show of lib/site.ts', () => {
  it('in a production build: no sample of the legal notice or of the social accounts, whatever is confirmed', () => {
    const pages = suppliedForPages(confirmRequired(supplied), true)
    const samples = [...Object.values(supplied.publisher), ...supplied.social.map((s) => s.href)].filter((f) => f.status === 'sample')
    const shownText = JSON.stringify(pages)
    for (const field of samples) expect(shownText, field.about).not.toContain(JSON.stringify(field.value).slice(1, -1))
    expect(pages.social).toHaveLength(supplied.social.filter((s) => s.href.status === 'confirmed').length)
  })

  it('outside a production build, every value as written', () => {
    expect(suppliedForPages(supplied, false).publisher.registration).toBe(supplied.publisher.registration.value)
  })
})
