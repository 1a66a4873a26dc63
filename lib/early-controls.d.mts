/**
 * The controls that answer from the first paint (lib/early-controls.mjs); `names` are attribute names and storage keys,
 * `isSearchShortcut` the rule of lib/search-shortcut.mjs.
 */
export function earlyControls(
  names: {
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
  },
  isSearchShortcut: (event: KeyboardEvent) => boolean,
): void
