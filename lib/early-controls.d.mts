import type { EARLY_CONTROL_NAMES } from './head-script'

/**
 * The controls that answer from the first paint (lib/early-controls.mjs). `names` are the attribute names and storage
 * keys it reads (EARLY_CONTROL_NAMES, written once in lib/head-script.ts); `isSearchShortcut` is the rule of
 * lib/search-shortcut.mjs.
 */
export function earlyControls(names: typeof EARLY_CONTROL_NAMES, isSearchShortcut: (event: KeyboardEvent) => boolean): void
