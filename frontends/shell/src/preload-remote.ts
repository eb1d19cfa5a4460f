import { preloadAll, readFirstLoadList } from './remotes/first-load';
import { readRemoteManifest } from './remotes/manifest';

/**
 * Preloads everything the first render needs, all at once: the backend's #costiera-first-load
 * list in index.html (the shell's chunks, the remote's entry and ./App chunks, the page's
 * data), or at least the entry of the remote this path needs. Without it the browser finds
 * them one hop at a time: main.js -> bootstrap -> remoteEntry.js -> ./App chunks -> data.
 * URLs the page has already linked, preloaded or loaded as scripts are skipped.
 */
export function preloadFirstLoad(): void {
  const manifest = readRemoteManifest();
  const entry = /^\/admin(\/|$)/.test(window.location.pathname) ? manifest.admin_app : manifest.public_app;
  const list = readFirstLoadList();
  // One task per link (in list order): together they were a long task of their own.
  preloadAll({ ...list, scripts: list.scripts.length > 0 ? list.scripts : [entry] }, document, (link) => setTimeout(link, 0));
}
