// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CollapsibleCategory, collapseDuration } from './collapsible-category'

describe('collapseDuration: longer for a taller list, at once under reduced motion', () => {
  // The values of MUI's getAutoHeightDuration curve, which Docusaurus's sidebar uses too.
  it.each([
    [0, 0],
    [36, 192],
    [100, 239],
    [360, 327],
    [1000, 440],
  ])('a %i px list folds in %i ms', (height, duration) => {
    expect(collapseDuration(height, false)).toBe(duration)
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
