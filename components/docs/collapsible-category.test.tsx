import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CollapsibleCategory, collapseDuration } from './collapsible-category'

describe('collapseDuration (SPEC §4)', () => {
  it('grows with the height of the content', () => {
    expect(collapseDuration(36, false)).toBe(Math.round((4 + 15 + 1 / 5) * 10))
    expect(collapseDuration(100, false)).toBeLessThan(collapseDuration(400, false))
    expect(collapseDuration(400, false)).toBeLessThan(collapseDuration(2000, false))
  })
  it('is 1 ms under reduced motion, whatever the height', () => {
    expect(collapseDuration(36, true)).toBe(1)
    expect(collapseDuration(2000, true)).toBe(1)
  })
})

it('toggles aria-expanded on its own button, beside the category header', () => {
  render(
    <CollapsibleCategory label="Manage deals" toggleLabel="Show or hide" defaultOpen={false} header={<span>Manage deals</span>}>
      <span>Add a deal</span>
    </CollapsibleCategory>,
  )
  const toggle = screen.getByRole('button', { name: 'Show or hide: Manage deals' })
  expect(toggle.getAttribute('aria-expanded')).toBe('false')
  fireEvent.click(toggle)
  expect(toggle.getAttribute('aria-expanded')).toBe('true')
  expect(screen.getAllByText('Manage deals')).toHaveLength(1)
})
