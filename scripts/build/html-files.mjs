// The HTML files of an export, for the post-build steps: paths relative to outDir with `/` separators, sorted, so
// the same export always gives the same order (and so the same output files).
import fs from 'node:fs'
import path from 'node:path'

/** Every `.html` file under outDir, apart from those in the top-level folders named in `skip` (Next's `_next` by default). */
export function htmlFiles(outDir, skip = ['_next']) {
  const files = []
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!(dir === outDir && skip.includes(entry.name))) walk(full)
      } else if (entry.name.endsWith('.html')) files.push(path.relative(outDir, full).split(path.sep).join('/'))
    }
  }
  walk(outDir)
  return files.sort()
}
