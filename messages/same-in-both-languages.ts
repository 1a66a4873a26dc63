// Interface strings that are the same in English and French: proper names, loanwords and patterns made only of
// placeholders. The tests that look for English left on a French page (messages/messages.test.ts on the messages,
// tests/export/pages.test.ts on the exported pages) accept these and nothing else.

/** Keys whose text is the same in both languages whatever it says. */
const SAME_KEYS = new Set([
  'Blog.pagination',
  'Blog.pageN',
  'Blog.pageTitle',
  'Docs.docsCount',
  'Docs.categoryTitle',
  'Home.reviews.byline',
])

/** Texts that are the same word in both languages. */
const SAME_TEXT =
  /^(Track|FAQ|Blog|Cookies|Contacts|Menu|Sources|English|Français|Pipeline|App Store|Google Play|LinkedIn|[A-Z][a-z]+ [A-Z]\.)$/

/** Whether a message may read the same in English and French. */
export function sameInBothLanguages(key: string, text: string): boolean {
  return SAME_KEYS.has(key) || SAME_TEXT.test(text) || !/\p{L}{4,}/u.test(text.replace(/\{[^}]*\}/g, ''))
}
