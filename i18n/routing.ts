import { defineRouting } from 'next-intl/routing'
import { defaultLocale, locales } from '@/lib/i18n'

// next-intl is used on the server only (getTranslations); client islands get plain strings as props.
export const routing = defineRouting({ locales, defaultLocale, localePrefix: 'as-needed' })
