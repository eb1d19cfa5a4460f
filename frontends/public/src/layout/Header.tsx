import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useI18n } from '../i18n/i18n';
import { LanguageSwitch } from './LanguageSwitch';
import './header.css';

/*
 * The spec's header had placeholder links (Transport, Explore, Hotels, Contact) and a user
 * button without targets; here each leads to the closest real page, so there are no dead ends.
 */
const LINKS = [
  { to: '/tours', label: 'header.tours' },
  { to: '/guides/getting-here', label: 'header.transport' },
  { to: '/experiences', label: 'header.explore' },
  { to: '/destinations', label: 'header.hotels' },
  { to: '/contact', label: 'header.contact' },
] as const;

export function Header() {
  const { pathname } = useLocation();
  const i18n = useI18n();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);

  const isActive = (to: string) => (to === '/tours' ? pathname.startsWith('/tours') : pathname === to);
  const links = LINKS.map((l) => (
    <NavLink key={l.to} to={l.to} className={`site-header__link ${isActive(l.to) ? 'is-active' : ''}`} aria-current={isActive(l.to) ? 'page' : undefined}>
      {i18n.t(l.label)}
    </NavLink>
  ));

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to="/" className="site-header__logo" aria-label={i18n.t('header.home')}>
          Costiera
        </Link>
        <nav className="site-header__nav" aria-label={i18n.t('header.nav')}>
          {links}
        </nav>
        <div className="site-header__actions">
          <LanguageSwitch />
          {/* A plain link: the admin area is the other remote, with its own router, so the shell mounts it on a full page load. */}
          <a href="/admin/login" className="site-header__icon" aria-label={i18n.t('header.signIn')}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </a>
          <button
            type="button"
            className="site-header__icon site-header__toggle"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={i18n.t(menuOpen ? 'header.closeMenu' : 'header.openMenu')}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              {menuOpen ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen ? (
        <nav id="mobile-menu" className="site-header__mobile" aria-label={i18n.t('header.navMobile')}>
          {links}
        </nav>
      ) : (
        // Without JavaScript the menu button cannot open the menu: on a phone the links show as it would.
        <noscript>
          <nav className="site-header__mobile" aria-label={i18n.t('header.navMobile')}>
            {links}
          </nav>
        </noscript>
      )}
    </header>
  );
}
