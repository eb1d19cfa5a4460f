import { create } from 'zustand';

/** The back office languages: English (the source, whose texts are the messages' defaults) and Italian. */
export const ADMIN_LANGUAGES = ['en', 'it'] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

/** Each language in its own name, as the language control lists them: a reader finds their own whatever is shown. */
export const ADMIN_LANGUAGE_NAMES: Readonly<Record<AdminLanguage, string>> = { en: 'English', it: 'Italiano' };

const STORAGE_KEY = 'costiera.admin.language';

export function isAdminLanguage(value: unknown): value is AdminLanguage {
  return typeof value === 'string' && (ADMIN_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language this browser last showed the back office in: the sign-in screen uses it before
 * anyone is signed in; once an admin is, their own choice (on their account) replaces it.
 */
function remembered(): AdminLanguage {
  try {
    const stored = typeof window === 'undefined' ? null : window.localStorage.getItem(STORAGE_KEY);
    return isAdminLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

interface AdminLanguageState {
  language: AdminLanguage;
  show: (language: AdminLanguage) => void;
}

export const useAdminLanguage = create<AdminLanguageState>((set) => ({
  language: remembered(),
  show: (language) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Storage refused (private mode): the choice holds for this page load.
    }
    set({ language });
  },
}));
