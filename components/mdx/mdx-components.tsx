// The components MDX content renders with, for Contentlayer documents and for Markdown held in data files.
import type { MDXComponents } from 'mdx/types'
import { getTranslations } from 'next-intl/server'
import type { ComponentProps, ReactNode } from 'react'
import { Link } from '@/components/link'
import { ExternalIcon } from '@/components/ui/icons'
import { typeset } from '@/lib/french-typography'
import type { Locale } from '@/lib/i18n'
import { site } from '@/lib/site'
import { Callout, type CalloutType } from './callout'

function Heading({ as: Tag, id, children, anchorLabel }: { as: 'h2' | 'h3'; id?: string; children?: ReactNode; anchorLabel: string }) {
  return (
    <Tag id={id} className="group">
      {children}
      {/* Coloured and weighted as every link of the content (app/prose.css): the accent, as it always looked. */}
      {id && (
        <a href={`#${id}`} className="heading-anchor" aria-label={anchorLabel}>
          #
        </a>
      )}
    </Tag>
  )
}

function MdxLink({ href = '', children, ...props }: ComponentProps<'a'>) {
  if (href.startsWith('/') || href.startsWith('#')) {
    return (
      <Link href={href} {...props}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <ExternalIcon width={14} height={14} className="ml-0.5 inline align-baseline" />
    </a>
  )
}

export async function getMdxComponents(locale: Locale): Promise<MDXComponents> {
  const t = await getTranslations({ locale, namespace: 'Mdx' })
  const calloutTitles: Record<CalloutType, string> = { info: t('note'), tip: t('tip'), warning: t('warning') }
  return {
    h2: (props) => <Heading as="h2" {...props} anchorLabel={t('anchor', { heading: textOf(props.children) })} />,
    h3: (props) => <Heading as="h3" {...props} anchorLabel={t('anchor', { heading: textOf(props.children) })} />,
    a: MdxLink,
    table: (props) => (
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('table')}>
        <table {...props} />
      </div>
    ),
    img: ({ alt = '', ...props }) => (
      // Content images are static files of any size: next/image cannot optimise them in an export.
      // eslint-disable-next-line @next/next/no-img-element
      <img alt={alt} loading="lazy" decoding="async" {...props} />
    ),
    Callout: ({ type, title, children }: { type?: CalloutType; title?: string; children: ReactNode }) => (
      // A title is a JSX attribute, which the MDX typography step leaves alone (lib/remark-french-typography.ts).
      <Callout type={type} title={title === undefined ? undefined : typeset(locale, title)} defaultTitle={calloutTitles[type ?? 'info']}>
        {children}
      </Callout>
    ),
    SupportEmail: () => <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>,
  }
}

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node)
  if (Array.isArray(node)) return node.map(textOf).join('')
  if (node && typeof node === 'object' && 'props' in node) return textOf((node.props as { children?: ReactNode }).children)
  return ''
}
