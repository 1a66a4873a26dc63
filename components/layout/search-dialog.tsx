import { getTranslations } from 'next-intl/server'
import { CloseIcon, SearchIcon } from '@/components/ui/icons'
import type { Locale } from '@/lib/i18n'
import {
  SEARCH_CLOSE,
  SEARCH_DIALOG,
  SEARCH_INPUT,
  SEARCH_MESSAGES,
  SEARCH_PROTOTYPE,
  SEARCH_RESULTS,
  SEARCH_STATUS,
  SLOT,
} from '@/lib/data-attributes/search'

const kbd = 'rounded border border-border bg-surface px-1.5 py-0.5 font-sans text-xs text-fg'

/**
 * The search dialog, rendered on every page and closed. lib/search.ts (loaded on first use) opens it, fills the
 * results from copies of the hidden result prototype below and reads its messages from the data-* attributes,
 * so the client code carries no markup, class names or strings.
 */
export async function SearchDialog({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Search' })

  return (
    <dialog
      {...SEARCH_DIALOG.prop()}
      aria-labelledby="search-title"
      {...SEARCH_MESSAGES.loading.prop(t('loading'))}
      {...SEARCH_MESSAGES.error.prop(t('error'))}
      {...SEARCH_MESSAGES.noResults.prop(t.raw('noResults'))}
      {...SEARCH_MESSAGES.resultsOne.prop(t.raw('resultsOne'))}
      {...SEARCH_MESSAGES.resultsOther.prop(t.raw('resultsOther'))}
      {...SEARCH_MESSAGES.resultsShown.prop(t.raw('resultsShown'))}
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
        <p {...SEARCH_STATUS.prop()} role="status" className="px-4 pt-3 text-sm text-muted" />
        <div
          id="search-results"
          {...SEARCH_RESULTS.prop()}
          role="listbox"
          aria-label={t('results')}
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2"
        />
        <div hidden {...SEARCH_PROTOTYPE.prop()}>
          {/* Copied once per result, which sets its href. Focus stays in the field; the arrows move aria-activedescendant. */}
          <a
            role="option"
            aria-selected="false"
            tabIndex={-1}
            className="block rounded-lg px-3 py-2.5 hover:bg-surface aria-selected:bg-accent-soft aria-selected:outline-2 aria-selected:outline-accent"
          >
            <span className="flex items-baseline justify-between gap-3">
              <span {...SLOT.prop('title')} className="font-semibold text-fg" />
              <span {...SLOT.prop('section')} className="shrink-0 text-xs font-medium text-muted" />
            </span>
            <span
              {...SLOT.prop('excerpt')}
              className="mt-1 block text-sm text-muted [&_mark]:rounded-sm [&_mark]:bg-accent-soft [&_mark]:font-semibold [&_mark]:text-fg"
            />
          </a>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-border px-4 py-2.5 text-xs text-muted">
          <p>{t('scope')}</p>
          <p className="hidden items-center gap-1.5 sm:flex">
            <kbd className={kbd}>↑</kbd>
            <kbd className={kbd}>↓</kbd>
            <span className="mr-2">{t('keyMove')}</span>
            <kbd className={kbd}>{t('enterKey')}</kbd>
            <span className="mr-2">{t('keyOpen')}</span>
            <kbd className={kbd}>{t('escapeKey')}</kbd>
            <span>{t('keyClose')}</span>
          </p>
          <p className="hidden w-full sm:block">{t('shortcut')}</p>
        </div>
      </div>
    </dialog>
  )
}
