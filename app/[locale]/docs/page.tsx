import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { DocCard } from '@/components/docs/doc-card'
import { DocsShell } from '@/components/docs/docs-shell'
import { getCategories, getDocsByCategory } from '@/lib/content'
import { type Locale, localePath } from '@/lib/i18n'
import { createMetadata } from '@/lib/metadata'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Docs' })
  return createMetadata({ locale, path: '/docs', title: t('title'), description: t('description') })
}

export default async function DocsRootPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Docs' })
  return (
    <DocsShell locale={locale} activePath="/docs">
      <h1 className="text-4xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-3 text-lg text-muted">{t('intro')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2" data-testid="docs-categories">
        <li>
          <DocCard href={localePath(locale, '/docs/intro')} title={t('faqCardTitle')} description={t('faqCardText')} />
        </li>
        {getCategories().map((category) => (
          <li key={category.id}>
            <DocCard
              href={localePath(locale, `/docs/category/${category.id}`)}
              title={category.label[locale]}
              description={category.description[locale]}
              meta={t('docsCount', { count: getDocsByCategory(locale, category.id).length })}
            />
          </li>
        ))}
      </ul>
    </DocsShell>
  )
}
