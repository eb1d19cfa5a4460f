import { markLinkedStylesheets, preloadAll, readFirstLoadList } from './first-load';

/** The test page's own document (it has an http base URL), with `head` as its <head>. */
function docWith(head: string): Document {
  document.head.innerHTML = head;
  return document;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the first-load list', () => {
  it('reads the URLs the backend listed, and treats a missing or broken block as empty', () => {
    const doc = docWith('<script id="costiera-first-load" type="application/json">{"scripts":["/a.js",3,""],"styles":["/s.css"],"data":["/api/tours"]}</script>');
    expect(readFirstLoadList(doc)).toEqual({ scripts: ['/a.js'], styles: ['/s.css'], data: ['/api/tours'] });
    expect(readFirstLoadList(docWith(''))).toEqual({ scripts: [], styles: [], data: [] });
    expect(readFirstLoadList(docWith('<script id="costiera-first-load" type="application/json">{oops</script>'))).toEqual({ scripts: [], styles: [], data: [] });
  });

  it('preloads each URL once, skipping what the page links already; data the way the API client fetches it', () => {
    const doc = docWith('<link rel="preload" as="script" href="/a.js"><link rel="stylesheet" href="/s.css"><script src="/c.js"></script>');
    const added = preloadAll({ scripts: ['/a.js', '/b.js', '/b.js', '/c.js'], styles: ['/s.css', '/t.css'], data: ['/api/tours'] }, doc);
    expect(added.map((u) => new URL(u).pathname)).toEqual(['/t.css', '/b.js', '/api/tours']);
    const links = Array.from(doc.querySelectorAll('link[rel="preload"]')).map((l) => [l.getAttribute('as'), new URL((l as HTMLLinkElement).href).pathname, l.getAttribute('crossorigin')]);
    expect(links).toEqual([
      ['script', '/a.js', null],
      ['style', '/t.css', null],
      ['script', '/b.js', null],
      ['fetch', '/api/tours', 'use-credentials'],
    ]);
  });

  it('leaves inserting each link to the caller when asked, one call per link in list order', () => {
    const doc = docWith('');
    const pending: Array<() => void> = [];
    const added = preloadAll({ scripts: ['/a.js'], styles: ['/s.css'], data: ['/api/tours'] }, doc, (link) => pending.push(link));
    expect(added.map((u) => new URL(u).pathname)).toEqual(['/s.css', '/a.js', '/api/tours']);
    expect(doc.querySelectorAll('link').length).toBe(0);
    expect(pending).toHaveLength(3);
    pending.shift()!();
    expect(Array.from(doc.querySelectorAll('link')).map((l) => new URL(l.href).pathname)).toEqual(['/s.css']);
    for (const link of pending) link();
    expect(Array.from(doc.querySelectorAll('link')).map((l) => new URL(l.href).pathname)).toEqual(['/s.css', '/a.js', '/api/tours']);
  });

  it("gives linked stylesheets their absolute URL as data-href, so the remote's CSS loader does not add them again", () => {
    const doc = docWith('<link rel="stylesheet" href="/remotes/public/208.css"><link rel="stylesheet" href="/x.css" data-href="keep">');
    markLinkedStylesheets(doc);
    const [first, second] = Array.from(doc.querySelectorAll('link'));
    expect(first!.dataset.href).toBe(new URL('/remotes/public/208.css', doc.baseURI).href);
    expect(second!.dataset.href).toBe('keep');
  });
});
