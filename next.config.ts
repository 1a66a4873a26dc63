import { execFileSync } from 'node:child_process'
import os from 'node:os'
import type { NextConfig } from 'next'
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./i18n/request.ts')

/** `git` output for the commit being built, or null outside a git checkout. */
function git(...args: string[]): string | null {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null
  } catch {
    return null
  }
}

/** The commit being built, so that two builds of one commit give the same files (Next's default id is random). */
const commitBuildId = () => git('rev-parse', '--short=12', 'HEAD')
/** The year of the commit being built, for the copyright line: in the commit's own time zone, so any machine builds the same files. */
const commitYear = () => git('log', '-1', '--format=%cd', '--date=format:%Y')

/**
 * A basePath or an assetPrefix moves the app's chunks away from /_next/static/, where the post-build steps find them
 * (scripts/steps/defer-scripts.ts) and the headers give them their long cache (scripts/steps/headers.ts): refused here
 * rather than half supported.
 */
function refuseMovedAssets(config: NextConfig): NextConfig {
  for (const key of ['basePath', 'assetPrefix'] as const) {
    if (config[key]) {
      throw new Error(
        `next.config.ts: ${key} "${config[key]}" is not supported: the build's post-export steps expect the app at / and its chunks under /_next/static/ (docs/architecture.md)`,
      )
    }
  }
  return config
}

export default function config(phase: string): NextConfig {
  const dev = phase === PHASE_DEVELOPMENT_SERVER
  return refuseMovedAssets(
    withNextIntl({
      // The build is a static export; scripts/postexport.ts then moves out/en/** to out/ so English
      // lives at bare paths. `next dev` has no such move, so a dev-only rewrite serves English at
      // bare paths there (rewrites are not supported with output: 'export').
      ...(dev ? {} : { output: 'export' as const }),
      trailingSlash: false,
      images: { unoptimized: true },
      poweredByHeader: false,
      generateBuildId: async () => process.env.BUILD_ID ?? commitBuildId(),
      env: { TRACK_COMMIT_YEAR: process.env.TRACK_COMMIT_YEAR ?? commitYear() ?? '' },
      reactStrictMode: true,
      // `npm test` runs tsc over the whole repository in its own stage before it builds, and says so with
      // TRACK_TYPES_CHECKED=1: Next's own check of the same files would cost a quarter of the build again.
      typescript: { ignoreBuildErrors: process.env.TRACK_TYPES_CHECKED === '1' },
      // Outside `next dev`, Contentlayer's documents are read from its JSON files rather than compiled into the server's
      // chunks (lib/content-data.ts says why); `next dev` keeps Contentlayer's module, whose changes update the page.
      ...(dev ? {} : { turbopack: { resolveAlias: { 'contentlayer/generated': './lib/content-data.ts' } } }),
      experimental: {
        // Prerender with every core: Next keeps one for itself by default, but its main process only waits meanwhile
        // (1000 posts per language build about a minute faster on 2 cores: npm run bench:scale).
        cpus: os.availableParallelism(),
        // The stylesheet in a <style> in each page rather than a <link>: one round trip fewer before the first paint.
        // Largest contentful paint 10–42 % sooner on every page type on a throttled phone and desktop (npm run
        // bench:field); each page then carries about 12 KB more gzip (Next also puts the CSS in React's payload, once
        // per layout or boundary that imports it: only app/[locale]/layout.tsx does), and return visits paint as soon
        // as before. docs/performance.md has the figures; the policy allows it by hash.
        inlineCss: true,
      },
      ...(dev && {
        async rewrites() {
          return {
            beforeFiles: [
              { source: '/', destination: '/en' },
              { source: '/:path((?!fr(?:/|$)|en(?:/|$)|_next/|favicon\\.ico|.*\\..*).*)', destination: '/en/:path' },
            ],
          }
        },
      }),
    }),
  )
}
