import { getTranslations } from 'next-intl/server'
import { InfoIcon } from '@/components/ui/icons'
import type { Locale } from '@/lib/i18n'

/**
 * At the top of a help page or post shown in a language it is not translated into yet: says so, in the page's
 * language, above the original text (marked with its own language).
 */
export async function UntranslatedNotice({ locale, kind }: { locale: Locale; kind: 'page' | 'post' }) {
  const t = await getTranslations({ locale, namespace: 'Untranslated' })
  return (
    <p
      role="note"
      data-testid="untranslated-notice"
      className="mb-6 flex items-center gap-2 rounded-card border border-border bg-surface px-4 py-3 text-sm text-fg"
    >
      <InfoIcon width={18} height={18} className="shrink-0 text-accent" />
      {t(kind)}
    </p>
  )
}
