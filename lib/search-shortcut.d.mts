/** "/" outside a text field, or Ctrl+K / ⌘K anywhere (lib/search-shortcut.mjs). */
export declare function isSearchShortcut(event: KeyboardEvent): boolean
