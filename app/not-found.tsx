import Link from 'next/link'
import './globals.css'

// Next's generic 404 (out/404.html before scripts/postexport.mjs replaces it with the localized one).
// It is rendered outside [locale], so it renders <html> and <body> itself.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="mx-auto max-w-reading px-4 py-24 text-center font-sans">
        <h1 className="text-4xl font-bold">Page not found</h1>
        <p className="mt-6">
          <Link href="/" className="text-accent underline">
            Back to the home page
          </Link>
        </p>
      </body>
    </html>
  )
}
