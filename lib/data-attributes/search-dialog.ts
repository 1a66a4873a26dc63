// The data-* attributes of the search dialog that only the search's own code reads (lib/browser/search.ts, fetched the first
// time the search is opened, and lib/browser/highlight.ts): kept apart from ./search.ts, so that the page's first scripts
// carry none of them.
import { dataAttribute } from './define'

export const SEARCH_RESULTS = /*#__PURE__*/ dataAttribute('data-search-results')
export const SEARCH_STATUS = /*#__PURE__*/ dataAttribute('data-search-status')
/** The radio buttons that narrow the search to one kind of page (their value: help, blog, comparison, or '' for all). */
export const SEARCH_TYPE = /*#__PURE__*/ dataAttribute('data-search-type')
/** Where to go when the search finds nothing, or little: shown then, hidden otherwise. */
export const SEARCH_HELP = /*#__PURE__*/ dataAttribute('data-search-help')
/** The hidden result copied for each result; SLOT marks where its title, kind, section and excerpt go. */
export const SEARCH_PROTOTYPE = /*#__PURE__*/ dataAttribute('data-search-prototype')
export const SLOT = /*#__PURE__*/ dataAttribute('data-slot')
/** A result that is another section of the page listed just above it. */
export const SEARCH_SUB_RESULT = /*#__PURE__*/ dataAttribute('data-sub-result')
/** A word of the search marked on the page a result opened (lib/browser/highlight.ts). */
export const SEARCH_HIGHLIGHT = /*#__PURE__*/ dataAttribute('data-search-highlight')
/** The dialog's messages, as data-* attributes: the search code carries no strings. */
export const SEARCH_MESSAGES = {
  loading: /*#__PURE__*/ dataAttribute('data-loading'),
  error: /*#__PURE__*/ dataAttribute('data-error'),
  noResults: /*#__PURE__*/ dataAttribute('data-no-results'),
  resultsOne: /*#__PURE__*/ dataAttribute('data-results-one'),
  resultsOther: /*#__PURE__*/ dataAttribute('data-results-other'),
  resultsShown: /*#__PURE__*/ dataAttribute('data-results-shown'),
  typeHelp: /*#__PURE__*/ dataAttribute('data-type-help'),
  typeBlog: /*#__PURE__*/ dataAttribute('data-type-blog'),
  typeComparison: /*#__PURE__*/ dataAttribute('data-type-comparison'),
} as const

/**
 * The element of a lead phrase among the anchors Pagefind lists for a page: the bold words that open a paragraph or a
 * list item, which the index gives an id (scripts/steps/search-index.ts) and the search weighs as naming what their
 * paragraph is about (lib/browser/search.ts). Never on the page itself.
 */
export const LEAD_ELEMENT = 'strong'

/**
 * A section's keywords among the anchors Pagefind lists for a page: the words a help page's `sectionKeywords` (front
 * matter) give one of its sections, which the index puts in a hidden element with this id prefix just after the
 * section's heading (scripts/steps/search-index.ts), and the search weighs as naming what the section is about and
 * leaves out of excerpts (lib/browser/search.ts). Never on the page itself.
 */
export const SECTION_KEYWORDS = { element: 'span', idPrefix: 'keywords-' } as const
