import { getTranslations } from 'next-intl/server'
import { ACTION, ACTIONS } from '@/lib/data-attributes/layout'
import { ENHANCED_NEEDS, NEEDS } from '@/lib/data-attributes/page'
import { HELPFUL, HELPFUL_REASON, HELPFUL_SUPPORT } from '@/lib/data-attributes/page-tools'
import type { Locale } from '@/lib/i18n'
import { site } from '@/lib/site'

const REASONS = ['missing', 'unclear', 'wrong', 'other'] as const
const button =
  'inline-flex min-h-10 min-w-16 cursor-pointer items-center justify-center rounded-lg border border-border px-4 font-semibold text-fg hover:border-accent hover:text-accent'

/**
 * At the end of every help page: "Was this page helpful?". Yes says thanks; No asks what was wrong and offers to
 * write to support with the page named (lib/browser/page-tools.ts; CSS shows each step from the box's data-answer). An answer
 * is an analytics event only with the visitor's consent. Without JavaScript, a plain link to write to support.
 */
export async function Helpful({ locale, title, url }: { locale: Locale; title: string; url: string }) {
  const t = await getTranslations({ locale, namespace: 'Helpful' })
  const mail = `mailto:${site.supportEmail}?subject=${encodeURIComponent(t('subject', { title }))}&body=${encodeURIComponent(t('body', { url }))}`
  return (
    <section
      {...HELPFUL.prop()}
      {...NEEDS.prop(ENHANCED_NEEDS.pageTools)}
      aria-labelledby="helpful-title"
      className="group mt-12 rounded-card border border-border bg-surface p-5"
      data-pagefind-ignore
      data-testid="helpful"
    >
      <h2 id="helpful-title" className="text-base font-semibold">
        {t('question')}
      </h2>
      <div className="mt-3 flex gap-2 group-data-answer:hidden [html:not([data-js])_&]:hidden">
        <button type="button" {...ACTION.prop(ACTIONS.helpfulYes)} className={button}>
          {t('yes')}
        </button>
        <button type="button" {...ACTION.prop(ACTIONS.helpfulNo)} className={button}>
          {t('no')}
        </button>
      </div>
      <p role="status" tabIndex={-1} className="mt-2 hidden outline-none group-data-answer:block">
        {t('thanks')}
      </p>
      <div className="mt-3 hidden group-data-[answer=no]:block">
        <fieldset>
          <legend className="font-medium">{t('why')}</legend>
          <div className="mt-2 flex flex-col gap-1">
            {REASONS.map((reason) => (
              <label key={reason} className="flex min-h-8 cursor-pointer items-center gap-2">
                <input type="radio" name="helpful-reason" value={reason} {...HELPFUL_REASON.prop()} className="accent-accent" />
                {t(`reasons.${reason}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <p className="mt-3">
          <a href={mail} {...HELPFUL_SUPPORT.prop()} className="font-semibold text-accent underline underline-offset-2">
            {t('writeToSupport')}
          </a>
        </p>
      </div>
      <p className="mt-2 [html[data-js]_&]:hidden">
        <a href={mail} className="font-semibold text-accent underline underline-offset-2">
          {t('writeToSupport')}
        </a>
      </p>
    </section>
  )
}
