import { Suspense, useEffect, type ReactNode } from 'react';
import { Button, Drawer } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { Outlet, useLocation } from 'react-router-dom';
import { useLayoutStore } from '../ui-store';
import { Breadcrumbs } from './Breadcrumbs';
import { SidebarContent } from './SidebarContent';
import { ScreenLoading } from '../../../shared/components/ScreenLoading';
import { LanguageSelect } from '../../../shared/components/LanguageSelect';
import { useIntl } from 'react-intl';
import { layoutMessages as m } from '../messages';

/**
 * Fixed sidebar from the lg breakpoint up, a slide-in menu below it (CSS decides which shows,
 * so there is no flash before a breakpoint hook runs). The header carries the breadcrumbs, the
 * global search (passed in so this feature does not depend on the search feature) and the
 * admin's choice of language.
 */
export default function AdminLayout({ search }: { search: ReactNode }) {
  const { mobileMenuOpen, openMobileMenu, closeMobileMenu } = useLayoutStore();
  const { pathname } = useLocation();
  const intl = useIntl();

  useEffect(() => {
    closeMobileMenu();
    // A new screen starts at its top, as a page load would.
    window.scrollTo(0, 0);
  }, [pathname, closeMobileMenu]);

  return (
    <div className="costiera-admin-shell">
      <a href="#admin-main" className="costiera-skip-link">
        {intl.formatMessage(m.skipToMain)}
      </a>
      <aside className="costiera-admin-sider" aria-label={intl.formatMessage(m.sidebar)}>
        <SidebarContent />
      </aside>
      <Drawer
        placement="left"
        open={mobileMenuOpen}
        onClose={closeMobileMenu}
        size={256}
        title={intl.formatMessage(m.menu)}
        styles={{ body: { padding: 0 } }}
      >
        <SidebarContent onNavigate={closeMobileMenu} />
      </Drawer>
      <div className="costiera-admin-body">
        <header className="costiera-admin-header">
          <Button
            className="costiera-admin-menu-toggle"
            icon={<MenuOutlined />}
            aria-label={intl.formatMessage(m.openMenu)}
            aria-expanded={mobileMenuOpen}
            onClick={openMobileMenu}
          />
          <div className="costiera-admin-breadcrumbs">
            <Breadcrumbs />
          </div>
          <div className="costiera-admin-search">{search}</div>
          <div className="costiera-admin-language">
            <LanguageSelect />
          </div>
        </header>
        <main id="admin-main" className="costiera-admin-main" tabIndex={-1}>
          <Suspense fallback={<ScreenLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
