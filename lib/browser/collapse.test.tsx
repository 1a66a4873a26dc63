// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it } from 'vitest'
import { CollapsibleCategory } from '@/components/docs/collapsible-category'
import { stubMatchMedia } from '@/tests/match-media'
import { collapseDuration, toggleCategory } from './collapse'

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

describe('toggleCategory, on the markup the sidebar renders', () => {
  let reducedMotion = false
  beforeEach(() => {
    reducedMotion = false
    stubMatchMedia((query) => reducedMotion && query.includes('prefers-reduced-motion: reduce'))
    document.body.innerHTML = renderToStaticMarkup(
      <CollapsibleCategory
        id="docs-category-deals"
        label="Manage deals"
        toggleLabel="Show or hide"
        open={false}
        header={<span>Manage deals</span>}
      >
        <ul>
          <li>Add a deal</li>
        </ul>
      </CollapsibleCategory>,
    )
  })
  const button = () => document.querySelector<HTMLElement>('button[aria-controls="docs-category-deals"]')!
  const panel = () => document.getElementById('docs-category-deals')!
  // jsdom lays nothing out: the panel's content is given a height.
  const withHeight = (height: number) => Object.defineProperty(panel(), 'scrollHeight', { value: height, configurable: true })

  it('starts folded, named after its category, and unfolds to its content’s height, then to auto', () => {
    expect(button().getAttribute('aria-label')).toBe('Show or hide: Manage deals')
    expect(button().getAttribute('aria-expanded')).toBe('false')
    expect(panel().style.visibility).toBe('hidden')
    withHeight(100)
    toggleCategory(button())
    expect(button().getAttribute('aria-expanded')).toBe('true')
    expect(panel().getAttribute('data-open')).toBe('true')
    expect(panel().style.height).toBe('100px')
    expect(panel().style.transitionDuration).toBe('239ms')
    expect(panel().style.visibility).toBe('visible')
    panel().dispatchEvent(new Event('transitionend'))
    expect(panel().style.height).toBe('auto')
  })

  it('ends where it was going when the animation is cut short', () => {
    withHeight(100)
    toggleCategory(button())
    panel().dispatchEvent(new Event('transitioncancel'))
    expect(panel().style.height).toBe('auto')
  })

  it('folds back, hidden once the animation ends; a second click before that replaces the first', () => {
    withHeight(100)
    toggleCategory(button())
    toggleCategory(button())
    expect(button().getAttribute('aria-expanded')).toBe('false')
    expect(panel().getAttribute('data-open')).toBe('false')
    expect(panel().style.height).toBe('0px')
    panel().dispatchEvent(new Event('transitionend'))
    expect(panel().style.visibility).toBe('hidden')
    // The first click's end no longer runs: the panel stays folded.
    expect(panel().style.height).toBe('0px')
  })

  it('takes 1 ms under reduced motion, and ends at once when there is nothing to animate', () => {
    reducedMotion = true
    withHeight(100)
    toggleCategory(button())
    expect(panel().style.transitionDuration).toBe('1ms')
    reducedMotion = false
    // Not laid out (the phone's sidebar menu closed): no transition would run.
    withHeight(0)
    toggleCategory(button())
    expect(panel().style.visibility).toBe('hidden')
    toggleCategory(button())
    expect(panel().style.height).toBe('auto')
  })

  it('fails naming the panel when the button controls none', () => {
    const lost = button()
    lost.setAttribute('aria-controls', 'nowhere')
    expect(() => toggleCategory(lost)).toThrow('no panel #nowhere')
  })
})
