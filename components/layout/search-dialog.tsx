import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/link'
import { CloseIcon, SearchIcon } from '@/components/ui/icons'
import { type Locale, localePath } from '@/lib/i18n'
import { SEARCH_CLOSE, SEARCH_DIALOG, SEARCH_INPUT } from '@/lib/data-attributes/search'
import {
  SEARCH_HELP,
  SEARCH_MESSAGES,
  SEARCH_PROTOTYPE,
  SEARCH_RESULTS,
  SEARCH_STATUS,
  SEARCH_TYPE,
  SLOT,
} from '@/lib/data-attributes/search-dialog'

/**
 * The search dialog, rendered on every page and closed. lib/browser/search.ts (loaded on first use) opens it, fills the
 * results from copies of the hidden result prototype below and reads its messages from the data-* attributes,
 * so the client code carries no markup, class names or strings.
 */
export async function SearchDialog({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Search' })

  return (
    // No client component inside: lib/browser/search.ts gives it its behaviour.
    <dialog
      {...SEARCH_DIALOG.prop()}
      aria-labelledby="search-title"
      {...SEARCH_MESSAGES.loading.prop(t('loading'))}
      {...SEARCH_MESSAGES.error.prop(t('error'))}
      {...SEARCH_MESSAGES.noResults.prop(t.raw('noResults'))}
      {...SEARCH_MESSAGES.resultsOne.prop(t.raw('resultsOne'))}
      {...SEARCH_MESSAGES.resultsOther.prop(t.raw('resultsOther'))}
      {...SEARCH_MESSAGES.resultsShown.prop(t.raw('resultsShown'))}
      {...SEARCH_MESSAGES.typeHelp.prop(t('typeHelp'))}
      {...SEARCH_MESSAGES.typeBlog.prop(t('typeBlog'))}
      {...SEARCH_MESSAGES.typeComparison.prop(t('typeComparison'))}
      className="mx-auto mt-[8vh] mb-auto w-[calc(100%-2rem)] max-w-2xl rounded-card border border-border bg-bg p-0 text-fg shadow-2xl backdrop:bg-bg/80 backdrop:backdrop-blur-sm"
    >
      <div className="flex max-h-[80dvh] flex-col">
        <div className="flex items-center gap-2 border-b border-border pr-2 pl-4">
          <SearchIcon className="shrink-0 text-muted" />
          <label htmlFor="search-input" id="search-title" className="sr-only">
            {t('title')}
          </label>
          <input
            id="search-input"
            {...SEARCH_INPUT.prop()}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded="false"
            aria-controls="search-results"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={t('placeholder')}
            className="min-h-14 min-w-0 flex-1 bg-transparent text-base text-fg outline-none placeholder:text-muted"
          />
          <button
            type="button"
            {...SEARCH_CLOSE.prop()}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-fg hover:bg-surface"
          >
            <CloseIcon />
            <span className="sr-only">{t('close')}</span>
          </button>
        </div>
        <fieldset className="flex flex-wrap items-center gap-2 px-4 pt-3">
          <legend className="sr-only">{t('filter')}</legend>
          {(['', 'help', 'blog', 'comparison'] as const).map((type) => (
            <label key={type} className="search-filter">
              <input
                type="radio"
                name="search-type"
                value={type}
                defaultChecked={type === ''}
                {...SEARCH_TYPE.prop()}
                className="sr-only"
              />
              {type === '' ? t('all') : t(type === 'help' ? 'typeHelp' : type === 'blog' ? 'typeBlog' : 'typeComparison')}
            </label>
          ))}
        </fieldset>
        <p {...SEARCH_STATUS.prop()} role="status" className="px-4 pt-3 text-sm text-muted" />
        <div
          id="search-results"
          {...SEARCH_RESULTS.prop()}
          role="listbox"
          aria-label={t('results')}
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2"
        />
        <div hidden {...SEARCH_HELP.prop()} className="border-t border-border px-4 py-3 text-sm">
          <p className="text-muted">{t('elsewhere')}</p>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 font-semibold">
            <li>
              <Link href={localePath(locale, '/docs/intro')} className="text-accent underline underline-offset-2">
                {t('elsewhereFaq')}
              </Link>
            </li>
            <li>
              <Link href={localePath(locale, '/docs')} className="text-accent underline underline-offset-2">
                {t('elsewhereTopics')}
              </Link>
            </li>
            <li>
              <Link href={localePath(locale, '/docs/contact-support')} className="text-accent underline underline-offset-2">
                {t('elsewhereSupport')}
              </Link>
            </li>
          </ul>
        </div>
        <div hidden {...SEARCH_PROTOTYPE.prop()}>
          {/* Copied once per result, which sets its href. Focus stays in the field; the arrows move aria-activedescendant.
              A section listed under its page's first result (data-sub-result) shows its heading and excerpt only. */}
          <a
            role="option"
            aria-selected="false"
            tabIndex={-1}
            className="group block rounded-lg px-3 py-2.5 hover:bg-surface aria-selected:bg-accent-soft aria-selected:outline-2 aria-selected:outline-accent data-sub-result:ml-4 data-sub-result:border-l-2 data-sub-result:border-border data-sub-result:py-1.5"
          >
            <span className="flex items-baseline justify-between gap-3 group-data-sub-result:hidden">
              <span {...SLOT.prop('title')} className="font-semibold text-fg" />
              <span {...SLOT.prop('kind')} className="shrink-0 text-xs font-medium text-muted" />
            </span>
            <span {...SLOT.prop('heading')} className="block text-sm font-medium text-accent" />
            <span
              {...SLOT.prop('excerpt')}
              className="mt-1 block text-sm text-muted [&_mark]:rounded-sm [&_mark]:bg-accent-soft [&_mark]:font-semibold [&_mark]:text-fg"
            />
          </a>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-border px-4 py-2.5 text-xs text-muted">
          <p>{t('scope')}</p>
          <p className="hidden items-center gap-1.5 sm:flex">
            <kbd className="search-key">↑</kbd>
            <kbd className="search-key">↓</kbd>
            <span className="mr-2">{t('keyMove')}</span>
            <kbd className="search-key">{t('enterKey')}</kbd>
            <span className="mr-2">{t('keyOpen')}</span>
            <kbd className="search-key">{t('escapeKey')}</kbd>
            <span>{t('keyClose')}</span>
          </p>
          <p className="hidden w-full sm:block">{t('shortcut')}</p>
        </div>
      </div>
    </dialog>
  )
}
