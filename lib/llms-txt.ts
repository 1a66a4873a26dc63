// /llms.txt, /fr/llms.txt and /llms-full.txt: the site's map for AI assistants, in the format of https://llmstxt.org.
//
// llms.txt:
//
//     # Track
//
//     > One paragraph: what the site is about.
//
//     Optional details: paragraphs or lists, no headings.
//
//     ## Help
//
//     - [Add a contact by hand](https://www.track-crm.app/docs/manage-contacts/add-a-contact-manually.md): One sentence.
//
//     ## Optional
//
//     - [Roadmap](https://www.track-crm.app/roadmap): What may be skipped when the context is short.
//
// llms-full.txt: the same H1 and summary, then every page's Markdown twin (lib/markdown-twin.ts) in full. Pages are
// separated by a line `---` with a blank line on each side; each page starts with its own `# Title` line right after.
// Twins write their own thematic breaks `***`, and llmsFullTxt refuses a page holding a line `---` (even in code), so
// such a line only ever separates pages.
//
// Summaries and descriptions are folded to one line. Entries with no description have no `: …` after the link.

export interface LlmsTxtEntry {
  title: string
  /** Absolute URL, best the page's Markdown twin (`….md`) */
  url: string
  /** One sentence ('' for none) */
  description: string
}

export interface LlmsTxtSection {
  title: string
  entries: readonly LlmsTxtEntry[]
}

export interface LlmsTxtInput {
  siteName: string
  /** What the site is about, in one paragraph */
  summary: string
  /** Paragraphs or lists after the summary; no headings (the format keeps `##` for the sections of links) */
  details?: string
  /** The sections of links, in order; a section with no entries is left out */
  sections: readonly LlmsTxtSection[]
  /** Links an assistant may skip when it needs a shorter context: the `## Optional` section */
  optional?: readonly LlmsTxtEntry[]
}

/** The section name the format gives a meaning to: its links can be skipped. */
export const OPTIONAL_SECTION = 'Optional'

/** The line, alone between blank lines, that separates two pages in llms-full.txt. */
export const PAGE_SEPARATOR = '---'

// Only ASCII white space: `\s` would also fold the no-break spaces of French typography.
const oneLine = (value: string) => value.replace(/[ \t\r\n\f\v]+/g, ' ').replace(/^ | $/g, '')

// A link text with its brackets and backslashes escaped, so `[` or `]` in a title cannot end the link early.
const linkText = (value: string) => oneLine(value).replace(/[\\[\]]/g, '\\$&')

// Characters that would end or break a link destination, percent-encoded (the URL means the same).
const linkDestination = (url: string) =>
  url.replace(/[ \t\r\n()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)

function entryLine({ title, url, description }: LlmsTxtEntry): string {
  if (!oneLine(title)) throw new Error(`An llms.txt entry needs a title (${url})`)
  if (!/^https?:\/\/[^/\s]/.test(url)) throw new Error(`An llms.txt entry needs an absolute URL, got "${url}" for "${title}"`)
  const link = `- [${linkText(title)}](${linkDestination(url)})`
  return oneLine(description) ? `${link}: ${oneLine(description)}` : link
}

function heading(siteName: string, summary: string): string {
  if (!oneLine(siteName)) throw new Error('llms.txt needs the site name')
  if (!oneLine(summary)) throw new Error('llms.txt needs a summary')
  return `# ${oneLine(siteName)}\n\n> ${oneLine(summary)}\n`
}

/** The llms.txt of the site (format in the header comment). */
export function llmsTxt({ siteName, summary, details, sections, optional = [] }: LlmsTxtInput): string {
  const blocks = [heading(siteName, summary)]
  if (details?.trim()) {
    if (/^#/m.test(details)) throw new Error('llms.txt details cannot have headings: the format keeps them for sections')
    blocks.push(`${details.trim()}\n`)
  }
  for (const section of sections) {
    if (oneLine(section.title) === OPTIONAL_SECTION) throw new Error(`Give the "${OPTIONAL_SECTION}" links as \`optional\``)
    if (!oneLine(section.title)) throw new Error('An llms.txt section needs a title')
    if (section.entries.length) blocks.push(`## ${oneLine(section.title)}\n\n${section.entries.map(entryLine).join('\n')}\n`)
  }
  if (optional.length) blocks.push(`## ${OPTIONAL_SECTION}\n\n${optional.map(entryLine).join('\n')}\n`)
  return blocks.join('\n')
}

export interface LlmsFullTxtInput {
  siteName: string
  summary: string
  /** Every page's whole Markdown twin (markdownPage), in the order to read them */
  pages: readonly string[]
}

/** llms-full.txt: the summary, then every page's twin, separated by `---` lines (format in the header comment). */
export function llmsFullTxt({ siteName, summary, pages }: LlmsFullTxtInput): string {
  const twins = pages.map((page) => {
    const twin = page.trim()
    if (!twin.startsWith('# ')) throw new Error(`A page of llms-full.txt must start with its "# Title" line: ${twin.slice(0, 60)}`)
    // Only a separator may be a line `---`: a page holding one would read as two.
    if (new RegExp(`^${PAGE_SEPARATOR}$`, 'm').test(twin)) {
      throw new Error(`The page "${twin.split('\n')[0]}" has a line "${PAGE_SEPARATOR}", which separates pages in llms-full.txt`)
    }
    return `${twin}\n`
  })
  return [heading(siteName, summary), ...twins].join(`\n${PAGE_SEPARATOR}\n\n`)
}
