'use client'
// Markup that the page's HTML holds once, not twice.
//
// A page carries its server-rendered markup twice: as HTML, and again in React's payload, which React reads to hydrate
// the page. For markup with no client component inside (an article, a footer, a list of links), the second copy only
// tells React what the HTML already says. So the build takes the children of each <Held> out of the page's own payload
// (scripts/build/flight.ts, `heldCuts`), and here React adopts the element's content as the HTML wrote it:
//
// - hydrating, the element is rendered with `dangerouslySetInnerHTML`, which React neither compares (outside
//   development) nor sets on an element it hydrates: the content stays as parsed, and React never walks it;
// - mounted again from the same payload (back to the first page, or to its language after another), or rendered
//   without hydration after a hydration error, the new element takes the content of the element it replaces, moved
//   from the old one before the browser paints;
// - rendered from route data (a client-side navigation) or in development, the children are there, and render as usual.
//
// The markup is found by `data-held="<hold>"`, which the build checks names exactly one element of each page.
import { type ComponentProps, createElement, type ReactNode } from 'react'
import { HELD } from '@/lib/data-attributes/page'

type Tag = 'article' | 'aside' | 'button' | 'dialog' | 'div' | 'figure' | 'footer' | 'header' | 'nav' | 'section' | 'span' | 'ul'

/** The element that holds each held content now: the HTML's, then each one it moved to. */
const holders = new Map<string, Element>()

export type HeldProps<T extends Tag> = { as: T; hold: string; children?: ReactNode } & Omit<ComponentProps<T>, 'children'>

export function Held<T extends Tag>({ as, hold, children, ...props }: HeldProps<T>) {
  const own = { ...props, ...HELD.prop(hold) }
  if (children !== undefined) return createElement(as, { ...own, key: 'live' }, children)
  // Without children (the build took them out): the element with the content, found while the page's markup is still
  // as the server wrote it, before React changes the document.
  if (!holders.has(hold)) {
    const element = document.querySelector(HELD.selector(hold))
    if (!element) throw new Error(`no ${HELD.selector(hold)} in the page`)
    holders.set(hold, element)
  }
  // suppressHydrationWarning: in development React would compare the HTML with the empty text (never the case there,
  // as only the build takes children out, but a test may hydrate it).
  return createElement(as, {
    ...own,
    key: 'held',
    dangerouslySetInnerHTML: { __html: '' },
    suppressHydrationWarning: true,
    ref: (element: Element | null) => {
      const from = holders.get(hold)
      if (!element || !from || from === element) return
      element.replaceChildren(...from.childNodes)
      holders.set(hold, element)
    },
  })
}
