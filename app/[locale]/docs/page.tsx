import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { DocCard } from '@/components/docs/doc-card'
import { DocsShell } from '@/components/docs/docs-shell'
import { getCategories, getDocs, getDocsByCategory, textLangOf } from '@/lib/content'
import { type Locale, localePath } from '@/lib/i18n'
import { createMetadata } from '@/lib/metadata'

/** The FAQ, a page outside any category that the overview shows first, under a title of its own. */
const FAQ_PATH = '/docs/intro'

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
          <DocCard href={localePath(locale, FAQ_PATH)} title={t('faqCardTitle')} description={t('faqCardText')} />
        </li>
        {/* Any other page outside a category: the sidebar's link to all of them, once they are many, leads here. */}
        {getDocs(locale)
          .filter((doc) => !doc.category && doc.path !== FAQ_PATH)
          .map((doc) => (
            <li key={doc.slug}>
              <DocCard href={localePath(locale, doc.path)} title={doc.title} description={doc.description} lang={textLangOf(doc, locale)} />
            </li>
          ))}
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
