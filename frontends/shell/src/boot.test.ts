/** boot.ts: the page paints first, then the page's scripts download together and the shell starts. */

function scriptsAndPreloads() {
  return {
    scripts: Array.from(document.head.querySelectorAll('script[src]')).map((s) => s.getAttribute('src')),
    preloads: Array.from(document.head.querySelectorAll('link[rel="preload"][as="script"]')).map((l) => l.getAttribute('href')),
  };
}

function runBoot(readyState: DocumentReadyState) {
  jest.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- boot.ts runs when loaded: once per test
    require('./boot');
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  // jsdom draws no frames: a frame here is a 16 ms timer.
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => setTimeout(() => cb(performance.now()), 16) as unknown as number);
  document.head.innerHTML = '<script id="costiera-preload" type="application/json">["/remotes/public/remoteEntry.v1.js","/remotes/public/page-tour-list.abc.js"]</script>';
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('boot', () => {
  it('waits for the load event and the frame after it, then preloads the listed scripts and starts main.js once', () => {
    runBoot('interactive');
    jest.advanceTimersByTime(1000);
    expect(scriptsAndPreloads()).toEqual({ scripts: [], preloads: [] });

    window.dispatchEvent(new Event('load'));
    expect(scriptsAndPreloads().scripts).toEqual([]);
    jest.advanceTimersByTime(20);
    expect(scriptsAndPreloads()).toEqual({ scripts: ['/main.js'], preloads: ['/remotes/public/remoteEntry.v1.js', '/remotes/public/page-tour-list.abc.js'] });

    // The latest-start timer finds the shell started already.
    jest.advanceTimersByTime(5000);
    expect(scriptsAndPreloads().scripts).toEqual(['/main.js']);
  });

  it('starts after a frame when the page has loaded already', () => {
    runBoot('complete');
    jest.advanceTimersByTime(20);
    expect(scriptsAndPreloads().scripts).toEqual(['/main.js']);
  });

  it('starts after 3 s at the latest, when a photo keeps the load event waiting', () => {
    runBoot('interactive');
    jest.advanceTimersByTime(2999);
    expect(scriptsAndPreloads().scripts).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(scriptsAndPreloads().scripts).toEqual(['/main.js']);
  });

  it('starts the shell alone when the page lists nothing or something unreadable', () => {
    document.head.innerHTML = '<script id="costiera-preload" type="application/json">not json</script>';
    runBoot('complete');
    jest.advanceTimersByTime(20);
    expect(scriptsAndPreloads()).toEqual({ scripts: ['/main.js'], preloads: [] });
  });
});
