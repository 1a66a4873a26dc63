import type { ReactNode } from 'react'
import { AlertIcon, InfoIcon, LightbulbIcon } from '@/components/ui/icons'

export type CalloutType = 'info' | 'tip' | 'warning'

const STYLES: Record<CalloutType, { box: string; icon: typeof InfoIcon }> = {
  info: { box: 'border-accent/40 bg-accent-soft', icon: InfoIcon },
  tip: { box: 'border-success/40 bg-success-soft', icon: LightbulbIcon },
  warning: { box: 'border-warning/50 bg-warning-soft', icon: AlertIcon },
}

/** An admonition box for MDX: `<Callout type="tip" title="Good to know">…</Callout>`. */
export function Callout({
  type = 'info',
  title,
  defaultTitle,
  children,
}: {
  type?: CalloutType
  title?: string
  defaultTitle: string
  children: ReactNode
}) {
  const style = STYLES[type] ?? STYLES.info
  const Icon = style.icon
  return (
    <aside className={`not-prose my-6 rounded-card border-l-4 border ${style.box} p-4`} data-callout={type}>
      <p className="flex items-center gap-2 font-semibold text-fg">
        <Icon width={18} height={18} />
        {title ?? defaultTitle}
      </p>
      <div className="mt-2 text-fg [&_a]:text-accent [&_a]:underline [&>p+p]:mt-2 [&_ol]:ml-5 [&_ol]:list-decimal [&_ul]:ml-5 [&_ul]:list-disc">
        {children}
      </div>
    </aside>
  )
}
