// Text as the search compares it: lower case, no accents, the straight apostrophe, one code unit for each of the
// text's (so an offset in the folded text is an offset in the text). Pagefind folds accents and drops apostrophes
// the same way when it searches (lib/browser/search.ts); the page a result opens marks words with it (lib/browser/highlight.ts).
export function fold(text: string): string {
  let folded = ''
  for (const char of text) {
    const plain = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace('’', "'")
    folded += plain.length === char.length ? plain : char
  }
  return folded
}

/** The endings that make a short word another form of itself: "apps", "called", "tasks", « créée », « prix ». */
const ENDINGS = new Set(['s', 'es', 'e', 'ee', 'ees', 'd', 'ed', 'x', 'er', 'ing'])

/**
 * Whether two folded words are forms of one word. Either they differ only after their first five letters, by at most
 * two letters of the shorter ("delete", "deleting"; "contact", "contacter"; but not "translate" and "transfer"), or
 * the shorter, of three or four letters, is the other but for a common ending ("app" and "apps", "call" and
 * "called", but not "application", "sign" and "signal"). A word of one or two letters is only itself: "ca" is not
 * "catalogue", « à » is not « aide ».
 */
export function sameWord(a: string, b: string): boolean {
  if (!a || !b) return false
  if (a === b) return true
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a]
  let common = 0
  while (common < shorter.length && shorter[common] === longer[common]) common++
  if (common >= 5) return shorter.length - common <= 2
  return common === shorter.length && shorter.length >= 3 && ENDINGS.has(longer.slice(common))
}

/**
 * The words of a text as the search compares them: folded, split at anything but letters and digits, with the English
 * "n't" kept on its word ("won't" is "wont", not "won"), so that « l'import » holds "import" and "support@track-crm.app"
 * holds "support".
 */
export function wordsOf(text: string): string[] {
  return fold(text)
    .replace(/n't(?![\p{L}\p{N}])/gu, 'nt')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}
