// What the head script does, before the first paint and before any of the site's scripts has arrived (they load after
// the first paint: scripts/steps/defer-scripts.ts). lib/head-script.ts copies this function's source into every page,
// so it stands alone: no imports, no closures, plain ES2015 once its types are gone. The attribute names come in
// `names`, from lib/data-attributes (the contract the components and lib/browser/enhance.ts share); the two rules it shares
// with later code, and the one way to reach storage, come in as functions whose source the head script carries too.
//
// - Marks that JavaScript runs (`data-js`: CSS hides what a script will reveal only then).
// - Shows /blog.html, /blog/ and /fr/index.html as /blog and /fr in the address bar, on hosts that do not redirect
//   (lib/clean-url.ts).
// - Hides a dismissed announcement before it is painted (no layout shift).
// - The theme toggle switches the theme itself, always: the class and color-scheme next-themes would set, its storage
//   key, and a `storage` event next-themes listens to, so that once React runs its state follows.
// - The announcement's close button hides the bar and remembers it, always.
// - The search button (and `/`, Ctrl/⌘ K) opens the native search dialog with its input focused until the layout's
//   behaviours are attached (BEHAVIOURS on <html>); lib/browser/search.ts then fills it in, running what was typed. The
//   shortcut rule is lib/browser/search-shortcut.ts.
// - A control inside an element that needs code (`data-needs`: cookie settings, the carousel, the VAT calculator, the
//   page tools) is kept while that element lacks `data-ready`: it shows aria-busy at once, and is clicked again as
//   soon as the element's code marks it `data-ready` (watched here, so the islands carry no code for it).
//
// Errors are not caught: an exception here is reported by the browser (the browser tests fail on any console error),
// and the page still reads and navigates without it. The one failure expected is storage refused by the browser
// (cookies blocked: reading `localStorage` throws a SecurityError, lib/browser/browser-storage.ts): then nothing is
// remembered, nothing else changes.

export interface HeadScriptNames {
  js: string
  themeKey: string
  announcementKey: string
  behaviours: string
  themeToggle: string
  action: string
  dismissAnnouncement: string
  openSearch: string
  announcementId: string
  announcementDismissed: string
  searchDialog: string
  searchInput: string
  searchClose: string
  needs: string
  ready: string
}

declare global {
  interface Window {
    /** The taps kept until their code is ready, in order. */
    __trackTaps?: HTMLElement[]
  }
}

export function earlyControls(
  names: HeadScriptNames,
  announcementId: string | null,
  normalizePath: (pathname: string) => string,
  isSearchShortcut: (event: KeyboardEvent) => boolean,
  browserStorage: (kind: 'localStorage') => Storage | null,
): void {
  const d = document
  const html = d.documentElement
  /** localStorage, or null where the browser refuses it (lib/browser/browser-storage.ts). */
  function storage(): Storage | null {
    return browserStorage('localStorage')
  }

  html.setAttribute(names.js, '')
  const path = location.pathname
  const clean = normalizePath(path)
  if (clean !== path) history.replaceState(history.state, '', clean + location.search + location.hash)
  const store = storage()
  if (announcementId && store && store.getItem(names.announcementKey) === announcementId) html.setAttribute(names.announcementDismissed, '')

  function openSearch() {
    const dialog = d.querySelector<HTMLDialogElement>('dialog[' + names.searchDialog + ']')
    if (!dialog || dialog.open || html.hasAttribute(names.behaviours)) return false
    dialog.showModal()
    const input = dialog.querySelector<HTMLElement>('[' + names.searchInput + ']')
    if (input) input.focus()
    return true
  }
  window.addEventListener(
    'click',
    function (event) {
      const target = event.target as Element | null
      if (!target || !target.closest) return
      let el = target.closest('[' + names.themeToggle + ']')
      if (el) {
        const theme = html.classList.contains('dark') ? 'light' : 'dark'
        html.classList.remove('light', 'dark')
        html.classList.add(theme)
        html.style.colorScheme = theme
        el.setAttribute('aria-pressed', String(theme === 'dark'))
        const themeStore = storage()
        if (themeStore) {
          themeStore.setItem(names.themeKey, theme)
          window.dispatchEvent(new StorageEvent('storage', { key: names.themeKey, newValue: theme }))
        }
        event.stopImmediatePropagation()
        return
      }
      el = target.closest('[' + names.action + '="' + names.dismissAnnouncement + '"]')
      if (el) {
        const announcementStore = storage()
        if (announcementStore) announcementStore.setItem(names.announcementKey, el.getAttribute(names.announcementId) || '')
        html.setAttribute(names.announcementDismissed, '')
        const main = d.getElementById('content')
        if (main) main.focus()
        return
      }
      el = target.closest('[' + names.action + '="' + names.openSearch + '"]')
      if (el) {
        openSearch()
        return
      }
      el = target.closest('[' + names.searchClose + ']')
      if (el && !html.hasAttribute(names.behaviours)) {
        const dialog = el.closest('dialog')
        if (dialog) dialog.close()
        return
      }
      el = target.closest('[' + names.needs + ']')
      if (el && !el.hasAttribute(names.ready)) {
        // A click in a text field is let through: where the field is enabled, typing works natively and the code
        // reads the value when it starts (the VAT calculator's fields stay disabled until it has read its state from
        // the URL, so a tap there does nothing yet).
        if (target.closest('input[type="text"], input:not([type]), textarea')) return
        event.preventDefault()
        event.stopImmediatePropagation()
        const control = (target.closest('button, label, input, a, summary') || el) as HTMLElement
        const taps = (window.__trackTaps = window.__trackTaps || [])
        if (taps.indexOf(control) < 0) taps.push(control)
        control.setAttribute('aria-busy', 'true')
      }
    },
    true,
  )
  // Replays the kept taps of an element its code has just marked ready, in order.
  new MutationObserver(function () {
    const taps = window.__trackTaps || []
    for (let i = 0; i < taps.length; i++) {
      const owner = taps[i].closest('[' + names.needs + ']')
      if (owner && !owner.hasAttribute(names.ready)) continue
      const control = taps.splice(i--, 1)[0]
      control.removeAttribute('aria-busy')
      if (control.isConnected) control.click()
    }
  }).observe(html, { subtree: true, attributes: true, attributeFilter: [names.ready] })
  d.addEventListener('keydown', function (event) {
    if (isSearchShortcut(event) && openSearch()) event.preventDefault()
  })
}
