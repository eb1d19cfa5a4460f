/** How long to wait for the first contentful paint before starting anyway. */
export const FIRST_PAINT_TIMEOUT_MS = 1000;

/**
 * Runs `fn` once the browser has presented the page's first contentful paint (the static
 * first paint of index.html), so that downloading and starting the app never competes with
 * it; at once when the paint has already happened or the page is hidden (it will not paint);
 * after FIRST_PAINT_TIMEOUT_MS at the latest. Where paint timing is not observable, after
 * the next frame.
 */
export function afterFirstPaint(fn: () => void, win: Window = window): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  if (win.document.visibilityState !== 'visible') return run();
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint')) {
    win.requestAnimationFrame(() => win.setTimeout(run, 0));
    return;
  }
  const observer = new Observer((list) => {
    if (list.getEntries().some((e) => e.name === 'first-contentful-paint')) {
      observer.disconnect();
      run();
    }
  });
  observer.observe({ type: 'paint', buffered: true });
  win.setTimeout(() => {
    observer.disconnect();
    run();
  }, FIRST_PAINT_TIMEOUT_MS);
}
