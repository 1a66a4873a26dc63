// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import fr from '@/messages/fr.json'

vi.mock('next-intl/server', async () => (await import('@/tests/intl-server')).intlServerMock())

/** The banner as the layout renders it, with NEXT_PUBLIC_GA_ID set to `gaId` when the site configuration is read. */
async function bannerWith(gaId: string, locale: 'en' | 'fr') {
  vi.stubEnv('NEXT_PUBLIC_GA_ID', gaId)
  vi.resetModules()
  const { ConsentBanner } = await import('./consent-banner')
  return ConsentBanner({ locale })
}

it('renders nothing at all when no analytics id is configured', async () => {
  expect(await bannerWith('', 'en')).toBeNull()
})

it('with an id: a banner hidden until lib/browser/consent.ts finds no stored choice, carrying the id, in the page’s language', async () => {
  const { container } = render((await bannerWith('G-TEST123', 'fr'))!)
  const banner = container.querySelector<HTMLElement>('section[data-consent-banner]')!
  expect(document.getElementById(banner.getAttribute('aria-labelledby')!)?.textContent).toBe(fr.Consent.title)
  expect(banner.hidden).toBe(true)
  expect(banner.dataset.gaId).toBe('G-TEST123')
  expect(banner.textContent).toContain(fr.Consent.text)
  const accept = screen.getByRole('button', { name: fr.Consent.accept, hidden: true })
  const decline = screen.getByRole('button', { name: fr.Consent.decline, hidden: true })
  expect([accept.dataset.consent, decline.dataset.consent]).toEqual(['granted', 'denied'])
})
