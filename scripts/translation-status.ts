// Which French text is missing, or older than the English text it translates (`npm run translations`).
//
// A help page or post is its English MDX file and its French twin at the same path under fr/. A data file
// (content/*.ts) holds its text as `{ en: …, fr: … }` pairs, each compared on its own; the interface strings
// (messages/en.json and fr.json) are compared key by key and reported by namespace.
//
// Outdated means git saw the English text change after the last change to its French twin: for a file, the last
// commit that touched it; for a pair or a key, the last commit that changed its value (each version of the file is
// parsed, so a pair written on one line is still told apart). Text not committed yet counts as the newest of all. A writer who checked a French text and found it still right records that in
// content/translations-checked.json (`npm run translations -- --checked <id>`): the English text as it was checked
// is kept as a hash, and the mark lapses when the English text changes again.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { readGitFiles } from '@/lib/git-history'
import { changedAt, hashOf } from '@/lib/outdated-translations'

export { CHECKED_FILE, hashOf, readChecked } from '@/lib/outdated-translations'

export type Status = 'translated' | 'missing' | 'outdated'

/** Where a text lives: a whole file, or one value in it (`key`, as `valuesOf` names it). */
export interface Source {
  file: string
  key?: string
  text: string
}

/** Something with text in both languages: a page, a pair in a data file, or a namespace of interface strings. */
export interface Entry {
  id: string
  /** The English text and the French one; a namespace of messages has one part per key, named by `label`. */
  parts: { label?: string; english: Source; french?: Source }[]
  /** The English text as a whole, as it is hashed when marked checked. */
  english: string
}

export interface Report {
  entry: Entry
  status: Status
  /** For a namespace or an entry with several parts: the parts that are missing or outdated. */
  details: string[]
}

// ---------- What has text in both languages ----------

/** Every help page and post: its English file, and its French twin when it exists. */
export function pageEntries(root: string): Entry[] {
  return ['docs', 'blog'].flatMap((kind) =>
    (fs.readdirSync(path.join(root, 'content', kind, 'en'), { recursive: true }) as string[])
      .filter((f) => f.endsWith('.mdx'))
      .sort()
      .map((file) => {
        const slug = file.replaceAll(path.sep, '/').replace(/\.mdx$/, '')
        const read = (lang: string) => {
          const rel = `content/${kind}/${lang}/${slug}.mdx`
          return fs.existsSync(path.join(root, rel)) ? { file: rel, text: fs.readFileSync(path.join(root, rel), 'utf8') } : undefined
        }
        const english = read('en')!
        return { id: `${kind}/${slug}`, english: english.text, parts: [{ english, french: read('fr') }] }
      }),
  )
}

const nameOf = (node: ts.PropertyName) => (ts.isIdentifier(node) || ts.isStringLiteral(node) ? node.text : node.getText())

/** What names an object in a list: its `id`, `slug` or `key`, else its position. */
function labelOf(object: ts.ObjectLiteralExpression, index: number): string {
  const name = object.properties.find(
    (p): p is ts.PropertyAssignment & { initializer: ts.StringLiteral } =>
      ts.isPropertyAssignment(p) && ['id', 'slug', 'key'].includes(nameOf(p.name)) && ts.isStringLiteral(p.initializer),
  )
  return name ? name.initializer.text : String(index)
}

/** The path of names from the top of the file down to `node`: `categories.manage-deals.description`. */
function pathTo(node: ts.Node): string {
  const names: string[] = []
  for (let current: ts.Node = node; current.parent; current = current.parent) {
    const parent = current.parent
    if (ts.isPropertyAssignment(parent) && parent.initializer === current) names.unshift(nameOf(parent.name))
    else if (ts.isArrayLiteralExpression(parent) && ts.isObjectLiteralExpression(current)) {
      names.unshift(labelOf(current, parent.elements.indexOf(current)))
    } else if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) names.unshift(parent.name.text)
  }
  return names.join('.')
}

/**
 * The texts of one version of a file, by key: for a data file (content/*.ts) each side of each `{ en: …, fr: … }`
 * pair (`categories.deals.label#en`), for a messages file each string (`Home.hero.title`).
 */
export function valuesOf(file: string, text: string): Map<string, string> {
  const values = new Map<string, string>()
  if (file.endsWith('.json')) {
    // Each string by its dotted key, as its JSON text (the same as it stands in the file: messages hold only strings).
    const visit = (value: unknown, key: string): void =>
      value && typeof value === 'object'
        ? Object.entries(value).forEach(([name, v]) => visit(v, key ? `${key}.${name}` : name))
        : void values.set(key, JSON.stringify(value))
    visit(JSON.parse(text), '')
    return values
  }
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const side = (name: string) =>
        node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && nameOf(p.name) === name)
      const [en, fr] = [side('en'), side('fr')]
      if (en && fr) {
        values.set(`${pathTo(node)}#en`, en.initializer.getText(sourceFile))
        values.set(`${pathTo(node)}#fr`, fr.initializer.getText(sourceFile))
        return
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return values
}

/** Every `{ en: …, fr: … }` pair of a data file, named by its path in the file. */
export function dataEntries(root: string, file: string): Entry[] {
  const values = valuesOf(file, fs.readFileSync(path.join(root, file), 'utf8'))
  return [...values.keys()]
    .filter((key) => key.endsWith('#en'))
    .map((key) => {
      const pair = key.slice(0, -3)
      const english = values.get(key)!
      return {
        id: `${file.replace(/^content\//, '')} › ${pair}`,
        english,
        parts: [{ english: { file, key, text: english }, french: { file, key: `${pair}#fr`, text: values.get(`${pair}#fr`)! } }],
      }
    })
}

/** The data files: every content/*.ts that is not a test. */
export const dataFiles = (root: string) =>
  fs
    .readdirSync(path.join(root, 'content'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort()
    .map((f) => `content/${f}`)

/** The interface strings, one entry per top-level namespace, compared key by key. */
export function messageEntries(root: string): Entry[] {
  const read = (file: string) => valuesOf(file, fs.readFileSync(path.join(root, file), 'utf8'))
  const [english, french] = [read('messages/en.json'), read('messages/fr.json')]
  const namespaces = new Map<string, Entry['parts']>()
  for (const [key, text] of english) {
    const namespace = key.split('.')[0]
    const frenchText = french.get(key)
    if (!namespaces.has(namespace)) namespaces.set(namespace, [])
    namespaces.get(namespace)!.push({
      label: key,
      english: { file: 'messages/en.json', key, text },
      french: frenchText === undefined ? undefined : { file: 'messages/fr.json', key, text: frenchText },
    })
  }
  return [...namespaces].map(([namespace, parts]) => ({
    id: `messages › ${namespace}`,
    english: parts.map((p) => `${p.label}=${p.english.text}`).join('\n'),
    parts,
  }))
}

// ---------- When each text last changed, from git ----------

/** Git's view of the repository: when a file, or one value in it, last changed (seconds; Infinity when not committed). */
export interface History {
  changed(source: Source): number
}

/** The history of content/ and messages/, or null when git cannot tell (a shallow clone, no git): only missing texts can be told then. */
export function gitHistory(root: string): History | null {
  const files = readGitFiles(root, ['content', 'messages'])
  if (files.unavailable) return null
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'pipe'] })
  /** The versions of a file, newest first: the working tree's when it differs from the last commit's, then each commit's. */
  const versions = new Map<string, { time: number; values: () => Map<string, string> }[]>()
  const versionsOf = (file: string) => {
    if (!versions.has(file)) {
      // A version without the file (the commit that deleted it) has no values.
      const cache = (read: () => string | undefined) => {
        let values: Map<string, string> | undefined
        return () => {
          const text = read()
          return (values ??= text === undefined ? new Map() : valuesOf(file, text))
        }
      }
      const log = git('log', '--format=%H %ct', '--', file)
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' '))
      // Every committed version of the file, read by one git process the first time one is needed.
      const objects = log.map(([commit]) => `${commit}:./${file}`)
      let texts: (string | undefined)[] | undefined
      const textAt = (i: number) => (texts ??= committedTexts(root, objects))[i]
      const commits = log.map(([, time], i) => ({ time: Number(time), values: cache(() => textAt(i)) }))
      const current = files.isDirty(file) ? [{ time: Infinity, values: cache(() => fs.readFileSync(path.join(root, file), 'utf8')) }] : []
      versions.set(file, [...current, ...commits])
    }
    return versions.get(file)!
  }
  /** The newest version in which the value differs from the version before it. */
  const valueChanged = (file: string, key: string) => {
    const list = versionsOf(file)
    for (const [i, version] of list.entries()) {
      if (i === list.length - 1 || version.values().get(key) !== list[i + 1].values().get(key)) return version.time
    }
    return Infinity
  }
  return { changed: (source) => (source.key ? valueChanged(source.file, source.key) : changedAt(files, source.file)) }
}

/**
 * The text of each `<commit>:<path>`, in order, from one `git cat-file --batch` (a `git show` each took 50 ms);
 * undefined where the commit has no such file (it deleted it).
 */
function committedTexts(root: string, objects: string[]): (string | undefined)[] {
  const output = execFileSync('git', ['cat-file', '--batch'], { cwd: root, input: objects.join('\n') + '\n', maxBuffer: 256 << 20 })
  const texts: (string | undefined)[] = []
  let at = 0
  for (const object of objects) {
    const headerEnd = output.indexOf(10, at)
    const header = output.toString('utf8', at, headerEnd)
    // `<id> blob <size>`, then the blob and a newline; `<object> missing` when there is none.
    if (header === `${object} missing`) {
      texts.push(undefined)
      at = headerEnd + 1
      continue
    }
    const size = Number(/^[0-9a-f]+ blob (\d+)$/.exec(header)?.[1] ?? NaN)
    if (Number.isNaN(size)) throw new Error(`git cat-file gave no file for ${object}: "${header}"`)
    texts.push(output.toString('utf8', headerEnd + 1, headerEnd + 1 + size))
    at = headerEnd + 1 + size + 1
  }
  return texts
}

// ---------- Status ----------

/** The status of every entry; without git history (a shallow clone), only missing texts can be told. */
export function statusOf(entries: Entry[], history: History | null, checked: Record<string, string>): Report[] {
  return entries.map((entry) => {
    const details: string[] = []
    let missing = false
    let outdated = false
    const markedCurrent = checked[entry.id] === hashOf(entry.english)
    for (const { label, english, french } of entry.parts) {
      const where = label ? `${label}: ` : ''
      if (!french) {
        missing = true
        if (where) details.push(`${where}missing`)
      } else if (!markedCurrent && history && history.changed(english) > history.changed(french)) {
        outdated = true
        if (where) details.push(`${where}English changed since`)
      }
    }
    return { entry, status: missing ? 'missing' : outdated ? 'outdated' : 'translated', details }
  })
}

export const allEntries = (root: string) => [
  ...pageEntries(root),
  ...dataFiles(root).flatMap((f) => dataEntries(root, f)),
  ...messageEntries(root),
]
