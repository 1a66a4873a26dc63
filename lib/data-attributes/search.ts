// The data-* attributes of the search that the page's first scripts read (the head script and lib/browser/enhance.ts open
// the dialog): see ./page.ts for why they are declared here. What only the search's own code reads, fetched when the
// search is first opened, is in ./search-dialog.ts.
import { dataAttribute } from './define'

export const SEARCH_DIALOG = /*#__PURE__*/ dataAttribute('data-search-dialog')
export const SEARCH_INPUT = /*#__PURE__*/ dataAttribute('data-search-input')
export const SEARCH_CLOSE = /*#__PURE__*/ dataAttribute('data-search-close')

/**
 * The query parameter a search result's link carries, with the words searched for: the page it opens marks them
 * (lib/browser/highlight.ts, fetched only then) and scrolls to the first, then takes them out of the address.
 */
export const HIGHLIGHT_PARAM = 'highlight'
