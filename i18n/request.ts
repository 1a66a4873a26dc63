import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'
import { typesetMessages } from '@/lib/french-typography'
import { routing } from './routing'

const typeset = new Map<string, unknown>()

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  const messages = (await import(`../messages/${locale}.json`)).default
  // French typography is the build's job, not the translators' (lib/french-typography.ts).
  if (locale !== 'fr') return { locale, messages }
  if (!typeset.has(locale)) typeset.set(locale, typesetMessages(messages))
  return { locale, messages: typeset.get(locale) as typeof messages }
})
