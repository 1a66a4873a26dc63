// Contentlayer's documents for a production build, read from its JSON files when a build process first asks for them,
// rather than compiled into the server's JavaScript. next.config.ts points `contentlayer/generated` here outside
// `next dev` (which keeps Contentlayer's own module, so that a saved page updates the open one).
//
// Why: bundled, every document (its MDX source and its compiled code) became part of a JavaScript chunk that the
// compiler parsed and each of Next's prerendering workers loaded as code; with a thousand help pages and posts per
// language that chunk held some 200 MB, and the build's memory grew with it (docs/performance.md, bench:scale). Read as
// JSON, the data is only data.
import fs from 'node:fs'
import path from 'node:path'
import type { Doc, Post } from 'contentlayer/generated'

const GENERATED = path.join(process.cwd(), '.contentlayer', 'generated')

/** The documents of one type, as Contentlayer wrote them (`<type>/_index.json`). */
function read<T>(type: 'Doc' | 'Post'): T[] {
  const file = path.join(GENERATED, type, '_index.json')
  if (!fs.existsSync(file))
    throw new Error(`${path.relative(process.cwd(), file)} is missing: the content stage (contentlayer2 build) runs before Next's build`)
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T[]
}

export const allDocs = read<Doc>('Doc')
export const allPosts = read<Post>('Post')
