import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PUBLIC_APP_PATHS } from '@costiera/contracts';
import { FormPostProvider, NotFound, SiteUrlProvider, type FormPost } from '@costiera/kit';
import { ArticlePage } from './features/content/ArticlePage';
import { CmsPage } from './features/content/CmsPage';
import { DestinationPage } from './features/destinations/DestinationPage';
import { DestinationsPage } from './features/destinations/DestinationsPage';
import { ExperiencesPage } from './features/destinations/ExperiencesPage';
import { HomePage } from './features/home/HomePage';
import { TourDetailPage } from './features/tour-detail/TourDetailPage';
import { TourListPage } from './features/tour-list/TourListPage';
import { PublicLayout } from './layout/PublicLayout';

/**
 * One page per path of PUBLIC_APP_PATHS, the table the backend also uses to decide 200 or
 * 404: the Record type makes a path without a page a compile error.
 */
const PAGES: Record<(typeof PUBLIC_APP_PATHS)[number], ReactElement> = {
  '/': <HomePage />,
  '/tours': <TourListPage />,
  '/tours/:id': <TourDetailPage />,
  '/articles/:slug': <ArticlePage />,
  '/pages/:slug': <CmsPage />,
  '/guides/:slug': <CmsPage />,
  '/schedules/:slug': <CmsPage />,
  '/experiences': <ExperiencesPage />,
  '/info': <CmsPage />,
  '/contact': <CmsPage />,
  '/destinations': <DestinationsPage />,
  '/destinations/:id': <DestinationPage />,
};

export interface PublicAppProps {
  /** The site's public address (PUBLIC_BASE_URL) for canonical URLs; the page's origin by default. */
  siteUrl?: string;
  /** A form the server received without JavaScript, handed back to the page that answers it. */
  formPost?: FormPost | null;
}

/** The public remote's routes, relative to the shell's `/*`; the server renders the same element. */
export default function App({ siteUrl = typeof window === 'undefined' ? '' : window.location.origin, formPost = null }: PublicAppProps) {
  return (
    <SiteUrlProvider url={siteUrl}>
      <FormPostProvider value={formPost}>
        <PublicRoutes />
      </FormPostProvider>
    </SiteUrlProvider>
  );
}

function PublicRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {PUBLIC_APP_PATHS.map((path) =>
          path === '/' ? <Route key={path} index element={PAGES[path]} /> : <Route key={path} path={path.slice(1)} element={PAGES[path]} />,
        )}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
