import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/link'
import { type Locale, localePath } from '@/lib/i18n'

/** The closing call to action of a marketing page: one button to the download page. */
export async function GetAppCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'GetAppCta' })
  return (
    <section aria-labelledby="get-app" className="rounded-card border border-border bg-surface p-8 text-center md:p-12">
      <h2 id="get-app" className="text-3xl font-bold tracking-tight text-balance">
        {t('title')}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-lg text-muted">{t('text')}</p>
      <Link
        href={localePath(locale, '/get')}
        className="mt-6 inline-flex min-h-12 items-center rounded-lg bg-accent px-6 text-lg font-semibold text-accent-fg transition-colors duration-150 hover:bg-accent-strong motion-reduce:transition-none"
      >
        {t('button')}
      </Link>
    </section>
  )
}
