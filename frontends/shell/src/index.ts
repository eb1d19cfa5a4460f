// An async boundary so the shared singletons are negotiated before React is imported.
//
// The app starts once the browser has shown the static first paint of index.html (often a
// whole prerendered page): downloading and evaluating React and the remote before that would
// only delay it on a slow phone. Not an inline script: the CSP allows 'self' scripts only.
import { afterFirstPaint } from './after-first-paint';
import { preloadFirstLoad } from './preload-remote';
import { markLinkedStylesheets } from './remotes/first-load';

afterFirstPaint(() => {
  // The shell's own chunks are requested by this import; the rest of the first render's files
  // (the remote's, the page's data) are preloaded in a task of their own: announcing a dozen
  // downloads is a few milliseconds of work on a phone, better not added to the start-up task.
  markLinkedStylesheets();
  void import('./bootstrap');
  setTimeout(preloadFirstLoad, 0);
});
