import { lazy, useState, type ComponentType } from 'react';
import type { Area } from './i18n/catalogue';
import { useI18n } from './i18n/i18n';

/**
 * A page whose code is a chunk of its own (docs/adr/0008: `/` loads none of the other pages).
 * Unlike React.lazy, a page loaded before it renders (`preload`) renders at once, without
 * suspending: the shell preloads the page the server rendered before it hydrates, so the tree
 * it hydrates is the server's, and the server names the chunk in the page so it downloads with
 * the remote's entry. A page not loaded yet (a later navigation) suspends until it is (React.lazy).
 */
export interface LazyPage {
  /** The chunk's name (webpackChunkName), as ssr.json lists its files. */
  readonly chunk: string;
  /** The area of the catalogue its texts are in, loaded with it. */
  readonly area: Area;
  readonly preload: () => Promise<void>;
  readonly Page: ComponentType;
}

export function lazyPage(chunk: string, area: Area, load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = null; // the next preload tries again
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Page() {
    // The page's texts: loaded before hydration for the first page, suspending a later navigation until they are.
    useI18n().need(area);
    // Chosen once per mount: the loaded page itself, or React.lazy's wrapper until it is loaded.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  Page.displayName = `LazyPage(${chunk})`;
  return { chunk, area, preload, Page };
}
