// The keys the site keeps in localStorage, shared by the head script (lib/head-script.ts) and the client components.
// A module of their own: the client components that read them would otherwise carry the head script's module, with
// the attribute names it lists, into every page's first chunk.

export const ANNOUNCEMENT_STORAGE_KEY = 'track-announcement-dismissed'
/** next-themes' storage key (components/layout/theme-provider.tsx). */
export const THEME_STORAGE_KEY = 'track-theme'
