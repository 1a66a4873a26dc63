// @vitest-environment jsdom
// Where a comparison page's facts come from, on fixtures: "Checked on <month year>" only once a person has set the
// date, an honest reminder until then, and the competitor's own pages as links that open another site.
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { type Competitor, competitors } from '@/content/competitors'
import { formatCheckedOn } from '@/lib/competitors'
import { CompetitorCheck, CompetitorSources } from './competitor-sources'

vi.mock('next-intl/server', async () => (await import('@/tests/intl-server')).intlServerMock())

const unchecked: Competitor = { ...competitors[0], checkedOn: '' }
const checked: Competitor = { ...competitors[0], checkedOn: '2026-03-15' }

describe('formatCheckedOn', () => {
  it('writes the month and the year in the page’s language', () => {
    expect(formatCheckedOn('2026-03-15', 'en')).toBe('March 2026')
    expect(formatCheckedOn('2026-03-15', 'fr')).toBe('mars 2026')
  })

  it('keeps the day’s month whatever the time zone: the first and last days of a month stay in it', () => {
    expect(formatCheckedOn('2026-03-01', 'en')).toBe('March 2026')
    expect(formatCheckedOn('2026-03-31', 'fr')).toBe('mars 2026')
  })

  it('refuses anything but a YYYY-MM-DD date', () => {
    expect(() => formatCheckedOn('March 2026', 'en')).toThrow('is not a YYYY-MM-DD date')
  })
})

describe('CompetitorCheck', () => {
  it('says "Checked on March 2026" / "Vérifié en mars 2026" once the date is set', async () => {
    render(await CompetitorCheck({ locale: 'en', competitor: checked }))
    expect(screen.getByTestId('competitor-check').textContent).toMatch(/^Checked on March 2026 against Pipedrive’s own pages/)
    render(await CompetitorCheck({ locale: 'fr', competitor: checked }))
    expect(screen.getAllByTestId('competitor-check')[1].textContent).toMatch(/^Vérifié en mars 2026 sur les pages de Pipedrive/)
  })

  it('says plainly that nobody at Track has checked the page yet, with no date, and sends the reader to the sources', async () => {
    render(await CompetitorCheck({ locale: 'en', competitor: unchecked }))
    const note = screen.getByTestId('competitor-check')
    expect(note.textContent).not.toMatch(/Checked|\d{4}/)
    expect(note.textContent).toMatch(/^Nobody at Track has checked this page against Pipedrive’s own pages yet\./)
    expect(within(note).getByRole('link').getAttribute('href')).toBe('#sources')
    render(await CompetitorCheck({ locale: 'fr', competitor: unchecked }))
    expect(screen.getAllByTestId('competitor-check')[1].textContent).toMatch(/^Personne chez Track n’a encore comparé cette page/)
  })
})

describe('CompetitorSources', () => {
  it('links every source, in the page’s language, to another site without opener or referrer', async () => {
    render(await CompetitorSources({ locale: 'fr', competitor: unchecked }))
    expect(screen.getByRole('heading', { level: 2 }).id).toBe('sources')
    const links = screen.getAllByRole('link')
    expect(links.map((a) => a.getAttribute('href'))).toEqual(unchecked.sources.map((s) => s.url))
    links.forEach((a, i) => {
      expect(a.getAttribute('target')).toBe('_blank')
      expect(a.getAttribute('rel')).toBe('noopener noreferrer')
      expect(a.textContent).toContain(unchecked.sources[i].about.fr)
      expect(a.textContent).toContain('(ouvre un autre site)')
    })
  })
})
