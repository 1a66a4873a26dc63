// @vitest-environment jsdom
// The home page's reviews section with the testimonials it has, and with none at all (before any is supplied).
import { render, screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import type { Review } from '@/content/reviews'
import en from '@/messages/en.json'
import fr from '@/messages/fr.json'
import { site } from '@/lib/site'
import { ReviewsSection } from './reviews-section'

vi.mock('next-intl/server', async () => (await import('@/tests/intl-server')).intlServerMock())

const review = (id: string, status: Review['status']): Review => ({
  status,
  id,
  firstName: `Name ${id}`,
  job: { en: 'plumber', fr: 'plombier' },
  city: 'Lyon',
  quote: { en: `Quote ${id}`, fr: `Citation ${id}` },
})
const reviews = [review('a', 'confirmed'), review('b', 'sample'), review('c', 'confirmed')]

it('shows every testimonial in the carousel, under the section’s heading', async () => {
  render(await ReviewsSection({ locale: 'fr', reviews, production: false }))
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(fr.Home.reviews.title)
  expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(reviews.length)
  expect(screen.getByText('Citation b')).toBeTruthy()
})

it('in a production build, shows the real testimonials only, and reads well when none is real', async () => {
  const { container, unmount } = render(await ReviewsSection({ locale: 'en', reviews, production: true }))
  expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(2)
  expect(container.textContent).not.toContain('Quote b')
  unmount()
  render(await ReviewsSection({ locale: 'en', reviews: [review('b', 'sample')], production: true }))
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(en.Home.reviews.emptyTitle)
})

it('reads well with no testimonial: an invitation to write, in the page’s language, and no empty carousel', async () => {
  const { container } = render(await ReviewsSection({ locale: 'en', reviews: [] }))
  expect(container.querySelector('#avis')).toBeTruthy()
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(en.Home.reviews.emptyTitle)
  expect(screen.getByRole('link', { name: site.supportEmail }).getAttribute('href')).toBe(`mailto:${site.supportEmail}`)
  // The invitation's words up to the address, as messages/en.json says them.
  expect(container.textContent).toContain(en.Home.reviews.emptyText.split('<mail>')[0])
  expect(screen.queryByRole('region', { name: en.Home.reviews.carousel })).toBeNull()
  expect(screen.queryAllByRole('group', { hidden: true })).toHaveLength(0)
})
