import { useI18n } from '../i18n/i18n';
import { useLanguageLinks } from '../i18n/language-links';

const ownNames = new Map<string, string>();
/** Each language by its own name, for the switch's screen-reader label: "English", "Italiano" (the same for every page, so made once). */
function ownName(language: string): string {
  let own = ownNames.get(language);
  if (own === undefined) {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
    own = name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
    ownNames.set(language, own);
  }
  return own;
}

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
          aria-label={ownName(link.language)}
        >
          {link.language.toUpperCase()}
        </a>
      ))}
    </nav>
  );
}
