/*
 * The one script a page names (index.html). The page the server rendered, with its main photo,
 * paints first; once it has (the load event and the frame after it), the page's scripts
 * download together and the shell starts. A page works without them (docs/adr/0011-page-paints-before-its-javascript.md).
 */

/** A photo that never arrives must not keep the page's JavaScript from starting. */
const LATEST_START_MS = 3000;

/** The remote files the server says this page will load (`#costiera-preload`), fetched beside the shell. */
function pageScripts(): string[] {
  try {
    const list: unknown = JSON.parse(document.getElementById('costiera-preload')?.textContent ?? '[]');
    return Array.isArray(list) ? list.filter((href): href is string => typeof href === 'string') : [];
  } catch {
    return [];
  }
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  for (const href of pageScripts()) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    document.head.append(link);
  }
  const shell = document.createElement('script');
  shell.src = '/main.js';
  document.head.append(shell);
}

function afterNextPaint(): void {
  requestAnimationFrame(() => setTimeout(start, 0));
}

if (document.readyState === 'complete') afterNextPaint();
else {
  addEventListener('load', afterNextPaint, { once: true });
  setTimeout(start, LATEST_START_MS);
}
