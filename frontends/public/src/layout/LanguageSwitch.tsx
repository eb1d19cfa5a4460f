import { useI18n } from '../i18n/i18n';
import { useLanguageLinks } from '../i18n/language-links';

/** The header's language switch: the page in each language, the current one marked. */
export function LanguageSwitch() {
  const i18n = useI18n();
  const links = useLanguageLinks();
  if (links.length < 2) return null;
  return (
    <nav className="site-header__languages" aria-label={i18n.t('header.languages')}>
      {links.map((link) => (
        <a
          key={link.language}
          href={link.href}
          hrefLang={link.language}
          lang={link.language}
          className={`site-header__language ${link.current ? 'is-active' : ''}`}
          aria-current={link.current ? 'true' : undefined}
          aria-label={i18n.ownName(link.language)}
        >
          {link.language.toUpperCase()}
        </a>
      ))}
    </nav>
  );
}
