// The page tools of help pages and posts, as plain DOM code over server-rendered markup, fetched by lib/browser/enhance.ts
// the first time one is used: "Copy page" (the page's Markdown twin on the clipboard) and "Was this page helpful?".
// An answer leaves the browser only as an analytics event, and only when the visitor has accepted analytics
// (lib/browser/analytics.ts: without consent or without analytics, nothing is sent); the visitor gets the thanks and the
// link to support either way.
import { readConsent } from '@/lib/browser/analytics'
import { browserStorage } from '@/lib/browser/browser-storage'
import {
  COPIED,
  COPY_FAILED,
  HELPFUL,
  HELPFUL_ANSWER,
  HELPFUL_REASON,
  HELPFUL_SUPPORT,
  MARKDOWN_SOURCE,
} from '@/lib/data-attributes/page-tools'

/**
 * Puts the Markdown twin the button names on the clipboard, and marks the button COPIED for a few seconds. When that
 * fails (offline, the twin missing, the clipboard refused), the button says so (COPY_FAILED, until the next try: the
 * visitor can still open the Markdown from the menu beside it) and the console gets the cause.
 */
export async function copyPage(button: HTMLElement): Promise<void> {
  const source = button.getAttribute(MARKDOWN_SOURCE.name)
  if (!source) throw new Error(`a copy-page button without ${MARKDOWN_SOURCE.name}`)
  button.removeAttribute(COPY_FAILED.name)
  try {
    const response = await fetch(source)
    if (!response.ok) throw new Error(`${source}: ${response.status}`)
    await navigator.clipboard.writeText(await response.text())
  } catch (error) {
    button.setAttribute(COPY_FAILED.name, '')
    console.error('Copy page: the page could not be copied', error)
    return
  }
  button.setAttribute(COPIED.name, '')
  setTimeout(() => button.removeAttribute(COPIED.name), 3000)
}

/**
 * An analytics event, sent only with the visitor's stored consent and where analytics runs: where the browser refuses
 * storage, the consent given on this page is not known here, and nothing is sent.
 */
export function sendEvent(name: string, params: Record<string, string>) {
  if (readConsent(browserStorage('localStorage')) !== 'granted' || !window.gtag) return
  window.gtag('event', name, { ...params, page_path: window.location.pathname })
}

/** The mailto: link to support with the page named, and the reason when one was chosen. */
export function supportLink(link: HTMLAnchorElement, reason?: string) {
  const url = new URL(link.href)
  const body = url.searchParams.get('body') ?? ''
  const base = body.split('\n\n')[0]
  url.searchParams.set('body', reason ? `${base}\n\n${reason}\n\n` : body)
  // mailto: wants %20 for spaces; URLSearchParams writes +.
  link.href = url.href.replace(/\+/g, '%20')
}

const listening = new WeakSet<HTMLElement>()

/** "Yes" or "No": the box shows its next step (CSS, by HELPFUL_ANSWER), and the answer becomes an event. */
export function answerHelpful(button: HTMLElement, answer: 'yes' | 'no') {
  const box = button.closest<HTMLElement>(HELPFUL.selector())
  if (!box) throw new Error(`a helpful button outside ${HELPFUL.selector()}`)
  box.setAttribute(HELPFUL_ANSWER.name, answer)
  sendEvent('page_helpful', { answer })
  if (answer === 'no' && !listening.has(box)) {
    listening.add(box)
    box.addEventListener('change', (event) => {
      const reason = (event.target as Element).closest<HTMLInputElement>(`input${HELPFUL_REASON.selector()}`)
      if (!reason) return
      sendEvent('page_helpful_reason', { reason: reason.value })
      const link = box.querySelector<HTMLAnchorElement>(`a${HELPFUL_SUPPORT.selector()}`)
      if (link) supportLink(link, reason.labels?.[0]?.textContent?.trim() ?? reason.value)
    })
  }
  box.querySelector<HTMLElement>('[role="status"]')?.focus()
}
