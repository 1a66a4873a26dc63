import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Breadcrumbs } from '@/components/docs/breadcrumbs'
import { DocsShell } from '@/components/docs/docs-shell'
import { Pager } from '@/components/docs/pager'
import { TableOfContents } from '@/components/docs/table-of-contents'
import { JsonLd } from '@/components/json-ld'
import { getMdxComponents } from '@/components/mdx/mdx-components'
import { MdxContent } from '@/components/mdx/mdx-content'
import { docTitle, getCategory, getDoc, getDocNeighbours, getDocSlugs, tocOf } from '@/lib/content'
import { extractFaq } from '@/lib/faq'
import { formatDate } from '@/lib/format'
import { type Locale, localePath, locales } from '@/lib/i18n'
import { createMetadata } from '@/lib/metadata'
import { faqPage } from '@/lib/structured-data'

export const dynamicParams = false
export function generateStaticParams() {
  return locales.flatMap((locale) => getDocSlugs().map((slug) => ({ locale, slug: slug.split('/') })))
}

type Props = { params: Promise<{ locale: Locale; slug: string[] }> }

const FAQ_SLUG = 'intro'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const doc = getDoc(locale, slug.join('/'))
  if (!doc) return {}
  return createMetadata({ locale, path: doc.path, title: doc.title, description: doc.description })
}

export default async function DocPage({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const doc = getDoc(locale, slug.join('/'))
  if (!doc) notFound()
  const t = await getTranslations({ locale, namespace: 'Docs' })
  const category = doc.category ? getCategory(doc.category) : undefined
  const { previous, next } = getDocNeighbours(locale, doc.slug)
  const toc = tocOf(doc)
  const crumbs = [
    { name: t('home'), path: '/docs' },
    ...(category ? [{ name: category.label[locale], path: `/docs/category/${category.id}` }] : []),
    { name: doc.title, path: doc.path },
  ]

  return (
    <DocsShell locale={locale} activePath={doc.path} toc={<TableOfContents locale={locale} items={toc} />}>
      <Breadcrumbs locale={locale} crumbs={crumbs} />
      {/* What the search index (scripts/build/search-index.mjs) reads: this article only, minus its navigation. */}
      <article className="mt-6" data-pagefind-body data-pagefind-meta={`section:${t('home')}`}>
        <h1 className="text-4xl font-bold tracking-tight" data-pagefind-meta="title">
          {doc.title}
        </h1>
        <p className="mt-3 text-lg text-muted">{doc.description}</p>
        {toc.length > 0 && (
          <details className="mt-6 rounded-card border border-border p-4 xl:hidden" data-pagefind-ignore>
            <summary className="min-h-6 cursor-pointer font-semibold">{t('onThisPage')}</summary>
            <div className="mt-3">
              <TableOfContents locale={locale} items={toc} showTitle={false} />
            </div>
          </details>
        )}
        <div className="mt-8">
          <MdxContent code={doc.body.code} components={await getMdxComponents(locale)} />
        </div>
        {doc.lastModified && (
          <p className="mt-10 text-sm text-muted" data-testid="last-updated" data-pagefind-ignore>
            {t('lastUpdated', { date: formatDate(locale, doc.lastModified) })}
          </p>
        )}
      </article>
      <Pager
        label={{ nav: t('pager'), previous: t('previous'), next: t('next') }}
        previous={previous && { href: localePath(locale, previous.path), title: docTitle(previous) }}
        next={next && { href: localePath(locale, next.path), title: docTitle(next) }}
      />
      {doc.slug === FAQ_SLUG && <JsonLd data={faqPage(extractFaq(doc.body.raw))} />}
    </DocsShell>
  )
}
