// Where the browser tests find the export: served with the headers of out/_headers (as a CDN would), and on the next
// port without any header (as a plain bucket would). Read by playwright.config.ts and the specs.
export const PORT = Number(process.env.E2E_PORT ?? 4330)
export const ORIGIN = `http://127.0.0.1:${PORT}`
export const BARE_ORIGIN = `http://127.0.0.1:${PORT + 1}`
