import { useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import { IntlProvider } from 'react-intl';
import { useAdminLanguage, type AdminLanguage } from './admin-language';
import { englishCatalogue, loadCatalogue, type AdminCatalogue } from './catalogues';

/**
 * The back office's texts in the admin's language: react-intl for ours, antd's locale (and
 * dayjs's, for its date pickers) for its own. A language still loading keeps the previous one on
 * screen rather than a blank.
 */
export function AdminIntl({ children }: { children: ReactNode }) {
  const language = useAdminLanguage((s) => s.language);
  const [shown, setShown] = useState<{ language: AdminLanguage; catalogue: AdminCatalogue }>({ language: 'en', catalogue: englishCatalogue() });

  useEffect(() => {
    let current = true;
    loadCatalogue(language).then(
      (catalogue) => {
        if (!current) return;
        // dayjs keeps one global locale, which antd's date pickers read (antd's documented way).
        dayjs.locale(catalogue.dayjs);
        // Screen readers pick their voice from the page's language; the back office is a page of its own.
        document.documentElement.lang = language;
        setShown({ language, catalogue });
      },
      // A chunk that fails to load leaves the back office in the language it was showing.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);

  return (
    <IntlProvider locale={shown.language} defaultLocale="en" messages={shown.catalogue.messages}>
      <ConfigProvider locale={shown.catalogue.antd}>{children}</ConfigProvider>
    </IntlProvider>
  );
}
