import { useMDXComponent } from 'next-contentlayer2/hooks'
import type { MDXComponents } from 'mdx/types'

/** Renders a Contentlayer MDX body on the server (none of it ships as client JavaScript). */
export function MdxContent({ code, components }: { code: string; components: MDXComponents }) {
  const Component = useMDXComponent(code)
  return (
    <div className="prose max-w-none prose-headings:scroll-mt-24 prose-a:font-medium prose-a:text-accent prose-table:text-base">
      <Component components={components} />
    </div>
  )
}
