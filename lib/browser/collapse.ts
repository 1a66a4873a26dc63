// A sidebar category folding and unfolding (components/docs/collapsible-category.tsx renders it; lib/browser/enhance.ts calls
// toggleCategory on a click of its button). The panel's height is animated from its content's to 0 and back.
import { COLLAPSIBLE_OPEN } from '@/lib/data-attributes/content'

/** The collapse takes longer for taller content (MUI's curve), and 1 ms under reduced motion (docs/product.md#layout). */
export function collapseDuration(heightPx: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1
  if (heightPx <= 0) return 0
  const constant = heightPx / 36
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10)
}

/** What stops waiting for the end of each panel's running animation, so that a second click replaces it. */
const ends = new WeakMap<HTMLElement, () => void>()

/** Folds or unfolds the panel `button` controls (`aria-controls`), animating its height. */
export function toggleCategory(button: HTMLElement) {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
  if (!panel) throw new Error(`no panel #${button.getAttribute('aria-controls')} for the category's button`)
  const open = button.getAttribute('aria-expanded') !== 'true'
  button.setAttribute('aria-expanded', String(open))
  panel.setAttribute(COLLAPSIBLE_OPEN.name, String(open))

  ends.get(panel)?.()
  const height = panel.scrollHeight
  const duration = collapseDuration(height, window.matchMedia('(prefers-reduced-motion: reduce)').matches)
  panel.style.transitionDuration = `${duration}ms`
  panel.dataset.duration = String(duration)
  panel.style.visibility = 'visible'
  const done = () => {
    stop()
    if (open) panel.style.height = 'auto'
    else panel.style.visibility = 'hidden'
  }
  const stop = () => {
    panel.removeEventListener('transitionend', done)
    panel.removeEventListener('transitioncancel', done)
    ends.delete(panel)
  }
  // Nothing to animate (an empty panel, or a sidebar not shown: the phone's menu closed): no transition would run, so
  // no transitionend would come.
  if (height === 0) return done()
  ends.set(panel, stop)
  panel.addEventListener('transitionend', done)
  // Cut short (the sidebar hidden meanwhile): it ends where it was going.
  panel.addEventListener('transitioncancel', done)
  panel.style.height = `${open ? 0 : height}px`
  void panel.offsetHeight // apply the start height before the end one
  panel.style.height = `${open ? height : 0}px`
}
