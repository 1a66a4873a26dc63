import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/link'
import { type Locale, localePath } from '@/lib/i18n'
import { site } from '@/lib/site'
import { CloseIcon } from '@/components/ui/icons'
import { ACTION, ACTIONS, ANNOUNCEMENT } from '@/lib/data-attributes/layout'
import { ANNOUNCEMENT_ID } from '@/lib/data-attributes/page'

/** The optional bar above the navbar (site config). Hidden before paint once dismissed: see lib/head-script.ts. */
export async function AnnouncementBar({ locale }: { locale: Locale }) {
  const { announcement } = site
  if (!announcement.enabled) return null
  const t = await getTranslations({ locale, namespace: 'Announcement' })
  return (
    <div {...ANNOUNCEMENT.prop()} className="bg-accent-soft text-fg" role="region" aria-label={t('label')}>
      <div className="mx-auto flex min-h-11 max-w-page items-center justify-center gap-3 px-4 py-1 text-sm">
        <p>
          {announcement.text[locale]}{' '}
          {announcement.link && (
            <Link href={localePath(locale, announcement.link.href)} className="font-semibold text-accent underline underline-offset-2">
              {announcement.link.label[locale]}
            </Link>
          )}
        </p>
        <button
          type="button"
          {...ACTION.prop(ACTIONS.dismissAnnouncement)}
          {...ANNOUNCEMENT_ID.prop(announcement.id)}
          aria-label={t('dismiss')}
          data-testid="dismiss-announcement"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-bg/60"
        >
          <CloseIcon width={16} height={16} />
        </button>
      </div>
    </div>
  )
}
