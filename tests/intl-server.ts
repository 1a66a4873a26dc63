// getTranslations of next-intl/server for unit tests of server components: the real messages and ICU formatting,
// without a request. A test file uses it with `vi.mock('next-intl/server', () => intlServerMock())`.
import { createTranslator } from 'next-intl'
import en from '@/messages/en.json'
import fr from '@/messages/fr.json'
import type { Locale } from '@/lib/i18n'

const messages = { en, fr }

export function intlServerMock() {
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
      createTranslator({ locale, messages: messages[locale], namespace: namespace as never }),
  }
}
