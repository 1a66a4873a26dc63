// The keyboard shortcuts that open site search. Tiny, so it sits in the main bundle and lib/search.ts (the
// search itself) loads only once a visitor asks for it.

const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit'])

/** Whether typing in `target` writes text, where "/" must type a slash rather than open search. */
export function isTextField(target: EventTarget | null): boolean {
  const element = target as (Element & { isContentEditable?: boolean; type?: string }) | null
  if (!element || typeof element.closest !== 'function') return false
  if (element.isContentEditable || element.closest('[contenteditable]:not([contenteditable="false"])')) return true
  const tag = element.tagName
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true
  return tag === 'INPUT' && !NON_TEXT_INPUTS.has(element.type ?? 'text')
}

/** "/" outside a text field, or Ctrl+K / ⌘K anywhere. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.repeat) return false
  const key = event.key?.toLowerCase()
  if (event.ctrlKey || event.metaKey) return key === 'k' && !event.altKey && !event.shiftKey
  // Shift is allowed: on many layouts (French AZERTY among them) "/" is typed with Shift.
  return key === '/' && !event.altKey && !isTextField(event.target)
}
