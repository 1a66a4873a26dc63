'use client'
// Last resort when the [locale] layout itself fails: no layout, no messages, so both languages at once.
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '40rem', margin: '4rem auto', padding: '0 1rem' }}>
        <div role="alert" style={{ border: '2px solid #b91c1c', background: '#fdecec', color: '#0f172a', borderRadius: 12, padding: 24 }}>
          <h1 style={{ color: '#b91c1c', margin: 0 }}>This page crashed.</h1>
          <p lang="fr" style={{ margin: '4px 0 0' }}>
            Cette page a planté.
          </p>
          <p>
            <code>{error.message || error.name}</code>
          </p>
          <button type="button" onClick={reset} style={{ minHeight: 40, padding: '0 16px' }}>
            Try again / Réessayer
          </button>
        </div>
      </body>
    </html>
  )
}
