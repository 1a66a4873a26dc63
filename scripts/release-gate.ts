// The release gate of `npm run build:production` (lib/release-gate.ts says what it lets through): the launch
// checklist of this checkout and the French texts still missing or outdated, printed; returns whether the production
// build may start. scripts/build.ts runs it first with --production.
import { currentLaunchItems } from './check-launch'
import { allEntries, gitHistory, readChecked, statusOf } from './translation-status'
import { type PendingTranslation, releaseGate } from '@/lib/release-gate'

export function passReleaseGate(allowed: { allowLaunchItems: boolean; allowPendingTranslations: boolean }, root = process.cwd()): boolean {
  const history = gitHistory(root)
  const translations: PendingTranslation[] = statusOf(allEntries(root), history, readChecked(root)).flatMap(({ entry, status }) =>
    status === 'translated'
      ? []
      : [{ id: entry.id, status, where: entry.parts[0].french?.file ?? entry.parts[0].english.file.replace('/en/', '/fr/') }],
  )
  const { open, report } = releaseGate({
    launchItems: currentLaunchItems(),
    translations,
    outdatedKnown: history !== null,
    ...allowed,
  })
  console.log(report.join('\n'))
  return open
}
