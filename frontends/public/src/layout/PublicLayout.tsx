import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from '@costiera/kit';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import '../styles/base.css';

export function PublicLayout() {
  return (
    <div className="site">
      <ScrollToTop />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main">
        {/* A page's chunk loading on a navigation (App.tsx): the router's transition keeps the last page shown meanwhile. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
