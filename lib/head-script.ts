// The one inline script of the site's own, run in <head> before the first paint (app/[locale]/layout.tsx): what it
// does is lib/early-controls.ts, with the rules it shares with later code (lib/clean-url.ts, lib/browser/search-shortcut.ts,
// lib/browser/browser-storage.ts) passed in as source. The policy step allows it by its hash (scripts/steps/headers.ts,
// data-inline-script="head").
// Its tests run the string the exported pages carry (tests/export/head-script.test.ts), not this module.
import { browserStorage } from './browser/browser-storage'
import { normalizePath } from './clean-url'
import { earlyControls, type HeadScriptNames } from './early-controls'
import { isSearchShortcut } from './browser/search-shortcut'
import { ACTION, ACTIONS, BEHAVIOURS } from '@/lib/data-attributes/layout'
import { ANNOUNCEMENT_DISMISSED, ANNOUNCEMENT_ID, JS, NEEDS, READY, THEME_TOGGLE } from '@/lib/data-attributes/page'
import { SEARCH_CLOSE, SEARCH_DIALOG, SEARCH_INPUT } from '@/lib/data-attributes/search'

import { ANNOUNCEMENT_STORAGE_KEY, THEME_STORAGE_KEY } from './storage-keys'

/** What lib/early-controls.ts reads, from the attribute contract of lib/data-attributes. */
export const HEAD_SCRIPT_NAMES: HeadScriptNames = {
  js: JS.name,
  themeKey: THEME_STORAGE_KEY,
  announcementKey: ANNOUNCEMENT_STORAGE_KEY,
  behaviours: BEHAVIOURS.name,
  themeToggle: THEME_TOGGLE.name,
  action: ACTION.name,
  dismissAnnouncement: ACTIONS.dismissAnnouncement,
  openSearch: ACTIONS.openSearch,
  announcementId: ANNOUNCEMENT_ID.name,
  announcementDismissed: ANNOUNCEMENT_DISMISSED.name,
  searchDialog: SEARCH_DIALOG.name,
  searchInput: SEARCH_INPUT.name,
  searchClose: SEARCH_CLOSE.name,
  needs: NEEDS.name,
  ready: READY.name,
}

export function headScript(announcementId: string | undefined): string {
  const args = [
    JSON.stringify(HEAD_SCRIPT_NAMES),
    JSON.stringify(announcementId ?? null),
    normalizePath.toString(),
    isSearchShortcut.toString(),
    browserStorage.toString(),
  ]
  return `(${earlyControls.toString()})(${args.join(',')})`
}
