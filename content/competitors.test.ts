import { describe, expect, it } from 'vitest'
import { getCompetitorBySlug, getCompetitors, promoPath } from '@/lib/competitors'
import { locales } from '@/lib/i18n'
import { type Competitor, criteria } from './competitors'

// The nine comparison pages, at the paths the product fixed (docs/product.md#routes).
const FIXED_PATHS = [
  '/pipedrive-discount-promo-code',
  '/bigin-discount-promo-code',
  '/capsule-crm-discount-promo-code',
  '/freshsales-discount-promo-code',
  '/hubspot-discount-promo-code',
  '/monday-crm-discount-promo-code',
  '/salesforce-discount-promo-code',
  '/vtiger-discount-promo-code',
  '/zoho-crm-discount-promo-code',
]

const competitors = getCompetitors()
const LOCALIZED_FIELDS = ['title', 'description', 'tagline', 'suits', 'discounts', 'switching'] as const

it('has exactly the nine competitors of the fixed paths, with unique ids', () => {
  expect(competitors.map((c) => promoPath(c.id)).sort()).toEqual([...FIXED_PATHS].sort())
  expect(new Set(competitors.map((c) => c.id)).size).toBe(competitors.length)
})

describe.each(competitors.map((c) => [c.id, c] as [string, Competitor]))('%s', (_id, c) => {
  it('has a name', () => {
    expect(c.name.trim()).not.toBe('')
  })

  it.each(locales)('is complete in %s', (locale) => {
    for (const field of LOCALIZED_FIELDS) expect(c[field][locale].trim(), field).not.toBe('')
    for (const criterion of criteria) {
      const cell = c.comparison[criterion][locale].trim()
      expect(cell, criterion).not.toBe('')
      expect(cell.length, criterion).toBeLessThanOrEqual(90)
    }
    if (c.offer) expect(c.offer.benefit[locale].trim()).not.toBe('')
  })

  it('names the competitor in its title and description, in both languages', () => {
    const short = c.name.split(' ')[0]
    for (const locale of locales) {
      expect(c.title[locale]).toContain(short)
      expect(c.description[locale]).toContain(short)
    }
  })

  it('keeps each comparison to the shared criteria', () => {
    expect(Object.keys(c.comparison).sort()).toEqual([...criteria].sort())
  })

  it('has a copyable offer code when it has an offer', () => {
    if (c.offer) expect(c.offer.code).toMatch(/^[A-Z0-9-]{4,30}$/)
  })

  it('links to French pages from French text and English pages from English text', () => {
    const links = (text: string) => [...text.matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1])
    for (const field of LOCALIZED_FIELDS) {
      for (const href of links(c[field].en)) expect(href, field).not.toMatch(/^\/fr(\/|$)/)
      for (const href of links(c[field].fr)) expect(href, field).toMatch(/^\/fr\//)
    }
  })
})

it('finds a competitor from its page slug, and nothing from another slug', () => {
  expect(getCompetitorBySlug('pipedrive-discount-promo-code')?.id).toBe('pipedrive')
  expect(getCompetitorBySlug('zoho-crm-discount-promo-code')?.name).toBe('Zoho CRM')
  expect(getCompetitorBySlug('pipedrive')).toBeUndefined()
  expect(getCompetitorBySlug('app')).toBeUndefined()
})

it('has at least one competitor with an offer and one without (both page variants exist)', () => {
  expect(competitors.some((c) => c.offer)).toBe(true)
  expect(competitors.some((c) => !c.offer)).toBe(true)
})
