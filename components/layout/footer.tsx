import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/link'
import { ExternalIcon } from '@/components/ui/icons'
import { type Locale, localePath } from '@/lib/i18n'
import { footerGroups, type NavLink } from '@/lib/navigation'
import { site } from '@/lib/site'
import { Logo } from './logo'
import { ACTION, ACTIONS } from '@/lib/data-attributes/layout'
import { NEEDS } from '@/lib/data-attributes/page'

export async function Footer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Footer' })
  const tNav = await getTranslations({ locale, namespace: 'Nav' })
  const label = (link: NavLink) => (typeof link.label === 'string' ? tNav(link.label) : link.label.text)
  return (
    <footer className="mt-16 border-t border-border bg-surface">
      <div className="mx-auto grid max-w-page gap-10 px-4 py-12 sm:grid-cols-2 md:grid-cols-4">
        <div>
          <Logo />
        </div>
        {footerGroups.map((group) => (
          <nav key={group.id} aria-labelledby={`footer-${group.id}`}>
            <h2 id={`footer-${group.id}`} className="text-sm font-semibold">
              {t(group.id)}
            </h2>
            <ul className="mt-3 space-y-1">
              {group.links.map((link) => (
                <li key={link.href}>
                  {link.kind === 'internal' ? (
                    <Link href={localePath(locale, link.href)} className="footer-link">
                      {label(link)}
                    </Link>
                  ) : (
                    <a href={link.href} className="footer-link" target="_blank" rel="noopener noreferrer">
                      {label(link)}
                      <ExternalIcon width={14} height={14} />
                      <span className="sr-only">{t('externalHint')}</span>
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-page flex-wrap items-center justify-between gap-3 px-4 py-5 text-sm text-muted">
          <p>{t('copyright', { year: site.copyrightYear })}</p>
          {site.gaId && (
            <button
              type="button"
              {...ACTION.prop(ACTIONS.openConsent)}
              {...NEEDS.prop('consent')}
              className="min-h-8 text-sm text-muted underline underline-offset-2 hover:text-accent"
            >
              {t('cookieSettings')}
            </button>
          )}
        </div>
      </div>
    </footer>
  )
}
