import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/link'
import { ChevronDownIcon, CloseIcon, GlobeIcon, MenuIcon, SearchIcon } from '@/components/ui/icons'
import { type Locale, localePath } from '@/lib/i18n'
import { downloadLink, navbarLinks } from '@/lib/navigation'
import { LanguageLinks } from './language-links'
import { Logo } from './logo'
import { ThemeToggle } from './theme-toggle'
import { ACTION, ACTIONS, NAVBAR, TRAP_FOCUS } from '@/lib/data-attributes/layout'
import { DISCLOSURE } from '@/lib/data-attributes/page'

const summaryReset = 'cursor-pointer list-none [&::-webkit-details-marker]:hidden'

/** The main links as a list: once in the navbar's row, once in the phone's menu, each styled by its own classes. */
function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: { href: string; label: string }[]
  className: string
  linkClassName: string
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/**
 * The fixed navbar (docs/product.md#layout). Its menus are <details> elements, so they open without JavaScript;
 * SiteBehaviour adds hide-on-scroll, Escape, focus trapping and closing on navigation.
 */
export async function Navbar({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Nav' })
  const tLang = await getTranslations({ locale, namespace: 'Language' })
  const tTheme = await getTranslations({ locale, namespace: 'Theme' })
  const tSearch = await getTranslations({ locale, namespace: 'Search' })
  const languageNames = { en: tLang('en'), fr: tLang('fr') }
  const links = navbarLinks.map((link) => ({ href: localePath(locale, link.href), label: t(link.label) }))
  const download = { href: localePath(locale, downloadLink.href), label: t(downloadLink.label) }

  return (
    <header
      {...NAVBAR.prop()}
      className="sticky top-0 z-40 h-nav border-b border-border bg-bg/95 backdrop-blur supports-[backdrop-filter]:bg-bg/85 motion-safe:transition-transform motion-safe:duration-200 data-[hidden]:-translate-y-full"
    >
      <nav aria-label={t('mainNavigation')} className="relative mx-auto flex h-full max-w-page items-center gap-2 px-4">
        <Link href={localePath(locale, '/')} className="mr-2 flex min-h-10 items-center rounded-lg" aria-label={t('home')}>
          <Logo />
        </Link>
        <LinkList links={links} className="hidden items-center gap-0.5 nav:flex" linkClassName="nav-link" />
        <div className="ml-auto flex items-center gap-1">
          {/* Opens the search dialog (lib/browser/search.ts, loaded on first use); hidden when JavaScript does not run. */}
          <button
            type="button"
            {...ACTION.prop(ACTIONS.openSearch)}
            aria-haspopup="dialog"
            aria-keyshortcuts="/ Control+K Meta+K"
            className="inline-flex size-10 items-center justify-center gap-2 rounded-lg text-fg hover:bg-surface xl:w-auto xl:border xl:border-border xl:px-3 xl:text-sm xl:font-medium xl:text-muted xl:hover:text-fg [html:not([data-js])_&]:hidden"
          >
            <SearchIcon className="shrink-0" />
            <span className="sr-only xl:not-sr-only">{tSearch('button')}</span>
            <kbd aria-hidden="true" className="hidden rounded border border-border bg-surface px-1.5 font-sans text-xs text-fg xl:inline">
              /
            </kbd>
          </button>
          <Link
            href={download.href}
            className="hidden min-h-10 items-center rounded-lg bg-accent px-4 text-sm font-semibold text-accent-fg hover:bg-accent-strong nav:inline-flex"
          >
            {download.label}
          </Link>
          <details {...DISCLOSURE.prop()} className="group relative hidden nav:block" data-testid="language-menu">
            <summary
              className={`flex min-h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium hover:bg-surface ${summaryReset}`}
              // The name holds the visible code (WCAG 2.5.3, label in name): "Language: EN, English".
              aria-label={tLang('menu', { code: locale.toUpperCase(), name: languageNames[locale] })}
            >
              <GlobeIcon />
              <span aria-hidden="true">{locale.toUpperCase()}</span>
              <ChevronDownIcon className="transition-transform group-open:rotate-180" width={16} height={16} />
            </summary>
            <ul className="absolute right-0 mt-2 w-40 rounded-card border border-border bg-bg p-1 shadow-lg">
              <LanguageLinks locale={locale} names={languageNames} className="language-link" />
            </ul>
          </details>
          <ThemeToggle label={tTheme('toggle')} />
          <details {...DISCLOSURE.prop()} {...TRAP_FOCUS.prop()} className="group nav:hidden" data-testid="mobile-menu">
            <summary
              className={`flex size-10 items-center justify-center rounded-lg hover:bg-surface ${summaryReset}`}
              data-testid="mobile-menu-button"
            >
              <MenuIcon className="group-open:hidden" />
              <CloseIcon className="hidden group-open:block" />
              <span className="sr-only group-open:hidden">{t('openMenu')}</span>
              <span className="sr-only hidden group-open:inline">{t('closeMenu')}</span>
            </summary>
            <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--nav-height))] overflow-y-auto border-b border-border bg-bg px-4 pb-6 pt-2 shadow-lg">
              <LinkList links={links} className="flex flex-col" linkClassName="menu-link" />
              <Link
                href={download.href}
                className="mt-3 flex min-h-11 items-center justify-center rounded-lg bg-accent font-semibold text-accent-fg hover:bg-accent-strong"
              >
                {download.label}
              </Link>
              <p className="mt-4 border-t border-border px-2 pt-3 text-sm text-muted">{tLang('label')}</p>
              <ul className="mt-1 flex gap-2">
                <LanguageLinks locale={locale} names={languageNames} className="language-link" />
              </ul>
            </div>
          </details>
        </div>
      </nav>
    </header>
  )
}
