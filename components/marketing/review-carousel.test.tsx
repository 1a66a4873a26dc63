// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubMatchMedia } from '@/tests/match-media'
import { AUTO_ADVANCE_MS, ReviewCarousel } from './review-carousel'

const strings = {
  label: 'Testimonials',
  roleCarousel: 'carousel',
  roleSlide: 'slide',
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  pause: 'Pause the testimonials',
  play: 'Play the testimonials',
}
const slides = ['Karim', 'Élodie', 'Thomas'].map((name, i) => ({ id: name, label: `${i + 1} of 3`, content: <p>{name}’s review</p> }))

const originalMatchMedia = window.matchMedia
function preferReducedMotion(reduce: boolean) {
  stubMatchMedia((query) => reduce && query.includes('prefers-reduced-motion: reduce'))
}

const icons = {
  play: <svg data-icon="play" />,
  pause: <svg data-icon="pause" />,
  previous: <svg data-icon="previous" />,
  next: <svg data-icon="next" />,
}
const renderCarousel = () => render(<ReviewCarousel slides={slides} strings={strings} icons={icons} />)
const region = () => screen.getByRole('region', { name: 'Testimonials' })
const currentLabel = () => region().querySelector('[role="group"][data-current]')?.getAttribute('aria-label')
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

beforeEach(() => {
  vi.useFakeTimers()
  preferReducedMotion(false)
})
afterEach(() => {
  vi.useRealTimers()
  window.matchMedia = originalMatchMedia
})

describe('ReviewCarousel', () => {
  it('follows the APG carousel pattern and renders every slide', () => {
    renderCarousel()
    expect(region().getAttribute('aria-roledescription')).toBe('carousel')
    const groups = region().querySelectorAll('[role="group"]')
    expect(groups).toHaveLength(3)
    groups.forEach((group, i) => {
      expect(group.getAttribute('aria-roledescription')).toBe('slide')
      expect(group.getAttribute('aria-label')).toBe(`${i + 1} of 3`)
    })
    expect(screen.getByText('Thomas’s review')).toBeTruthy()
    expect(currentLabel()).toBe('1 of 3')
  })

  it('moves with the previous and next buttons, wrapping at both ends', () => {
    renderCarousel()
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }))
    expect(currentLabel()).toBe('2 of 3')
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }))
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }))
    expect(currentLabel()).toBe('3 of 3')
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }))
    expect(currentLabel()).toBe('1 of 3')
  })

  it('moves with the arrow keys when focus is inside', () => {
    renderCarousel()
    const next = screen.getByRole('button', { name: 'Next testimonial' })
    act(() => next.focus())
    fireEvent.keyDown(next, { key: 'ArrowRight' })
    expect(currentLabel()).toBe('2 of 3')
    fireEvent.keyDown(next, { key: 'ArrowLeft' })
    fireEvent.keyDown(next, { key: 'ArrowLeft' })
    expect(currentLabel()).toBe('3 of 3')
    fireEvent.keyDown(next, { key: 'Enter' })
    expect(currentLabel()).toBe('3 of 3')
  })

  it('advances on its own every 7 seconds, silently for screen readers', () => {
    renderCarousel()
    const slidesContainer = region().querySelector('[aria-live]')!
    expect(slidesContainer.getAttribute('aria-live')).toBe('off')
    wait(AUTO_ADVANCE_MS - 1)
    expect(currentLabel()).toBe('1 of 3')
    wait(1)
    expect(currentLabel()).toBe('2 of 3')
    wait(AUTO_ADVANCE_MS)
    wait(AUTO_ADVANCE_MS)
    expect(currentLabel()).toBe('1 of 3')
  })

  it('stops with the pause button, announces changes while stopped, and starts again with play', () => {
    renderCarousel()
    fireEvent.click(screen.getByRole('button', { name: 'Pause the testimonials' }))
    expect(region().querySelector('[aria-live]')!.getAttribute('aria-live')).toBe('polite')
    wait(AUTO_ADVANCE_MS * 3)
    expect(currentLabel()).toBe('1 of 3')
    fireEvent.click(screen.getByRole('button', { name: 'Play the testimonials' }))
    wait(AUTO_ADVANCE_MS)
    expect(currentLabel()).toBe('2 of 3')
  })

  it('holds still while hovered or while focus is inside', () => {
    renderCarousel()
    fireEvent.mouseEnter(region())
    wait(AUTO_ADVANCE_MS * 2)
    expect(currentLabel()).toBe('1 of 3')
    fireEvent.mouseLeave(region())
    wait(AUTO_ADVANCE_MS)
    expect(currentLabel()).toBe('2 of 3')

    const next = screen.getByRole('button', { name: 'Next testimonial' })
    act(() => next.focus())
    wait(AUTO_ADVANCE_MS * 2)
    expect(currentLabel()).toBe('2 of 3')
    act(() => next.blur())
    wait(AUTO_ADVANCE_MS)
    expect(currentLabel()).toBe('3 of 3')
  })

  it('never starts a timer under prefers-reduced-motion', () => {
    preferReducedMotion(true)
    renderCarousel()
    expect(vi.getTimerCount()).toBe(0)
    wait(AUTO_ADVANCE_MS * 5)
    expect(currentLabel()).toBe('1 of 3')
    // The buttons still work.
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }))
    expect(currentLabel()).toBe('2 of 3')
    expect(vi.getTimerCount()).toBe(0)
  })
})
