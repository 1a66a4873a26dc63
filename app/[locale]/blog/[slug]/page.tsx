import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { BlogShell } from '@/components/blog/blog-shell'
import { OutdatedNotice } from '@/components/content/outdated-notice'
import { PageTools } from '@/components/content/page-tools'
import { UntranslatedNotice } from '@/components/content/untranslated-notice'
import { authorNames, PostMeta, TagLinks } from '@/components/blog/post-meta'
import { ShareLinks } from '@/components/blog/share-links'
import { Pager } from '@/components/docs/pager'
import { TableOfContents } from '@/components/docs/table-of-contents'
import { TocHighlighter } from '@/components/docs/toc-highlighter'
import { JsonLd } from '@/components/json-ld'
import { Link } from '@/components/link'
import { getMdxComponents } from '@/components/mdx/mdx-components'
import { MdxContent } from '@/components/mdx/mdx-content'
import { getPost, getPostNeighbours, getPostSlugs, isUntranslated, postLanguages, textLangOf, tocOf } from '@/lib/content'
import { type Locale, localePath, locales } from '@/lib/i18n'
import { absoluteUrl, blogFeeds, createMetadata } from '@/lib/metadata'
import { blogPosting } from '@/lib/structured-data'

export const dynamicParams = false
export function generateStaticParams() {
  return locales.flatMap((locale) => getPostSlugs().map((slug) => ({ locale, slug })))
}

type Props = { params: Promise<{ locale: Locale; slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const post = getPost(locale, slug)
  if (!post) return {}
  return createMetadata({
    locale,
    path: post.path,
    title: post.title,
    description: post.description,
    type: 'article',
    publishedTime: post.date,
    image: post.image,
    feeds: blogFeeds(locale),
    languages: postLanguages(post.slug),
    markdown: true,
  })
}

export default async function PostPage({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const post = getPost(locale, slug)
  if (!post) notFound()
  const t = await getTranslations({ locale, namespace: 'Blog' })
  const { newer, older } = getPostNeighbours(locale, slug)
  const toc = tocOf(post)
  const names = await authorNames(locale, post.authors)
  // Not translated yet: the English text, marked as such, under a notice in the page's language; left out of the
  // search index, the sitemap and the feeds, its original being the page to find.
  const untranslated = isUntranslated(post, locale)
  const textLang = textLangOf(post, locale)
  const uiLang = untranslated ? locale : undefined
  const neighbour = (p: typeof newer) => p && { href: localePath(locale, p.path), title: p.title, lang: textLangOf(p, locale) }

  return (
    <>
      {toc.length > 0 && <TocHighlighter ids={toc.map((item) => item.id)} />}
      <BlogShell locale={locale} activeSlug={post.slug}>
        {untranslated && <UntranslatedNotice locale={locale} kind="post" />}
        {/* What the search index (scripts/steps/search-index.ts) reads: this article only, minus its navigation. */}
        <article lang={textLang} {...(!untranslated && { 'data-pagefind-body': '', 'data-pagefind-filter': 'type:blog' })}>
          <header>
            <div data-pagefind-ignore lang={uiLang}>
              <PostMeta locale={locale} post={post} />
            </div>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance" data-pagefind-meta="title">
              {post.title}
            </h1>
            {post.translationOutdated && <OutdatedNotice locale={locale} kind="post" path={post.path} />}
            <p className="mt-4 text-lg text-muted" data-pagefind-ignore>
              {post.description}
            </p>
            <div lang={uiLang}>
              <PageTools locale={locale} path={post.path} />
            </div>
            <div className="mt-5" data-pagefind-ignore lang={uiLang}>
              <TagLinks locale={locale} tags={post.tags} label={t('tags')} />
            </div>
          </header>
          {post.image && (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={post.image} alt={post.imageAlt ?? ''} width={1200} height={630} className="mt-8 h-auto w-full rounded-card" />
          )}
          {toc.length > 0 && (
            <div className="mt-8 rounded-card border border-border p-5" data-pagefind-ignore lang={uiLang}>
              <TableOfContents locale={locale} items={toc} itemsLang={textLang} />
            </div>
          )}
          <div className="mt-8 max-w-reading">
            <MdxContent code={post.body.code} components={await getMdxComponents(post.locale as Locale)} />
          </div>
          <aside className="mt-10 rounded-card bg-accent-soft p-6" data-pagefind-ignore lang={uiLang}>
            <p className="font-semibold">{t('cta')}</p>
            <Link
              href={localePath(locale, '/get')}
              className="mt-4 inline-flex min-h-10 items-center rounded-lg bg-accent px-4 font-semibold text-accent-fg hover:bg-accent-strong"
            >
              {t('ctaButton')}
            </Link>
          </aside>
          <div data-pagefind-ignore lang={uiLang}>
            <ShareLinks locale={locale} url={absoluteUrl(localePath(locale, post.path))} title={post.title} />
          </div>
        </article>
        <Pager label={{ nav: t('pager'), previous: t('newer'), next: t('older') }} previous={neighbour(newer)} next={neighbour(older)} />
        <JsonLd
          data={blogPosting({
            // The post's own language: a post not translated yet is described as the English original it is.
            locale: post.locale as Locale,
            path: post.path,
            title: post.title,
            description: post.description,
            date: post.date,
            modified: post.lastModified,
            authors: names,
            image: post.image,
            keywords: post.tags,
          })}
        />
      </BlogShell>
    </>
  )
}
