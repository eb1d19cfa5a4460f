import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readServerState } from '@costiera/kit';
import { App, remoteFor } from './App';
import { loadRemoteApp } from './remotes/federation';

const root = document.getElementById('root')!;
const serverState = readServerState();

if (serverState && remoteFor(window.location.pathname) === 'public_app') {
  // A public page the server rendered: load the public remote (the version the server named
  // in the page), then hydrate its markup with the server's query cache. Should the remote
  // fail to load, the server's page stays as it is, working as it does without JavaScript.
  markLinkedStylesheets();
  void loadRemoteApp('public_app').then(
    (PublicApp) => {
      // In a transition, React hydrates in slices and yields to the browser between them.
      startTransition(() => {
        hydrateRoot(
          root,
          <Hydrated>
            <App serverState={serverState} preloaded={{ public_app: PublicApp }} />
          </Hydrated>,
        );
      });
    },
    (error: unknown) => console.warn('The public remote did not load; the page stays server-rendered.', error),
  );
} else {
  createRoot(root).render(<App />);
}

/**
 * The server links the public remote's stylesheets; giving each its absolute URL as data-href
 * is how the remote's CSS loader (mini-css-extract) recognises a sheet as already there.
 */
function markLinkedStylesheets(): void {
  for (const link of Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href]'))) {
    if (!link.dataset.href) link.dataset.href = link.href;
  }
}

/** Marks <html data-hydrated> once the page's markup has hydrated (React runs effects after the commit), not when hydration is only scheduled. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}
