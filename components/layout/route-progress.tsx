import { ROUTE_PROGRESS } from '@/lib/data-attributes/layout'
/** A thin bar, shown by lib/browser/enhance.ts when a route change takes longer than 200 ms. */
export function RouteProgress({ label }: { label: string }) {
  return (
    <div
      hidden
      {...ROUTE_PROGRESS.prop()}
      role="progressbar"
      aria-label={label}
      data-testid="route-progress"
      className="fixed inset-x-0 top-0 z-[60] h-[3px] overflow-hidden bg-accent-soft"
    >
      <div className="h-full w-1/3 animate-[progress_1.2s_ease-in-out_infinite] bg-accent motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  )
}
