import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/i18n'
import type { TocItem } from '@/lib/toc'
import { TOC_LINK } from '@/lib/data-attributes/content'

/**
 * "On this page": the h2 and h3 of the page. The page renders <TocHighlighter> once beside it, not in each of its
 * lists, which marks the current one while scrolling.
 */
export async function TableOfContents({
  locale,
  items,
  showTitle = true,
  itemsLang,
}: {
  locale: Locale
  items: TocItem[]
  /** The language of the headings, when it differs from the page's (a page not translated yet). */
  itemsLang?: string
  /** Off where a <summary> around it already says "On this page". */
  showTitle?: boolean
}) {
  if (items.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'Docs' })
  return (
    <nav aria-label={t('onThisPage')} data-testid="toc">
      {showTitle && <h2 className="text-sm font-semibold">{t('onThisPage')}</h2>}
      <ul className="mt-3 space-y-1 border-l border-border text-sm" lang={itemsLang}>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              {...TOC_LINK.prop(item.id)}
              data-depth={item.depth}
              className={`toc-link ${item.depth === 3 ? 'pl-6' : 'pl-3'}`}
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
