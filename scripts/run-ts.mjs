// Runs a TypeScript script of this repository with Node: esbuild bundles it (and the modules it imports from the
// repository, `@/` paths included) into node_modules/.cache/run-ts/, which Node then imports; packages stay external.
// Usage: node scripts/run-ts.mjs scripts/check-launch.ts [args…]
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const [entry, ...args] = process.argv.slice(2)
if (!entry) throw new Error('usage: node scripts/run-ts.mjs <script.ts> [args…]')
const outfile = path.resolve('node_modules/.cache/run-ts', `${path.basename(entry, '.ts')}.mjs`)
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  logLevel: 'error',
})
process.argv = [process.argv[0], path.resolve(entry), ...args]
await import(pathToFileURL(outfile).href)
