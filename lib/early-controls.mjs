// The controls that answer from the first paint, before any of the site's scripts has arrived (they load after the
// first paint: scripts/build/defer-scripts.mjs). This function's source is copied into the head script
// (lib/head-script.ts), so it must stand alone: no imports, no closures, plain ES2019, and never throw. The
// attribute names come in `names`, from lib/data-attributes (the contract the components and lib/enhance.ts share).
//
// - The theme toggle switches the theme itself, always: the class and color-scheme next-themes would set, its storage
//   key, and a `storage` event next-themes listens to, so that once React runs its state follows.
// - The announcement's close button hides the bar and remembers it, always.
// - The search button (and `/`, Ctrl/⌘ K) opens the native search dialog with its input focused until the layout's
//   behaviours are attached (BEHAVIOURS on <html>); lib/search.ts then fills it in, running what was typed. The
//   shortcut rule is lib/search-shortcut.mjs, passed in as `isSearchShortcut` (the head script carries its source).
// - A control inside an element that needs code (`data-needs`: cookie settings, the carousel, the VAT calculator) is
//   kept while that element lacks `data-ready`: it shows aria-busy at once, and is clicked again as soon as the
//   element's code marks it `data-ready` (watched here, so the islands carry no code for it).

/**
 * @param {typeof import('./head-script').EARLY_CONTROL_NAMES} names the attribute names and storage keys
 * @param {(event: KeyboardEvent) => boolean} isSearchShortcut lib/search-shortcut.mjs
 */
export function earlyControls(names, isSearchShortcut) {
  var d = document
  var html = d.documentElement
  function openSearch() {
    var dialog = d.querySelector('dialog[' + names.searchDialog + ']')
    if (!dialog || dialog.open || html.hasAttribute(names.behaviours)) return false
    dialog.showModal()
    var input = dialog.querySelector('[' + names.searchInput + ']')
    if (input) input.focus()
    return true
  }
  window.addEventListener(
    'click',
    function (event) {
      var target = event.target
      if (!target || !target.closest) return
      var el = target.closest('[' + names.themeToggle + ']')
      if (el) {
        var theme = html.classList.contains('dark') ? 'light' : 'dark'
        html.classList.remove('light', 'dark')
        html.classList.add(theme)
        html.style.colorScheme = theme
        el.setAttribute('aria-pressed', String(theme === 'dark'))
        try {
          localStorage.setItem(names.themeKey, theme)
          window.dispatchEvent(new StorageEvent('storage', { key: names.themeKey, newValue: theme }))
        } catch {}
        event.stopImmediatePropagation()
        return
      }
      el = target.closest('[' + names.action + '="' + names.dismissAnnouncement + '"]')
      if (el) {
        try {
          localStorage.setItem(names.announcementKey, el.getAttribute(names.announcementId) || '')
        } catch {}
        html.setAttribute(names.announcementDismissed, '')
        var main = d.getElementById('content')
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
        el.closest('dialog').close()
        return
      }
      el = target.closest('[' + names.needs + ']')
      if (el && !el.hasAttribute(names.ready)) {
        // Not a click on a text field: typing there works natively, and the calculator reads it when it starts.
        if (target.closest('input[type="text"], input:not([type]), textarea')) return
        event.preventDefault()
        event.stopImmediatePropagation()
        var control = target.closest('button, label, input, a, summary') || el
        var taps = (window.__trackTaps = window.__trackTaps || [])
        if (taps.indexOf(control) < 0) taps.push(control)
        control.setAttribute('aria-busy', 'true')
      }
    },
    true,
  )
  // Replays the kept taps of an element its code has just marked ready, in order.
  new MutationObserver(function () {
    var taps = window.__trackTaps || []
    for (var i = 0; i < taps.length; i++) {
      var owner = taps[i].closest('[' + names.needs + ']')
      if (owner && !owner.hasAttribute(names.ready)) continue
      var control = taps.splice(i--, 1)[0]
      control.removeAttribute('aria-busy')
      if (control.isConnected) control.click()
    }
  }).observe(html, { subtree: true, attributes: true, attributeFilter: [names.ready] })
  d.addEventListener('keydown', function (event) {
    if (isSearchShortcut(event) && openSearch()) event.preventDefault()
  })
}
