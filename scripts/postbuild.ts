// `npx tsx scripts/postbuild.ts [outDir]`: runs again, on an existing export, the build's stages that work on the
// export alone (scripts/stages.ts: social cards, search index and Markdown twins side by side, then the finish pass),
// with the deployment values loaded as the build loads them (scripts/env.ts). For working on one of those steps
// without building again.
import path from 'node:path'
import { loadEnv } from './env'
import { runStages, STAGES, StageFailure, stageTable } from './stages'

loadEnv()
const started = Date.now()
try {
  const timings = await runStages(
    STAGES.filter((stage) => stage.onExport),
    { outDir: path.resolve(process.argv[2] ?? 'out'), env: { ...process.env } },
  )
  console.log(`\n${stageTable(timings, Date.now() - started)}`)
} catch (error) {
  if (!(error instanceof StageFailure)) throw error
  console.error(`\n${error.message}`)
  process.exit(1)
}
