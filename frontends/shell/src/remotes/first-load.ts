/** What the backend lists in index.html's `#costiera-first-load` block: URLs the first render needs. */
export interface FirstLoadList {
  scripts: string[];
  styles: string[];
  /** API URLs the page fetches first. */
  data: string[];
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x !== '') : []);

/** Reads the list; an absent or broken block is an empty list (the page then loads one hop at a time). */
export function readFirstLoadList(doc: Document = document): FirstLoadList {
  const text = doc.getElementById('costiera-first-load')?.textContent;
  const empty = { scripts: [], styles: [], data: [] };
  if (!text) return empty;
  try {
    const parsed = JSON.parse(text) as { scripts?: unknown; styles?: unknown; data?: unknown } | null;
    return { scripts: strings(parsed?.scripts), styles: strings(parsed?.styles), data: strings(parsed?.data) };
  } catch {
    return empty;
  }
}

/**
 * Adds `<link rel="preload">` for every URL not linked, preloaded or loaded as a script
 * already, so the browser
 * fetches the shell's chunks, the remote's entry and its ./App chunks (and the page's data)
 * in parallel instead of discovering each only when the previous one has run. Data is
 * preloaded the way the API client fetches it (credentials included), so the fetch is
 * answered from the preload. Answers the URLs it adds.
 *
 * `insert` puts each link into the page; by default at once. Inserting a preload link starts
 * its download there and then, some 0.2-3 ms of main-thread work each on a desktop CPU: a
 * dozen in one task makes a long task on a phone, so the shell passes one task per link.
 */
export function preloadAll(urls: Partial<FirstLoadList>, doc: Document = document, insert: (link: () => void) => void = (link) => link()): string[] {
  const known = new Set([
    ...Array.from(doc.querySelectorAll<HTMLLinkElement>('link[href]')).map((l) => l.href),
    ...Array.from(doc.querySelectorAll<HTMLScriptElement>('script[src]')).map((s) => s.src),
  ]);
  const added: string[] = [];
  const add = (href: string, as: 'script' | 'style' | 'fetch') => {
    const absolute = new URL(href, doc.baseURI).href;
    if (known.has(absolute)) return;
    known.add(absolute);
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', as);
    if (as === 'fetch') link.setAttribute('crossorigin', 'use-credentials');
    link.href = absolute;
    insert(() => doc.head.appendChild(link));
    added.push(absolute);
  };
  for (const href of urls.styles ?? []) add(href, 'style');
  for (const href of urls.scripts ?? []) add(href, 'script');
  for (const href of urls.data ?? []) add(href, 'fetch');
  return added;
}

/**
 * Stylesheets that index.html links (a remote's CSS, with a prerendered first paint) get
 * their absolute URL as data-href: that is how the remote's CSS loader (mini-css-extract)
 * recognises a sheet as already there, instead of adding the same one a second time.
 */
export function markLinkedStylesheets(doc: Document = document): void {
  for (const l of Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href]'))) {
    if (!l.dataset.href) l.dataset.href = l.href;
  }
}
