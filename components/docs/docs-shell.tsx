import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { MenuIcon } from '@/components/ui/icons'
import type { Locale } from '@/lib/i18n'
import { DocsSidebar } from './docs-sidebar'
import { DISCLOSURE } from '@/lib/data-attributes/page'

/** The three columns of the help centre: sidebar, page, table of contents. Below 996 px the sidebar folds behind a button. */
export async function DocsShell({
  locale,
  activePath,
  toc,
  children,
}: {
  locale: Locale
  activePath: string
  toc?: ReactNode
  children: ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'Docs' })
  return (
    <div className="mx-auto flex max-w-page gap-8 px-4 py-8">
      <aside className="hidden w-64 shrink-0 nav:block">
        <div className="sticky top-[calc(var(--nav-height)+1rem)] max-h-[calc(100dvh-var(--nav-height)-2rem)] overflow-y-auto pr-2">
          <DocsSidebar locale={locale} activePath={activePath} />
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <details {...DISCLOSURE.prop()} className="mb-6 rounded-card border border-border nav:hidden" data-testid="docs-menu">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 font-medium [&::-webkit-details-marker]:hidden">
            <MenuIcon width={18} height={18} />
            {t('menu')}
          </summary>
          <div className="border-t border-border p-2">
            <DocsSidebar locale={locale} activePath={activePath} />
          </div>
        </details>
        <div className="flex gap-10">
          <div className="min-w-0 max-w-reading flex-1">{children}</div>
          {toc && (
            <aside className="hidden w-56 shrink-0 xl:block">
              <div className="sticky top-[calc(var(--nav-height)+1rem)]">{toc}</div>
            </aside>
          )}
        </div>
      </div>
    </div>
  )
}
