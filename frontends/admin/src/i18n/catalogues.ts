import type { Locale } from 'antd/es/locale';
import type { AdminLanguage } from './admin-language';

/**
 * What the back office needs to speak a language: react-intl's messages (English needs none: the
 * messages' defaults are English) and antd's own texts (date pickers, pagination, empty states).
 */
export interface AdminCatalogue {
  messages: Record<string, string>;
  antd: Locale | undefined;
}

const ENGLISH: AdminCatalogue = { messages: {}, antd: undefined };

/** Each language but English is a chunk of its own, loaded only by an admin who reads it. */
export async function loadCatalogue(language: AdminLanguage): Promise<AdminCatalogue> {
  if (language === 'en') return ENGLISH;
  const [messages, antd] = await Promise.all([import(/* webpackChunkName: "admin-it" */ './it').then((m) => m.default), import(/* webpackChunkName: "admin-it" */ 'antd/locale/it_IT').then((m) => m.default)]);
  return { messages, antd };
}

export function englishCatalogue(): AdminCatalogue {
  return ENGLISH;
}
