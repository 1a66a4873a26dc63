// @vitest-environment jsdom
// The offer block as a comparison page shows it, on a fixture: the shipped data carries no offer (the company has
// supplied none), but the day it does, the page shows the code with a button that copies it.
import { act, fireEvent, render, screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import type { Competitor, CompetitorOffer } from '@/content/competitors'
import { competitors } from '@/content/competitors'
import fr from '@/messages/fr.json'
import { stubProperty } from '@/tests/stub-property'
import { PromoOffer } from './promo-offer'

vi.mock('next-intl/server', async () => (await import('@/tests/intl-server')).intlServerMock())

const offer: CompetitorOffer = {
  code: 'FIXTURE-SWITCH',
  benefit: { en: 'A fixture benefit, in English.', fr: 'Un avantage de test, en français.' },
}
const competitor: Competitor = { ...competitors[0], offer }

it('shows the code in a visible box with the benefit, in the page’s language, and copies it', async () => {
  const writeText = vi.fn(() => Promise.resolve())
  stubProperty(navigator, 'clipboard', { value: { writeText } })
  render(await PromoOffer({ locale: 'fr', competitor, offer }))
  const block = screen.getByTestId('promo-offer')
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(`L’offre Track pour les utilisateurs de ${competitor.name}`)
  expect(block.textContent).toContain(offer.benefit.fr)
  expect(screen.getByTestId('promo-code').textContent).toBe('FIXTURE-SWITCH')
  expect(block.textContent).toContain(fr.Promo.offerNote)
  await act(async () => fireEvent.click(screen.getByRole('button', { name: fr.Promo.copy })))
  expect(writeText).toHaveBeenCalledWith('FIXTURE-SWITCH')
  expect(screen.getByRole('status').textContent).toBe(fr.Promo.copied)
})
