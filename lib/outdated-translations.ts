// A translation that fell behind: its English text changed in a commit after the last change to the translation
// (git history, lib/git-history.ts), and nobody marked it still right since (content/translations-checked.json,
// `npm run translations -- --checked <id>`). The help pages and posts in that state show a notice under their title
// (contentlayer.config.ts computes it at build time); `npm run translations` lists them with the data files and the
// interface strings (scripts/translation-status.ts).
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { GitFiles } from './git-history'

export const CHECKED_FILE = 'content/translations-checked.json'

/** The English text as it was checked, as content/translations-checked.json keeps it. */
export const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16)

/** The marks of content/translations-checked.json: id → hash of the English text checked against. */
export function readChecked(root: string): Record<string, string> {
  const file = path.join(root, CHECKED_FILE)
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}
}

/** When a file last changed, in seconds; a change not committed yet counts as the newest of all. */
export function changedAt(files: GitFiles, file: string): number {
  return files.isDirty(file) ? Infinity : (files.lastCommit(file)?.time ?? Infinity)
}

export interface PagePair {
  /** `docs/intro`, `blog/how-to-negotiate`: the id `npm run translations` lists */
  id: string
  /** Paths relative to the repository: `content/docs/en/intro.mdx` */
  english: string
  french: string
  /** The English file's text, to compare with the checked mark */
  englishText: string
}

/** Whether a French page fell behind its English one; false when git cannot tell (a shallow clone). */
export function isPageOutdated(pair: PagePair, files: GitFiles, checked: Record<string, string>): boolean {
  if (files.unavailable || checked[pair.id] === hashOf(pair.englishText)) return false
  return changedAt(files, pair.english) > changedAt(files, pair.french)
}
