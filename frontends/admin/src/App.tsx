import { lazy, Suspense } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Toaster } from '@costiera/kit';
import { RequireAdmin } from './features/auth/components/RequireAdmin';
import { NotFound } from './shared/components/NotFound';
import { ScreenLoading } from './shared/components/ScreenLoading';
import { adminTheme } from './shared/admin-theme';
import { adminStyles } from './shared/admin-styles';
import { adminPaths } from './shared/admin-paths';
import { createQueryClient } from './shared/query-client';
import { AdminIntl } from './i18n/AdminIntl';

// Each screen is its own chunk, so signing in loads only the login form.
const LoginPage = lazy(() => import('./features/auth/LoginPage'));
const AdminLayout = lazy(() => import('./features/layout/components/AdminLayout'));
const GlobalSearch = lazy(() => import('./features/search/components/GlobalSearch'));
const DashboardPage = lazy(() => import('./features/dashboard/DashboardPage'));
const ToursListPage = lazy(() => import('./features/tours/ToursListPage'));
const TourFormPage = lazy(() => import('./features/tours/TourFormPage'));
const TourCalendarPage = lazy(() => import('./features/tours/TourCalendarPage'));
const ProvidersListPage = lazy(() => import('./features/providers/ProvidersListPage'));
const ProviderFormPage = lazy(() => import('./features/providers/ProviderFormPage'));
const ArticlesListPage = lazy(() => import('./features/articles/ArticlesListPage'));
const ArticleFormPage = lazy(() => import('./features/articles/ArticleFormPage'));
const PagesListPage = lazy(() => import('./features/pages/PagesListPage'));
const PageFormPage = lazy(() => import('./features/pages/PageFormPage'));
const CategoriesPage = lazy(() => import('./features/categories/CategoriesPage'));
const BookingRequestsPage = lazy(() => import('./features/booking-requests/BookingRequestsPage'));
const ActivityPage = lazy(() => import('./features/activity/ActivityPage'));

/**
 * The back office's server state, made when the remote first loads and kept for the page's
 * lifetime (the shell's Try again mounts a new AdminApp that finds it). The public remote never
 * runs on the same page (docs/adr/0018): what a traveller changes reaches it on its next load.
 */
const queryClient = createQueryClient();

/**
 * The back office, mounted by the shell for /admin and every path under it. It owns its router
 * (bundled, not shared: docs/adr/0018); its routes sit under `/admin/*`, relative to it, and its
 * links name absolute paths (adminPaths). Links to the public site are plain `<a href>`s (they
 * open in a new tab): the public remote is another page. The query client and antd live only
 * in this remote.
 */
export default function AdminApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<AdminScreens />} />
      </Routes>
    </BrowserRouter>
  );
}

function AdminScreens() {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={adminTheme}>
        <AdminIntl>
          <AntdApp className="costiera-admin">
            <style>{adminStyles}</style>
            <Suspense fallback={<ScreenLoading fullHeight />}>
              <Routes>
                <Route path="login" element={<LoginPage />} />
                <Route element={<RequireAdmin />}>
                  <Route
                    element={
                      <AdminLayout
                        search={
                          <Suspense fallback={null}>
                            <GlobalSearch />
                          </Suspense>
                        }
                      />
                    }
                  >
                    <Route index element={<Navigate to={adminPaths.dashboard} replace />} />
                    <Route path="dashboard" element={<DashboardPage />} />
                    <Route path="tours" element={<ToursListPage />} />
                    <Route path="tours/new" element={<TourFormPage />} />
                    <Route path="tours/:id/edit" element={<TourFormPage />} />
                    <Route path="tours/:id/calendar" element={<TourCalendarPage />} />
                    <Route path="providers" element={<ProvidersListPage />} />
                    <Route path="providers/new" element={<ProviderFormPage />} />
                    <Route path="providers/:id/edit" element={<ProviderFormPage />} />
                    <Route path="articles" element={<ArticlesListPage />} />
                    <Route path="articles/new" element={<ArticleFormPage />} />
                    <Route path="articles/:id/edit" element={<ArticleFormPage />} />
                    <Route path="pages" element={<PagesListPage />} />
                    <Route path="pages/new" element={<PageFormPage />} />
                    <Route path="pages/:id/edit" element={<PageFormPage />} />
                    <Route path="categories" element={<CategoriesPage />} />
                    <Route path="booking-requests" element={<BookingRequestsPage />} />
                    <Route path="activity" element={<ActivityPage />} />
                  </Route>
                </Route>
                <Route path="*" element={<NotFound />} />
              </Routes>
            </Suspense>
            <Toaster />
          </AntdApp>
        </AdminIntl>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
