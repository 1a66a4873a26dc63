// The data-* attributes that connect the server-rendered markup to the plain DOM code that gives it behaviour
// (the head script, lib/browser/links.ts, lib/browser/enhance.ts, lib/browser/search.ts, lib/browser/consent.ts, the small client islands). Both
// sides take the names from these files and never write them out: a renamed hook is one change, a misspelt one a type
// error. They are split by area so that a page's scripts carry only the names their code reads (the bundler keeps a
// module whole). The CSS that styles these states (app/globals.css, Tailwind's `data-[hidden]:` and
// `[html[data-js]_&]:` classes) has to spell them, since Tailwind reads class names as written:
// lib/data-attributes/data-attributes.test.ts checks that every name it uses is declared here.
//
// This file: what every page's first scripts need (the head script, lib/browser/links.ts, components/layout/site-behaviour.tsx).
import { dataAttribute } from './define'

// ---- On <html> ----
/** JavaScript runs: set by the head script before the first paint. CSS only hides what a script will reveal under it. */
export const JS = /*#__PURE__*/ dataAttribute('data-js')
/** React has hydrated the page (components/layout/site-behaviour.tsx). */
export const HYDRATED = /*#__PURE__*/ dataAttribute('data-hydrated')
/** The visitor dismissed the current announcement: CSS hides the bar, before the first paint too. */
export const ANNOUNCEMENT_DISMISSED = /*#__PURE__*/ dataAttribute('data-announcement-dismissed')

// ---- Controls that answer from the first paint (lib/early-controls.ts) ----
/** The theme switch: the head script switches the theme itself. */
export const THEME_TOGGLE = /*#__PURE__*/ dataAttribute('data-theme-toggle')
/** Controls whose code may not be ready at first paint (value: what they are): a tap before READY is kept, then replayed. */
export const NEEDS = /*#__PURE__*/ dataAttribute('data-needs')
/** Set on a NEEDS element by its code once its controls work: the head script replays the taps it kept. */
export const READY = /*#__PURE__*/ dataAttribute('data-ready')
/** The NEEDS values whose code is lib/browser/enhance.ts, which marks them READY: the page tools, the help sidebar's fold buttons. */
export const ENHANCED_NEEDS = { pageTools: 'page-tools', sidebar: 'sidebar' } as const

// ---- Inline scripts ----
/**
 * Names the site's own inline scripts (value: INLINE_SCRIPTS): the security policy step allows an inline script by its
 * hash only when it knows its kind (scripts/steps/headers.ts), so that no script reaches a page without a decision.
 */
export const INLINE_SCRIPT = /*#__PURE__*/ dataAttribute('data-inline-script')
export const INLINE_SCRIPTS = { head: 'head', theme: 'theme' } as const

// ---- Everywhere ----
/** On the announcement bar's dismiss button: the id remembered once dismissed. */
export const ANNOUNCEMENT_ID = /*#__PURE__*/ dataAttribute('data-announcement-id')
/** An internal link (components/link.tsx): followed client-side; value NO_PREFETCH opts out of prefetching. */
export const LINK = /*#__PURE__*/ dataAttribute('data-link')
export const NO_PREFETCH = 'no-prefetch'
/** A <details> menu that closes on Escape, on a click outside and on navigation (TRAP_FOCUS: focus stays inside). */
export const DISCLOSURE = /*#__PURE__*/ dataAttribute('data-disclosure')
