// RSS 2.0 and Atom 1.0 feeds of the blog, one per locale. Pure: the route handlers only call these.

export interface FeedEntry {
  title: string
  description: string
  /** Absolute URL of the post. */
  url: string
  /** ISO date of publication. */
  date: string
  /** ISO date of the last change, when later than the publication. */
  updated?: string
  authors: string[]
  categories: string[]
  /** Full post content as HTML (optional). */
  html?: string
}

export interface FeedInfo {
  title: string
  description: string
  /** Absolute URL of the blog index. */
  url: string
  /** Absolute URL of this feed. */
  feedUrl: string
  language: string
  entries: FeedEntry[]
}

export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

/** When an entry last changed: its update, else its publication. */
const entryUpdated = (e: FeedEntry) => e.updated || e.date

/** The newest entry's date, so that the feed only changes when the content does. */
const updated = (info: FeedInfo) =>
  info.entries
    .map((e) => new Date(entryUpdated(e)).toISOString())
    .sort()
    .at(-1) ?? new Date(0).toISOString()

export function buildRss(info: FeedInfo): string {
  const items = info.entries
    .map(
      (e) => `    <item>
      <title>${escapeXml(e.title)}</title>
      <link>${escapeXml(e.url)}</link>
      <guid isPermaLink="true">${escapeXml(e.url)}</guid>
      <pubDate>${new Date(e.date).toUTCString()}</pubDate>
      <description>${escapeXml(e.description)}</description>
${e.authors.map((a) => `      <dc:creator>${escapeXml(a)}</dc:creator>`).join('\n')}
${e.categories.map((c) => `      <category>${escapeXml(c)}</category>`).join('\n')}
    </item>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(info.title)}</title>
    <link>${escapeXml(info.url)}</link>
    <description>${escapeXml(info.description)}</description>
    <language>${escapeXml(info.language)}</language>
    <lastBuildDate>${new Date(updated(info)).toUTCString()}</lastBuildDate>
    <atom:link href="${escapeXml(info.feedUrl)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`
}

export function buildAtom(info: FeedInfo): string {
  const entries = info.entries
    .map(
      (e) => `  <entry>
    <title>${escapeXml(e.title)}</title>
    <link href="${escapeXml(e.url)}"/>
    <id>${escapeXml(e.url)}</id>
    <published>${new Date(e.date).toISOString()}</published>
    <updated>${new Date(entryUpdated(e)).toISOString()}</updated>
${e.authors.map((a) => `    <author><name>${escapeXml(a)}</name></author>`).join('\n')}
${e.categories.map((c) => `    <category term="${escapeXml(c)}"/>`).join('\n')}
    <summary>${escapeXml(e.description)}</summary>
  </entry>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(info.language)}">
  <title>${escapeXml(info.title)}</title>
  <subtitle>${escapeXml(info.description)}</subtitle>
  <link href="${escapeXml(info.url)}"/>
  <link href="${escapeXml(info.feedUrl)}" rel="self" type="application/atom+xml"/>
  <id>${escapeXml(info.url)}</id>
  <updated>${new Date(updated(info)).toISOString()}</updated>
${entries}
</feed>
`
}
