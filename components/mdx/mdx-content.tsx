import type { MDXComponents } from 'mdx/types'
import { useMDXComponent } from 'next-contentlayer2/hooks'

/** Renders a Contentlayer MDX body on the server (none of it ships as client JavaScript). */
export function MdxContent({ code, components }: { code: string; components: MDXComponents }) {
  const Component = useMDXComponent(code)
  return (
    <div className="prose">
      {/* A server component renders once per page: the component built from the code is never reset. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Component components={components} />
    </div>
  )
}
