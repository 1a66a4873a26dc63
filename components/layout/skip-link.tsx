export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href="#content"
      className="sr-only z-50 rounded-lg bg-accent px-4 py-3 font-semibold text-accent-fg focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {label}
    </a>
  )
}
