// Internal links navigate client-side with the app router. Loaded with the page, since a click must not wait;
// prefetching them on intent and the other behaviours (lib/browser/enhance.ts) start once the page has hydrated.
import { LINK } from '@/lib/data-attributes/page'

/**
 * The same-site URL that a plain click on a link (`selector`) follows in this tab, or null when the browser must
 * handle the click itself: modified or middle clicks, another target, a download, another site.
 */
export function clickedLink(event: MouseEvent, location: Location, selector = 'a[href]'): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(selector)
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, location.href)
  return url.origin === location.origin ? url : null
}

/**
 * Clicks on internal links (`<a data-link>`, see components/link.tsx) navigate client-side. Clicks that a browser
 * should handle itself are left alone: modified or middle clicks, other targets, downloads, other sites, and a
 * #hash on the current page. Returns the clean-up.
 */
export function followLinks(router: { push(href: string): void }): () => void {
  const onClick = (event: MouseEvent) => {
    const url = clickedLink(event, window.location, `a${LINK.selector()}`)
    if (!url || (url.pathname === window.location.pathname && url.search === window.location.search && url.hash)) return
    event.preventDefault()
    router.push(url.pathname + url.search + url.hash)
  }
  document.addEventListener('click', onClick)
  return () => document.removeEventListener('click', onClick)
}
