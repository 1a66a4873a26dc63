// Text as the search compares it: lower case, no accents, the straight apostrophe, one code unit for each of the
// text's (so an offset in the folded text is an offset in the text). Pagefind folds accents and drops apostrophes
// the same way when it searches (lib/search.ts); the page a result opens marks words with it (lib/highlight.ts).
export function fold(text: string): string {
  let folded = ''
  for (const char of text) {
    const plain = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace('’', "'")
    folded += plain.length === char.length ? plain : char
  }
  return folded
}

/** Whether two folded words are forms of one word: one starts the other, or they share their first five letters. */
export function sameWord(a: string, b: string): boolean {
  if (!a || !b) return false
  let common = 0
  while (common < a.length && common < b.length && a[common] === b[common]) common++
  return common >= Math.min(5, a.length, b.length)
}
