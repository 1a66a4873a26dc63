// The release gate of `npm run build:production`: a production build starts only when nothing sample is left
// (lib/launch-checklist.ts) and every French text is there and up to date (scripts/translation-status.ts), unless
// the person building allows the rest on purpose, with a flag the report repeats. Required values are never allowed:
// the site cannot work without them. Pure, for unit tests: scripts/release-gate.ts gathers the inputs.
import { KIND_LABELS, type LaunchItem } from './launch-checklist'

export interface PendingTranslation {
  /** `docs/intro`, `messages › Nav` */
  id: string
  status: 'missing' | 'outdated'
  /** The French file to write or update */
  where: string
}

export interface GateInputs {
  launchItems: LaunchItem[]
  /** Missing or outdated French texts. */
  translations: PendingTranslation[]
  /** False in a shallow clone: git history is needed to tell an outdated translation. */
  outdatedKnown: boolean
  allowLaunchItems: boolean
  allowPendingTranslations: boolean
}

/** The production build's options that open the gate on purpose (scripts/build.ts), named without their `--`. */
export const ALLOW_LAUNCH_ITEMS = 'allow-launch-items'
export const ALLOW_PENDING_TRANSLATIONS = 'allow-pending-translations'

export interface GateResult {
  /** Whether the production build may start. */
  open: boolean
  /** What to print, line by line. */
  report: string[]
}

export function releaseGate(inputs: GateInputs): GateResult {
  const { launchItems, translations, outdatedKnown, allowLaunchItems, allowPendingTranslations } = inputs
  const report: string[] = []
  const required = launchItems.filter((item) => item.kind === 'required')
  const allowable = launchItems.filter((item) => item.kind !== 'required')
  const blocked: string[] = []

  if (launchItems.length > 0) {
    report.push(`Launch checklist (npm run check:launch): ${launchItems.length} left`)
    for (const item of launchItems) report.push(`  ✗ ${item.where} = ${item.value}`, `      ${item.about} (${KIND_LABELS[item.kind]})`)
  }
  if (required.length > 0) blocked.push(`${required.length} required values are still samples: confirm them in the files named above`)
  if (allowable.length > 0) {
    if (allowLaunchItems)
      report.push(`⚠ ${allowable.length} launch items allowed by --${ALLOW_LAUNCH_ITEMS}: withheld samples stay off every page`)
    else blocked.push(`${allowable.length} launch items are left (to go live with them on purpose: --${ALLOW_LAUNCH_ITEMS})`)
  }

  if (translations.length > 0) {
    report.push(`Translations (npm run translations): ${translations.length} pending`)
    for (const t of translations) report.push(`  ✗ ${t.status.padEnd(8)} ${t.id}  (${t.where})`)
  }
  if (!outdatedKnown) {
    report.push(
      'Translations: this is a shallow clone, so an outdated French text cannot be told apart (git fetch --unshallow, or your host’s full-clone setting)',
    )
  }
  const translationProblems = translations.length > 0 || !outdatedKnown
  if (translationProblems) {
    if (allowPendingTranslations) report.push(`⚠ pending translations allowed by --${ALLOW_PENDING_TRANSLATIONS}`)
    else {
      blocked.push(
        `${translations.length > 0 ? `${translations.length} French texts are missing or outdated` : 'outdated French texts cannot be ruled out'} (to go live with English first on purpose: --${ALLOW_PENDING_TRANSLATIONS})`,
      )
    }
  }

  if (blocked.length > 0) report.push('', '✗ The production build cannot start:', ...blocked.map((reason) => `  - ${reason}`))
  else report.push('', '✓ Release gate open: building for production.')
  return { open: blocked.length === 0, report }
}
