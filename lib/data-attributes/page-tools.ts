// The data-* attributes of the page tools of help pages and posts (components/content/page-tools.tsx,
// components/docs/helpful.tsx, lib/browser/page-tools.ts): see ./page.ts for why they are declared here. The buttons carry
// ACTION (./layout.ts); the elements holding them carry NEEDS="page-tools" (./page.ts).
import { dataAttribute } from './define'

/**
 * The "Copy page" button: the address of the page's Markdown twin; COPIED once it is on the clipboard, COPY_FAILED when
 * it could not be put there.
 */
export const MARKDOWN_SOURCE = /*#__PURE__*/ dataAttribute('data-markdown')
export const COPIED = /*#__PURE__*/ dataAttribute('data-copied')
export const COPY_FAILED = /*#__PURE__*/ dataAttribute('data-copy-failed')
/** The "Was this page helpful?" box; HELPFUL_ANSWER (yes or no) on it once answered, which CSS shows the next step of. */
export const HELPFUL = /*#__PURE__*/ dataAttribute('data-helpful')
export const HELPFUL_ANSWER = /*#__PURE__*/ dataAttribute('data-answer')
/** A reason a page did not help (a radio button, its value the reason's id). */
export const HELPFUL_REASON = /*#__PURE__*/ dataAttribute('data-helpful-reason')
/** The link to write to support about the page: its mailto: body gains the reason chosen. */
export const HELPFUL_SUPPORT = /*#__PURE__*/ dataAttribute('data-helpful-support')
