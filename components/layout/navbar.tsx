import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/link'
import { type Locale, localePath } from '@/lib/i18n'
import { downloadLink, navbarLinks } from '@/lib/navigation'
import { HideOnScrollHeader } from './hide-on-scroll-header'
import { LanguageMenu } from './language-menu'
import { Logo } from './logo'
import { MobileLanguageLinks } from './mobile-language-links'
import { MobileMenu } from './mobile-menu'
import { ThemeToggle } from './theme-toggle'

export async function Navbar({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Nav' })
  const tLang = await getTranslations({ locale, namespace: 'Language' })
  const tTheme = await getTranslations({ locale, namespace: 'Theme' })
  const languageNames = { en: tLang('en'), fr: tLang('fr') }
  const links = navbarLinks.map((link) => ({ href: localePath(locale, link.href), label: t(link.label) }))
  const download = { href: localePath(locale, downloadLink.href), label: t(downloadLink.label) }

  return (
    <HideOnScrollHeader>
      <nav aria-label={t('mainNavigation')} className="relative mx-auto flex h-full max-w-page items-center gap-2 px-4">
        <Link href={localePath(locale, '/')} className="mr-2 flex min-h-10 items-center rounded-lg" aria-label={t('home')}>
          <Logo />
        </Link>
        <ul className="hidden items-center gap-0.5 nav:flex">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="flex min-h-10 items-center rounded-lg px-2.5 text-sm font-medium text-fg hover:bg-surface hover:text-accent"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-1">
          <Link
            href={download.href}
            className="hidden min-h-10 items-center rounded-lg bg-accent px-4 text-sm font-semibold text-accent-fg hover:bg-accent-strong nav:inline-flex"
          >
            {download.label}
          </Link>
          <div className="hidden nav:block">
            <LanguageMenu locale={locale} label={tLang('label')} names={languageNames} />
          </div>
          <ThemeToggle label={tTheme('toggle')} />
          <MobileMenu openLabel={t('openMenu')} closeLabel={t('closeMenu')}>
            <ul className="flex flex-col">
              {links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="flex min-h-11 items-center rounded-lg px-2 font-medium hover:bg-surface">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              href={download.href}
              className="mt-3 flex min-h-11 items-center justify-center rounded-lg bg-accent font-semibold text-accent-fg hover:bg-accent-strong"
            >
              {download.label}
            </Link>
            <MobileLanguageLinks locale={locale} label={tLang('label')} names={languageNames} />
          </MobileMenu>
        </div>
      </nav>
    </HideOnScrollHeader>
  )
}
