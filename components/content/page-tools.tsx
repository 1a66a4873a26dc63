import { getTranslations } from 'next-intl/server'
import { ChevronDownIcon, ExternalIcon } from '@/components/ui/icons'
import { ACTION, ACTIONS } from '@/lib/data-attributes/layout'
import { DISCLOSURE, ENHANCED_NEEDS, NEEDS } from '@/lib/data-attributes/page'
import { MARKDOWN_SOURCE } from '@/lib/data-attributes/page-tools'
import { type Locale, localePath } from '@/lib/i18n'
import { absoluteUrl } from '@/lib/metadata'

const control =
  'inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-lg border border-border px-3 font-medium text-fg hover:border-accent hover:text-accent'

/**
 * Under the title of a help page or post: the page for an AI assistant. "Copy page" puts its Markdown twin
 * (scripts/steps/markdown.ts) on the clipboard, or says it could not (lib/browser/page-tools.ts; without JavaScript it is not
 * shown), and a menu
 * opens the page in ChatGPT or Claude with a question ready, or shows the Markdown itself.
 */
export async function PageTools({ locale, path }: { locale: Locale; path: string }) {
  const t = await getTranslations({ locale, namespace: 'PageTools' })
  const twin = `${localePath(locale, path)}.md`
  const prompt = encodeURIComponent(t('prompt', { url: absoluteUrl(twin) }))
  const external = [
    { label: t('chatgpt'), href: `https://chatgpt.com/?hints=search&prompt=${prompt}` },
    { label: t('claude'), href: `https://claude.ai/new?q=${prompt}` },
  ]
  return (
    <div {...NEEDS.prop(ENHANCED_NEEDS.pageTools)} className="mt-5 flex flex-wrap items-center gap-2 text-sm" data-pagefind-ignore>
      <button
        type="button"
        {...ACTION.prop(ACTIONS.copyPage)}
        {...MARKDOWN_SOURCE.prop(twin)}
        className={`group ${control} [html:not([data-js])_&]:hidden`}
      >
        <span className="group-data-copied:hidden group-data-copy-failed:hidden">{t('copy')}</span>
        <span className="hidden group-data-copied:inline" role="status">
          {t('copied')}
        </span>
        <span className="hidden text-danger group-data-copy-failed:inline" role="status">
          {t('copyFailed')}
        </span>
      </button>
      <details {...DISCLOSURE.prop()} className="group relative">
        <summary className={`${control} list-none [&::-webkit-details-marker]:hidden`}>
          {t('ask')}
          <ChevronDownIcon className="transition-transform group-open:rotate-180" width={16} height={16} />
        </summary>
        <ul className="absolute left-0 z-10 mt-2 w-60 rounded-card border border-border bg-bg p-1 shadow-lg">
          {external.map(({ label, href }) => (
            <li key={href}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex min-h-10 items-center gap-1.5 rounded-lg px-3 hover:bg-surface"
              >
                {label}
                <ExternalIcon width={14} height={14} />
                <span className="sr-only">{t('externalHint')}</span>
              </a>
            </li>
          ))}
          <li>
            <a href={twin} type="text/markdown" className="flex min-h-10 items-center rounded-lg px-3 hover:bg-surface">
              {t('markdown')}
            </a>
          </li>
        </ul>
      </details>
    </div>
  )
}
