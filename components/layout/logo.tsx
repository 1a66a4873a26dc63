/** The Track wordmark: a check mark in a rounded square, then the name. */
export function Logo() {
  return (
    <span className="site-logo">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="fill-accent" />
        <path
          d="M9 16.5l4.5 4.5L23 11.5"
          fill="none"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-accent-fg"
        />
      </svg>
      Track
    </span>
  )
}
