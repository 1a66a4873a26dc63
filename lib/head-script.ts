// The one inline script of the site, run in <head> before first paint. It must stay tiny and never throw.
// 1. marks that JavaScript runs (reveal-on-scroll only hides content then);
// 2. shows /blog.html, /blog/ and /fr/index.html as /blog and /fr (docs/product.md#routes) on hosts that do not redirect;
// 3. hides a dismissed announcement before it is painted (no layout shift);
// 4. makes the controls answer from the first paint (lib/early-controls.mjs, with the search shortcut rule of
//    lib/search-shortcut.mjs).
import { normalizePath } from './clean-url.mjs'
import { earlyControls } from './early-controls.mjs'
import { isSearchShortcut } from './search-shortcut.mjs'
import { ACTION, ACTIONS, BEHAVIOURS } from '@/lib/data-attributes/layout'
import { ANNOUNCEMENT_DISMISSED, ANNOUNCEMENT_ID, JS, NEEDS, READY, THEME_TOGGLE } from '@/lib/data-attributes/page'
import { SEARCH_CLOSE, SEARCH_DIALOG, SEARCH_INPUT } from '@/lib/data-attributes/search'

export const ANNOUNCEMENT_STORAGE_KEY = 'track-announcement-dismissed'
/** next-themes' storage key (components/layout/theme-provider.tsx). */
export const THEME_STORAGE_KEY = 'track-theme'

/** What lib/early-controls.mjs reads, from the attribute contract of lib/data-attributes. */
export const EARLY_CONTROL_NAMES = {
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
  return `(function(){try{var d=document.documentElement;d.setAttribute('${JS.name}','');var l=location,p=l.pathname,n=(${normalizePath.toString()})(p);if(n!==p)history.replaceState(history.state,'',n+l.search+l.hash);${
    announcementId
      ? `if(localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_STORAGE_KEY)})===${JSON.stringify(announcementId)})d.setAttribute('${ANNOUNCEMENT_DISMISSED.name}','')`
      : ''
  };(${earlyControls.toString()})(${JSON.stringify(EARLY_CONTROL_NAMES)},${isSearchShortcut.toString()})}catch(e){}})()`
}
