import type messages from './messages/en.json'
import type { routing } from './i18n/routing'

// Types next-intl's message keys from en.json: a missing or misspelt key is a type error.
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number]
    Messages: typeof messages
  }
}
