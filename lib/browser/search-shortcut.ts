// The keyboard shortcuts that open site search: "/" outside a text field, or Ctrl+K / ⌘K anywhere. One rule for the
// whole page life: lib/browser/enhance.ts imports it, and the head script (lib/head-script.ts) carries its source, which
// lib/early-controls.ts uses before any of the site's scripts has arrived. So it must stand alone: no imports, no
// closures, plain ES2015 once its types are gone.

export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.repeat) return false
  const key = (event.key || '').toLowerCase()
  if (event.ctrlKey || event.metaKey) return key === 'k' && !event.altKey && !event.shiftKey
  // Shift is allowed: on many layouts (French AZERTY among them) "/" is typed with Shift.
  if (key !== '/' || event.altKey) return false
  // In a field that takes text, "/" types a slash.
  const t = event.target as HTMLInputElement | null
  if (!t || typeof t.closest !== 'function') return true
  if (t.isContentEditable || t.closest('[contenteditable]:not([contenteditable="false"])')) return false
  if (t.tagName === 'TEXTAREA' || t.tagName === 'SELECT') return false
  return !(t.tagName === 'INPUT' && !/^(button|checkbox|color|file|image|radio|range|reset|submit)$/.test(t.type || 'text'))
}
