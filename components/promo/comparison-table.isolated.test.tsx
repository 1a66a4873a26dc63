// @vitest-environment jsdom
// The comparison table, on fixtures: each cell of the competitor's column links the competitor's own page that states
// it, a cell nobody could document says so and sends the reader to the sources, and the rows where the competitor is
// ahead are marked.
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { type Competitor, competitors, criteria } from '@/content/competitors'
import en from '@/messages/en.json'
import { ComparisonTable } from './comparison-table'

vi.mock('next-intl/server', async () => (await import('@/tests/intl-server')).intlServerMock())

const pricing = 'https://crm.example/en/pricing'
const apps = 'https://help.crm.example/article/apps'
const fixture: Competitor = {
  ...competitors[0],
  name: 'Example CRM',
  sources: [
    { about: { en: 'Plans', fr: 'Formules' }, url: pricing },
    { about: { en: 'Apps', fr: 'Applis' }, url: apps },
  ],
  comparison: {
    ...(Object.fromEntries(criteria.map((criterion) => [criterion, null])) as Competitor['comparison']),
    freePlan: { en: 'Paid plans', fr: 'Formules payantes', source: pricing },
    integrations: { en: 'Yes: apps', fr: 'Oui : des applis', source: apps, stronger: true },
  },
}

const rowOf = (criterion: string) => document.querySelector(`tr[data-criterion="${criterion}"]`) as HTMLElement

describe('ComparisonTable', () => {
  it('has one row per criterion, in order, with Track’s column from the messages', async () => {
    render(await ComparisonTable({ locale: 'en', competitor: fixture }))
    expect([...document.querySelectorAll('tbody tr')].map((tr) => tr.getAttribute('data-criterion'))).toEqual([...criteria])
    for (const criterion of criteria) expect(rowOf(criterion).textContent).toContain(en.Promo.track[criterion])
  })

  it('links each cell to the page that states it, on another site, described as such to screen readers', async () => {
    render(await ComparisonTable({ locale: 'fr', competitor: fixture }))
    const link = within(rowOf('integrations')).getByRole('link', { name: 'Oui : des applis' })
    expect(link.getAttribute('href')).toBe(apps)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(document.getElementById(link.getAttribute('aria-describedby')!)?.textContent).toBe('(ouvre un autre site)')
    expect(within(rowOf('freePlan')).getByRole('link').getAttribute('href')).toBe(pricing)
  })

  it('says a cell nobody could document is not documented, and sends the reader to the sources', async () => {
    render(await ComparisonTable({ locale: 'en', competitor: fixture }))
    const cell = rowOf('offline').querySelector('td')!
    expect(cell.textContent).toBe('Not documented on Example CRM’s pages we found: see Sources')
    expect(within(cell).getByRole('link').getAttribute('href')).toBe('#sources')
  })

  it('marks the rows where the competitor is ahead of Track, and those only', async () => {
    render(await ComparisonTable({ locale: 'en', competitor: fixture }))
    expect(screen.getByTestId('comparison-table').querySelectorAll('[data-stronger]')).toHaveLength(1)
    expect(rowOf('integrations').getAttribute('data-stronger')).toBe('competitor')
  })
})
