import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { MenuIcon } from '@/components/ui/icons'
import type { Locale } from '@/lib/i18n'
import { DocsSidebar } from './docs-sidebar'
import { DISCLOSURE } from '@/lib/data-attributes/page'

const SIDEBAR_ID = 'docs-sidebar'

/**
 * The three columns of the help centre: sidebar, page, table of contents. Below 996 px the sidebar folds behind a
 * button. The sidebar is rendered once for both: the button is a `<details>` of its own, and the sidebar after it opens
 * with it (`peer-open`, no JavaScript needed). Rendered twice, it was the largest part of a help page's markup and of
 * its React payload, and grew with the number of pages.
 */
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
    <div className="mx-auto grid max-w-page px-4 py-8 nav:grid-cols-[16rem_minmax(0,1fr)] nav:gap-x-8">
      <details
        {...DISCLOSURE.prop()}
        className="peer rounded-card border border-border open:rounded-b-none nav:hidden"
        data-testid="docs-menu"
      >
        <summary
          aria-controls={SIDEBAR_ID}
          className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 font-medium [&::-webkit-details-marker]:hidden"
        >
          <MenuIcon width={18} height={18} />
          {t('menu')}
        </summary>
      </details>
      <aside
        id={SIDEBAR_ID}
        className="hidden rounded-b-card border border-t-0 border-border p-2 peer-open:block nav:block nav:rounded-none nav:border-0 nav:p-0"
      >
        <div className="nav:sticky nav:top-[calc(var(--nav-height)+1rem)] nav:max-h-[calc(100dvh-var(--nav-height)-2rem)] nav:overflow-y-auto nav:pr-2">
          <DocsSidebar locale={locale} activePath={activePath} />
        </div>
      </aside>
      <div className="mt-6 flex min-w-0 gap-10 nav:mt-0">
        <div className="min-w-0 max-w-reading flex-1">{children}</div>
        {toc && (
          <aside className="hidden w-56 shrink-0 xl:block">
            <div className="sticky top-[calc(var(--nav-height)+1rem)]">{toc}</div>
          </aside>
        )}
      </div>
    </div>
  )
}
