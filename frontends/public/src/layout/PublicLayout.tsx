import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from '@costiera/kit';
import { useI18n } from '../i18n/i18n';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import '../styles/base.css';

export function PublicLayout() {
  const i18n = useI18n();
  return (
    <div className="site">
      <ScrollToTop />
      <a href="#main" className="skip-link">
        {i18n.t('layout.skipToContent')}
      </a>
      <Header />
      <main id="main">
        {/* A page's chunk loading on a navigation (App.tsx): the router's transition keeps the last page shown meanwhile. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster labels={{ region: i18n.t('toaster.region'), close: i18n.t('toaster.close') }} />
    </div>
  );
}
