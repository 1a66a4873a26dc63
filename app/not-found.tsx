// Next's generic 404 (out/404.html before scripts/postexport.ts replaces it with the localized one).
// It is rendered outside [locale], so it renders <html> and <body> itself. It imports no stylesheet on purpose: Next
// puts this boundary in every page's React payload, and with `experimental.inlineCss` a stylesheet imported here
// travelled as one more copy of the whole CSS (12 KB gzip) in every page and every route-data file.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="mx-auto max-w-reading px-4 py-24 text-center font-sans">
        <h1 className="text-4xl font-bold">Page not found</h1>
        <p className="mt-6">
          {/* A full load is right here: this page has no layout, and next/link would ship its client code to every page. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className="text-accent underline">
            Back to the home page
          </a>
        </p>
      </body>
    </html>
  )
}
