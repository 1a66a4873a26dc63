import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/link'
import { type Locale, localePath } from '@/lib/i18n'

export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' })
  const links = [
    { href: '/', label: t('home') },
    { href: '/docs/intro', label: t('faq') },
    { href: '/blog', label: t('blog') },
  ]
  return (
    <div className="mx-auto max-w-reading px-4 py-24 text-center">
      <p className="text-sm font-semibold text-accent">404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-4 text-lg text-muted">{t('text')}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {links.map((link, i) => (
          <li key={link.href}>
            <Link
              href={localePath(locale, link.href)}
              className={
                i === 0
                  ? 'inline-flex min-h-11 items-center rounded-lg bg-accent px-5 font-semibold text-accent-fg hover:bg-accent-strong'
                  : 'inline-flex min-h-11 items-center rounded-lg border border-border px-5 font-semibold hover:bg-surface'
              }
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
