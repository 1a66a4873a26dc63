// The data-* attributes of the search (components/layout/search-dialog.tsx, lib/search.ts): see ./page.ts for why they
// are declared here.
import { dataAttribute } from './define'

export const SEARCH_DIALOG = /*#__PURE__*/ dataAttribute('data-search-dialog')
export const SEARCH_INPUT = /*#__PURE__*/ dataAttribute('data-search-input')
export const SEARCH_RESULTS = /*#__PURE__*/ dataAttribute('data-search-results')
export const SEARCH_STATUS = /*#__PURE__*/ dataAttribute('data-search-status')
export const SEARCH_CLOSE = /*#__PURE__*/ dataAttribute('data-search-close')
/** The hidden result copied for each result; SLOT marks where its title, section and excerpt go. */
export const SEARCH_PROTOTYPE = /*#__PURE__*/ dataAttribute('data-search-prototype')
export const SLOT = /*#__PURE__*/ dataAttribute('data-slot')
/** The dialog's messages, as data-* attributes: the search code carries no strings. */
export const SEARCH_MESSAGES = {
  loading: /*#__PURE__*/ dataAttribute('data-loading'),
  error: /*#__PURE__*/ dataAttribute('data-error'),
  noResults: /*#__PURE__*/ dataAttribute('data-no-results'),
  resultsOne: /*#__PURE__*/ dataAttribute('data-results-one'),
  resultsOther: /*#__PURE__*/ dataAttribute('data-results-other'),
  resultsShown: /*#__PURE__*/ dataAttribute('data-results-shown'),
} as const
