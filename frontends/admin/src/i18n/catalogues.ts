import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import type { AdminLanguage } from './admin-language';

/**
 * What the back office needs to speak a language: react-intl's messages (English needs none: the
 * messages' defaults are English), antd's own texts (pagination, empty states, pickers) and the
 * name of dayjs's locale, which antd's date pickers read for month and weekday names.
 */
export interface AdminCatalogue {
  messages: Record<string, string>;
  antd: Locale;
  dayjs: string;
}

/**
 * English names antd's own locale, already its default, rather than none: antd wraps the screens
 * in one more provider when given a locale, and a wrapper that appears on switching language
 * would mount every screen anew, losing what was typed.
 */
const ENGLISH: AdminCatalogue = { messages: {}, antd: enUS, dayjs: 'en' };

/** Each language but English is a chunk of its own, loaded only by an admin who reads it. */
export async function loadCatalogue(language: AdminLanguage): Promise<AdminCatalogue> {
  if (language === 'en') return ENGLISH;
  const [messages, antd] = await Promise.all([
    import(/* webpackChunkName: "admin-it" */ './it').then((m) => m.default),
    import(/* webpackChunkName: "admin-it" */ 'antd/locale/it_IT').then((m) => m.default),
    // Registers the locale with dayjs; AdminIntl switches to it.
    import(/* webpackChunkName: "admin-it" */ 'dayjs/locale/it'),
  ]);
  return { messages, antd, dayjs: 'it' };
}

export function englishCatalogue(): AdminCatalogue {
  return ENGLISH;
}
