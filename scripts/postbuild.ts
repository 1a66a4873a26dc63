// The steps that work on the finished export (out/), after the English move and the sitemap, in order: social
// cards, the search index, the Markdown twins, then one pass that finishes every page (scripts deferred until the
// first paint, the security policy, which hashes the final HTML) and checks it as written. scripts/build.ts runs them; `npx tsx scripts/postbuild.ts [outDir]` runs them alone
// on an export, with the deployment values loaded as the build loads them (scripts/env.ts).
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import * as finishPages from './steps/finish-pages'
import * as markdown from './steps/markdown'
import * as ogImages from './steps/og-images'
import * as searchIndex from './steps/search-index'
import { loadEnv } from './env'

export interface PostBuildStep {
  name: string
  /** Returns a one-line summary, or throws naming the page whose HTML broke the step's assumption. */
  run(outDir: string): Promise<string>
}

export const POST_BUILD_STEPS: PostBuildStep[] = [
  { name: 'social cards', run: ogImages.run },
  { name: 'search index', run: searchIndex.run },
  { name: 'markdown twins', run: markdown.run },
  { name: 'finish pages', run: finishPages.run },
]

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  loadEnv()
  const outDir = path.resolve(process.argv[2] ?? 'out')
  for (const step of POST_BUILD_STEPS) {
    const started = Date.now()
    console.log(`${step.name}: ${await step.run(outDir)} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  }
}
