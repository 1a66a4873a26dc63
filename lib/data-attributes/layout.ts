// The data-* attributes of the layout's behaviours (lib/browser/enhance.ts, lib/browser/consent.ts): see ./page.ts for why they are
// declared here.
import { dataAttribute } from './define'

/** On <html> while the layout's behaviours are attached (end-to-end tests wait for it). */
export const BEHAVIOURS = /*#__PURE__*/ dataAttribute('data-behaviours')
/** The announcement bar (its dismiss button carries ANNOUNCEMENT_ID of ./page.ts). */
export const ANNOUNCEMENT = /*#__PURE__*/ dataAttribute('data-announcement')

/** The sticky navbar, which hides while the visitor scrolls down (NAVBAR_HIDDEN on it). */
export const NAVBAR = /*#__PURE__*/ dataAttribute('data-navbar')
export const NAVBAR_HIDDEN = /*#__PURE__*/ dataAttribute('data-hidden')
/** On a DISCLOSURE menu (./page.ts): keyboard focus stays inside while it is open. */
export const TRAP_FOCUS = /*#__PURE__*/ dataAttribute('data-trap-focus')
/** A button whose click runs one of the ACTIONS. */
export const ACTION = /*#__PURE__*/ dataAttribute('data-action')
export const ACTIONS = {
  dismissAnnouncement: 'dismiss-announcement',
  openConsent: 'open-consent',
  openSearch: 'open-search',
  /** The page tools of help pages and posts (lib/browser/page-tools.ts, fetched on first use). */
  copyPage: 'copy-page',
  helpfulYes: 'helpful-yes',
  helpfulNo: 'helpful-no',
  /** A help sidebar category's fold button (lib/browser/collapse.ts). */
  toggleCategory: 'toggle-category',
} as const
export type ActionName = (typeof ACTIONS)[keyof typeof ACTIONS]
/** The progress bar of slow route changes. */
export const ROUTE_PROGRESS = /*#__PURE__*/ dataAttribute('data-route-progress')

// ---- Analytics consent ----
/** The consent banner (hidden until lib/browser/consent.ts finds no stored choice), with the analytics id it is for. */
export const CONSENT_BANNER = /*#__PURE__*/ dataAttribute('data-consent-banner')
export const GA_ID = /*#__PURE__*/ dataAttribute('data-ga-id')
/** A banner button: value `granted` or `denied`. */
export const CONSENT_CHOICE = /*#__PURE__*/ dataAttribute('data-consent')
/** Dispatched on window by the footer's cookie settings button: lib/browser/consent.ts opens the banner again. */
export const CONSENT_OPEN_EVENT = 'track:open-consent'
