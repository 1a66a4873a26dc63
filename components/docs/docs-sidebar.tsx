import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/link'
import { getSidebar, type SidebarMore, sidebarFor } from '@/lib/content'
import { type Locale, localePath } from '@/lib/i18n'
import { CollapsibleCategory } from './collapsible-category'
import { DOCS_SIDEBAR } from '@/lib/data-attributes/content'

/**
 * The one docs sidebar: the docs ordered by position, categories folding, the current page marked and its category
 * open. Its size does not grow with the help centre's: a long list shows the pages near the current one and a link to
 * the page listing them all, and with many pages only the current category lists its pages (sidebarFor in
 * lib/content.ts). Its links are styled in app/globals.css ([data-docs-sidebar] a).
 */
export async function DocsSidebar({ locale, activePath }: { locale: Locale; activePath: string }) {
  const t = await getTranslations({ locale, namespace: 'Docs' })
  const items = sidebarFor(getSidebar(locale), activePath)
  const current = (path: string) => (path === activePath ? 'page' : undefined)
  // A page not translated yet keeps its English title, marked as English.
  const titleLang = (doc: { lang: string }) => (doc.lang !== locale ? doc.lang : undefined)
  const more = (link: SidebarMore) => (
    <li key={`more-${link.path}`}>
      <Link href={localePath(locale, link.path)}>{t('allPages', { count: link.count })}</Link>
    </li>
  )
  return (
    // No client component inside: the categories fold through lib/browser/enhance.ts (lib/browser/collapse.ts).
    <nav aria-label={t('sidebar')} data-testid="docs-sidebar" {...DOCS_SIDEBAR.prop()}>
      <ul className="space-y-0.5">
        <li>
          <Link href={localePath(locale, '/docs')} aria-current={current('/docs')}>
            {t('overview')}
          </Link>
        </li>
        {items.map((item) =>
          item.kind === 'more' ? (
            more(item)
          ) : item.kind === 'doc' ? (
            <li key={item.path}>
              <Link href={localePath(locale, item.path)} aria-current={current(item.path)} lang={titleLang(item)}>
                {item.title}
              </Link>
            </li>
          ) : item.listed ? (
            <li key={item.path} data-category={item.category.id}>
              <CollapsibleCategory
                // Rendered anew when the current page moves into or out of the category, so it opens.
                key={String(item.open)}
                id={`docs-category-${item.category.id}`}
                label={item.category.label[locale]}
                toggleLabel={t('toggleCategory')}
                open={item.open}
                header={
                  <Link href={localePath(locale, item.path)} className="font-medium" aria-current={current(item.path)}>
                    {item.category.label[locale]}
                  </Link>
                }
              >
                <ul className="ml-3 mt-0.5 space-y-0.5 border-l border-border pl-2">
                  {item.docs.map((doc) => (
                    <li key={doc.path}>
                      <Link href={localePath(locale, doc.path)} aria-current={current(doc.path)} lang={titleLang(doc)}>
                        {doc.title}
                      </Link>
                    </li>
                  ))}
                  {item.more && more(item.more)}
                </ul>
              </CollapsibleCategory>
            </li>
          ) : (
            <li key={item.path} data-category={item.category.id}>
              <Link href={localePath(locale, item.path)} className="font-medium">
                {item.category.label[locale]}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}
