// Steps that work on the finished export (out/), after the English move and the sitemap:
// social images, the search index, scripts deferred until the first paint, then the security headers (last: they hash the final HTML).
// Usage: node scripts/postbuild.mjs [outDir=out]
import path from 'node:path'

const OUT = path.resolve(process.argv[2] ?? 'out')
const steps = ['og-images', 'search-index', 'defer-scripts', 'headers']

for (const step of steps) {
  const started = Date.now()
  const { run } = await import(`./build/${step}.mjs`)
  const summary = await run(OUT)
  console.log(`postbuild: ${step} ${summary ?? ''} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}
