import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/i18n'

/** Plain share links (no third-party script): the network's own share URL with the post's address. */
export async function ShareLinks({ locale, url, title }: { locale: Locale; url: string; title: string }) {
  const t = await getTranslations({ locale, namespace: 'Blog' })
  const u = encodeURIComponent(url)
  const links = [
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'X', href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ]
  return (
    <section aria-labelledby="share-title" className="mt-10 rounded-card border border-border p-5">
      <h2 id="share-title" className="font-semibold">
        {t('share')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('shareOn', { network: link.network })}
              className="inline-flex min-h-10 items-center rounded-lg border border-border px-4 text-sm font-medium hover:border-accent hover:text-accent"
            >
              {link.network}
            </a>
          </li>
        ))}
        <li>
          <a
            href={`mailto:?subject=${encodeURIComponent(title)}&body=${u}`}
            className="inline-flex min-h-10 items-center rounded-lg border border-border px-4 text-sm font-medium hover:border-accent hover:text-accent"
          >
            {t('shareByEmail')}
          </a>
        </li>
      </ul>
    </section>
  )
}
