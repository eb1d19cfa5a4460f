import { startTransition } from 'react';
import { readServerState } from '@costiera/kit';
import { loadRemoteApp } from './remotes/federation';

const root = document.getElementById('root')!;
const serverState = readServerState();

// React DOM, the shell's routes and the remote are imported separately, so each runs its
// module code in a task of its own as it arrives rather than all of it in one (docs/adr/0011-page-paints-before-its-javascript.md).
const reactDom = import('react-dom/client');
const shellApp = import('./App');

if (serverState && !/^\/admin(\/|$)/.test(window.location.pathname)) {
  // A public page the server rendered: load the public remote (the version the server named
  // in the page), then hydrate its markup with the server's query cache. Should the remote
  // fail to load, the server's page stays as it is, working as it does without JavaScript.
  markLinkedStylesheets();
  void Promise.all([reactDom, shellApp, loadRemoteApp('public_app')]).then(
    ([{ hydrateRoot }, { App }, PublicApp]) => {
      // In a transition, React hydrates in slices and yields to the browser between them.
      startTransition(() => {
        hydrateRoot(root, <App serverState={serverState} preloaded={{ public_app: PublicApp }} />);
      });
      document.documentElement.dataset.hydrated = 'true';
    },
    (error: unknown) => console.warn('The public remote did not load; the page stays server-rendered.', error),
  );
} else {
  void Promise.all([reactDom, shellApp]).then(([{ createRoot }, { App }]) => createRoot(root).render(<App />));
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
