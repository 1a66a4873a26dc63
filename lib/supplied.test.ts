import { describe, expect, it } from 'vitest'
import { supplied, suppliedForPages } from './site'
import { confirmed, isSupplied, sample, SampleInProductionError, shown } from './supplied'

/** The configuration with every required value confirmed and every withheld one a sample, whatever is shipped. */
function confirmRequired<T>(tree: T): T {
  if (isSupplied(tree)) return (tree.whileSample === 'required' ? confirmed : sample)(tree.value, tree.about, tree.whileSample) as T
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
  it('in a production build: no withheld sample (the social accounts), every required value once confirmed', () => {
    const values = confirmRequired(supplied)
    const pages = suppliedForPages(values, true)
    const shownText = JSON.stringify(pages)
    for (const { href } of values.social) expect(shownText, href.about).not.toContain(href.value)
    expect(pages.social).toEqual([])
    expect(pages.publisher).toEqual(Object.fromEntries(Object.entries(values.publisher).map(([key, field]) => [key, field.value])))
  })

  it('in a production build, stops on a line of the legal notice left at its sample', () => {
    const values = confirmRequired(supplied)
    const unregistered = {
      ...values,
      publisher: { ...values.publisher, registration: sample('RCS 0', 'The registration', 'required' as const) },
    }
    expect(() => suppliedForPages(unregistered, true)).toThrow(SampleInProductionError)
  })

  it('outside a production build, every value as written', () => {
    expect(suppliedForPages(supplied, false).publisher.registration).toBe(supplied.publisher.registration.value)
  })
})
