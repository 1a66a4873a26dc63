// The steps that work on the finished export (out/), after the English move and the sitemap, in order: social
// cards, the search index, scripts deferred until the first paint, the security headers (they hash the final HTML),
// then a last check of every page. scripts/build.ts runs them; `npx tsx scripts/postbuild.ts [outDir]` runs them alone
// on an export.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import * as deferScripts from './build/defer-scripts.mjs'
import * as headers from './build/headers.mjs'
import * as ogImages from './build/og-images.mjs'
import * as markdown from './build/markdown'
import * as searchIndex from './build/search-index'
import * as verify from './build/verify'

export interface PostBuildStep {
  name: string
  /** Returns a one-line summary, or throws naming the page whose HTML broke the step's assumption. */
  run(outDir: string): Promise<string>
}

export const POST_BUILD_STEPS: PostBuildStep[] = [
  { name: 'social cards', run: ogImages.run },
  { name: 'search index', run: searchIndex.run },
  { name: 'markdown twins', run: markdown.run },
  { name: 'defer scripts', run: deferScripts.run },
  { name: 'security headers', run: headers.run },
  { name: 'verify', run: verify.run },
]

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = path.resolve(process.argv[2] ?? 'out')
  for (const step of POST_BUILD_STEPS) {
    const started = Date.now()
    console.log(`${step.name}: ${await step.run(outDir)} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  }
}
