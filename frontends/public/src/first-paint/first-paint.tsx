import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { PUBLIC_APP_PATHS } from '@costiera/contracts';
import { createQueryClient } from '@costiera/kit';
import App from '../App';
import { FIRST_PAINT_PAGES, type FirstPaintSpec } from './pages';

/*
 * The static first paint: the public pages as their first render shows them (layout, page
 * frame, loading placeholders for data), rendered at build time. The backend puts the page's
 * HTML into index.html, so a traveller sees the header and hero before any JavaScript has run;
 * the shell swaps in the live app when the remote's first render commits, in the same frame
 * (shell/src/remotes/first-paint.tsx). Same components, same CSS, so nothing moves.
 *
 * Not hydration: React renders the page anew and the static copy is dropped, so a difference
 * can never break the app, at most show for a moment. Only pages whose first render does not
 * depend on route parameters are listed (checked below); a page whose first render depends
 * on the query string (the tour list's filters) is used only for URLs without one.
 */
export interface FirstPaintPage extends FirstPaintSpec {
  /** 'any': the HTML fits every query string; 'none': only URLs without one. */
  query: 'any' | 'none';
  html: string;
}

/** Every query parameter a public page reads, with non-default values. */
const PROBE_QUERY = '?search=capri&category=boat-tours&location=positano&destination=capri&sort=price-low&date=2031-07-14&people=3';

export function renderAt(url: string): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <App />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const withParams = (pattern: string, value: string) => pattern.replace(/:[^/]+/g, value);

export function renderFirstPaints(pages: readonly FirstPaintSpec[] = FIRST_PAINT_PAGES): FirstPaintPage[] {
  return pages.map(({ path, scripts, data = [] }) => {
    const html = renderAt(withParams(path, 'first-paint-a'));
    if (path.includes(':') && renderAt(withParams(path, 'first-paint-b')) !== html) {
      throw new Error(`The first render of ${path} depends on its route parameters: it cannot have a static first paint.`);
    }
    const query = renderAt(withParams(path, 'first-paint-a') + PROBE_QUERY) === html ? 'any' : 'none';
    return { path, scripts, data, query, html };
  });
}

/** What the build writes into first-load.json: the paths this remote answers and their first paints. */
export function firstPaintManifest(): { paths: readonly string[]; pages: FirstPaintPage[] } {
  return { paths: PUBLIC_APP_PATHS, pages: renderFirstPaints() };
}
