import { describe, expect, it } from 'vitest'
import {
  getCompetitorBySlug,
  getCompetitors,
  isCheckDate,
  isSpecificPage,
  offerProblems,
  promoSlug,
  sourcingProblems,
  strongerCriteria,
} from '@/lib/competitors'
import { locales } from '@/lib/i18n'
import { type Competitor, criteria } from './competitors'

/** The sites each competitor publishes itself: a source anywhere else (a review, a coupon site) is not its own word. */
const OWN_SITES: Record<string, string[]> = {
  pipedrive: ['pipedrive.com'],
  bigin: ['bigin.com', 'zoho.com'],
  'capsule-crm': ['capsulecrm.com'],
  freshsales: ['freshworks.com', 'freshsales.io'],
  hubspot: ['hubspot.com'],
  'monday-crm': ['monday.com'],
  salesforce: ['salesforce.com'],
  vtiger: ['vtiger.com'],
  'zoho-crm': ['zoho.com'],
}

const competitors = getCompetitors()
const LOCALIZED_FIELDS = ['title', 'description', 'tagline', 'suits', 'saving', 'switching'] as const

it('has unique ids, each with the sites the competitor publishes itself (OWN_SITES)', () => {
  expect(new Set(competitors.map((c) => c.id)).size).toBe(competitors.length)
  expect(competitors.filter((c) => !OWN_SITES[c.id]).map((c) => c.id)).toEqual([])
})

describe.each(competitors.map((c) => [c.id, c] as [string, Competitor]))('%s', (id, c) => {
  it('has a name', () => {
    expect(c.name.trim()).not.toBe('')
  })

  it.each(locales)('is complete in %s, with short table cells', (locale) => {
    for (const field of LOCALIZED_FIELDS) expect(c[field][locale].trim(), field).not.toBe('')
    for (const criterion of criteria) {
      const cell = c.comparison[criterion]
      if (cell === null) continue // nothing stated: the page sends the reader to the sources
      expect(cell[locale].trim(), criterion).not.toBe('')
      expect(cell[locale].length, criterion).toBeLessThanOrEqual(90)
    }
  })

  it('names the competitor in its title and description, in both languages, within search-result lengths', () => {
    const short = c.name.split(' ')[0]
    for (const locale of locales) {
      expect(c.title[locale]).toContain(short)
      expect(c.description[locale]).toContain(short)
      expect(c.title[locale].length, `title (${locale})`).toBeLessThanOrEqual(70)
      expect(c.description[locale].length, `description (${locale})`).toBeGreaterThanOrEqual(120)
      expect(c.description[locale].length, `description (${locale})`).toBeLessThanOrEqual(160)
    }
  })

  it('promises no promo code in its title, description or tagline: the company supplied none', () => {
    for (const locale of locales) {
      for (const field of ['title', 'description', 'tagline'] as const) {
        expect(c[field][locale], `${field} (${locale})`).not.toMatch(/promo|coupon|\bcodes?\b|discount|réduction/i)
      }
    }
  })

  it('keeps each comparison to the shared criteria', () => {
    expect(Object.keys(c.comparison).sort()).toEqual([...criteria].sort())
  })

  it('names its sources: the competitor’s own pages, over HTTPS, each saying what it backs up in both languages', () => {
    expect(c.sources.length).toBeGreaterThan(0)
    for (const source of c.sources) {
      const url = new URL(source.url)
      expect(url.protocol, source.url).toBe('https:')
      const site = url.hostname.replace(/^www\./, '')
      expect(
        OWN_SITES[id].some((own) => site === own || site.endsWith(`.${own}`)),
        `${source.url} is not on ${OWN_SITES[id].join(' or ')}`,
      ).toBe(true)
      for (const locale of locales) expect(source.about[locale].trim(), `${source.url} (${locale})`).not.toBe('')
    }
    expect(new Set(c.sources.map((s) => s.url)).size, 'duplicate source').toBe(c.sources.length)
  })

  it('backs up every claim with the page that states it, and says where the competitor is ahead (sourcingProblems)', () => {
    expect(sourcingProblems(c)).toEqual([])
  })

  it('has a pricing source, since every page states something about the competitor’s plans', () => {
    expect(c.sources.some((s) => /pric/.test(s.url))).toBe(true)
  })

  it('is unchecked (empty) or checked on a real past date, never a guess', () => {
    expect(c.checkedOn === '' || isCheckDate(c.checkedOn), `checkedOn "${c.checkedOn}"`).toBe(true)
  })

  it('links to French pages from French text and English pages from English text', () => {
    const links = (text: string) => [...text.matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1])
    for (const field of LOCALIZED_FIELDS) {
      for (const href of links(c[field].en)) expect(href, field).not.toMatch(/^\/fr(\/|$)/)
      for (const href of links(c[field].fr)) expect(href, field).toMatch(/^\/fr\//)
    }
  })
})

it('every offer in the data can be typed and reads in both languages (none is shipped: see the fixtures below)', () => {
  expect(competitors.flatMap((c) => (c.offer ? offerProblems(c.offer).map((p) => `${c.id}: ${p}`) : []))).toEqual([])
})

describe('offerProblems, on fixtures', () => {
  const benefit = { en: 'One month of the Business coach.', fr: 'Un mois de Coach business.' }

  it('accepts a code of capitals, digits and hyphens with a benefit in every language', () => {
    expect(offerProblems({ code: 'FIXTURE-2026', benefit })).toEqual([])
  })

  it('names each fault: a code a reader cannot type, a missing translation', () => {
    expect(offerProblems({ code: 'switch me', benefit: { ...benefit, fr: ' ' } })).toEqual([
      'code "switch me" is not 4–30 capitals, digits or hyphens',
      'benefit is empty in fr',
    ])
  })
})

describe('the sourcing rules, on fixtures', () => {
  const pricing = 'https://crm.example/en/pricing'
  const help = 'https://help.crm.example/article/offline-mode'
  const cell = (source: string, stronger?: boolean) => ({ en: 'Yes', fr: 'Oui', source, ...(stronger ? { stronger } : {}) })
  const fixture = (sources: string[], comparison: Partial<Competitor['comparison']>): Competitor => ({
    ...getCompetitors()[0],
    sources: sources.map((url) => ({ about: { en: 'A page', fr: 'Une page' }, url })),
    comparison: { ...Object.fromEntries(criteria.map((criterion) => [criterion, null])), ...comparison } as Competitor['comparison'],
  })

  it('tells a page of a site from the home page of the site or of its help centre', () => {
    for (const url of [pricing, help, 'https://help.crm.example/s/articleView?id=offline', 'https://crm.example/pricing/']) {
      expect(isSpecificPage(url), url).toBe(true)
    }
    for (const url of ['https://crm.example', 'https://crm.example/', 'https://support.crm.example/', 'https://crm.example/?ref=track']) {
      expect(isSpecificPage(url), url).toBe(false)
    }
  })

  it('accepts specific pages, each cell naming one of them, and a row where the competitor is stronger', () => {
    const ok = fixture([pricing, help], { freePlan: cell(pricing), offline: cell(help, true) })
    expect(sourcingProblems(ok)).toEqual([])
    expect(strongerCriteria(ok)).toEqual(['offline'])
  })

  it('names each fault: a home page as a source, a cell whose page is not a source, no row where the competitor is ahead', () => {
    expect(sourcingProblems(fixture(['https://support.crm.example/', pricing], { freePlan: cell(help) }))).toEqual([
      'https://support.crm.example/ is a home page, not the page that states it',
      `freePlan: its source ${help} is not among the sources`,
      'no criterion where the competitor is stronger than Track',
    ])
  })
})

describe('isCheckDate', () => {
  const today = new Date('2026-03-20T12:00:00Z')

  it('accepts a real day up to today', () => {
    expect(isCheckDate('2026-03-15', today)).toBe(true)
    expect(isCheckDate('2026-03-20', today)).toBe(true)
  })

  it('refuses a date in the future, an impossible day, another format or nothing at all', () => {
    for (const value of ['2026-03-21', '2026-02-30', '15/03/2026', '2026-3-15', '']) expect(isCheckDate(value, today), value).toBe(false)
  })
})

it('finds a competitor from its page slug, and nothing from another slug', () => {
  for (const c of competitors) {
    expect(getCompetitorBySlug(promoSlug(c.id))?.id).toBe(c.id)
    expect(getCompetitorBySlug(c.id)).toBeUndefined()
  }
  expect(promoSlug('pipedrive')).toBe('pipedrive-discount-promo-code')
  expect(getCompetitorBySlug('app')).toBeUndefined()
})
