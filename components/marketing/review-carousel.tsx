'use client'
// The testimonials carousel (WAI-ARIA APG carousel pattern). The server renders every slide. Without JavaScript
// (no `data-js` on <html>) they are laid out as a grid of cards, all readable. With it, they are stacked in one grid
// cell and only the current one is visible: the height is that of the tallest slide, so changing slides never shifts
// the page, and hidden slides (visibility: hidden) leave the accessibility tree.
import { type KeyboardEvent, type ReactNode, type TouchEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { NEEDS, READY } from '@/lib/data-attributes/page'

export const AUTO_ADVANCE_MS = 7000
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const SWIPE_PX = 40

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches
// Until hydration the preference is unknown: assume reduced motion, so no timer can start early.
const serverPrefersReducedMotion = () => true

export interface ReviewCarouselStrings {
  /** Accessible name of the carousel */
  label: string
  /** aria-roledescription values, in the page's language */
  roleCarousel: string
  roleSlide: string
  previous: string
  next: string
  pause: string
  play: string
}

/** The controls' icons, rendered on the server: importing the icon set here would ship it with the island. */
export interface ReviewCarouselIcons {
  play: ReactNode
  pause: ReactNode
  previous: ReactNode
  next: ReactNode
}

export interface ReviewSlide {
  id: string
  /** "2 of 6" */
  label: string
  content: ReactNode
}

// `[html[data-js]_&]:` applies a class only once the head script has marked that JavaScript runs.
const button =
  'inline-flex size-11 items-center justify-center rounded-full border border-border bg-bg text-fg hover:border-accent hover:text-accent'

export function ReviewCarousel({
  slides,
  strings,
  icons,
}: {
  slides: ReviewSlide[]
  strings: ReviewCarouselStrings
  icons: ReviewCarouselIcons
}) {
  const count = slides.length
  const [current, setCurrent] = useState(0)
  const [paused, setPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, serverPrefersReducedMotion)
  const rotating = !paused && !hovered && !focused && !reducedMotion && count > 1
  const touchStartX = useRef<number | null>(null)
  const slidesId = useId()

  // One timeout per slide: moving by hand restarts the full delay.
  useEffect(() => {
    if (!rotating) return
    const timer = window.setTimeout(() => setCurrent((c) => (c + 1) % count), AUTO_ADVANCE_MS)
    return () => window.clearTimeout(timer)
  }, [rotating, current, count])

  const move = (delta: number) => setCurrent((c) => (c + delta + count) % count)
  // The controls work from now on: the head script replays a tap it kept before (lib/early-controls.ts).
  const controls = useRef<HTMLDivElement>(null)
  useEffect(() => controls.current?.setAttribute(READY.name, ''), [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault()
      move(event.key === 'ArrowLeft' ? -1 : 1)
    }
  }
  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    touchStartX.current = event.touches[0]?.clientX ?? null
  }
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const start = touchStartX.current
    const end = event.changedTouches[0]?.clientX
    touchStartX.current = null
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return
    move(end < start ? 1 : -1)
  }

  return (
    <div
      role="region"
      aria-roledescription={strings.roleCarousel}
      aria-label={strings.label}
      data-testid="review-carousel"
      className="mx-auto [html[data-js]_&]:max-w-3xl"
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div
        id={slidesId}
        aria-live={rotating ? 'off' : 'polite'}
        className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 [html[data-js]_&]:grid-cols-1"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        {slides.map((slide, index) => {
          const isCurrent = index === current
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={strings.roleSlide}
              aria-label={slide.label}
              data-current={isCurrent ? '' : undefined}
              className={`[html[data-js]_&]:col-start-1 [html[data-js]_&]:row-start-1 motion-safe:transition-[opacity,visibility] motion-safe:duration-200 ${
                isCurrent ? '' : '[html[data-js]_&]:invisible [html[data-js]_&]:opacity-0'
              }`}
            >
              {slide.content}
            </div>
          )
        })}
      </div>
      {/* Controls only work with JavaScript, so they only show with it (the head script sets data-js before paint). */}
      <div ref={controls} {...NEEDS.prop('carousel')} className="mt-6 hidden items-center justify-center gap-3 [html[data-js]_&]:flex">
        <button
          type="button"
          aria-controls={slidesId}
          aria-label={paused ? strings.play : strings.pause}
          onClick={() => setPaused((p) => !p)}
          className={`${button} motion-reduce:hidden`}
        >
          {paused ? icons.play : icons.pause}
        </button>
        <button type="button" aria-controls={slidesId} aria-label={strings.previous} onClick={() => move(-1)} className={button}>
          {icons.previous}
        </button>
        <span aria-hidden="true" className="flex items-center gap-1.5 px-1">
          {slides.map((slide, index) => (
            <span key={slide.id} className={`size-2 rounded-full ${index === current ? 'bg-accent' : 'bg-border'}`} />
          ))}
        </span>
        <button type="button" aria-controls={slidesId} aria-label={strings.next} onClick={() => move(1)} className={button}>
          {icons.next}
        </button>
      </div>
    </div>
  )
}
