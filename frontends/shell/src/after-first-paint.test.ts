import { afterFirstPaint, FIRST_PAINT_TIMEOUT_MS } from './after-first-paint';

type Callback = (list: { getEntries(): Array<{ name: string }> }) => void;

/** A PerformanceObserver double: `paint(name)` delivers a paint entry to the observers. */
function fakeObserver() {
  const callbacks: Callback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private cb: Callback) {}
    observe() {
      callbacks.push(this.cb);
    }
    disconnect() {
      callbacks.splice(callbacks.indexOf(this.cb), 1);
    }
  }
  const win = { document: { visibilityState: 'visible' }, PerformanceObserver: FakeObserver, setTimeout, requestAnimationFrame } as unknown as Window;
  return { win, paint: (name: string) => [...callbacks].forEach((cb) => cb({ getEntries: () => [{ name }] })) };
}

describe('afterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the function once the first contentful paint is reported, and only once', () => {
    const { win, paint } = fakeObserver();
    const fn = jest.fn();
    afterFirstPaint(fn, { ...win, setTimeout: global.setTimeout } as Window);
    paint('first-paint');
    expect(fn).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(FIRST_PAINT_TIMEOUT_MS);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after a while', () => {
    const { win } = fakeObserver();
    const fn = jest.fn();
    afterFirstPaint(fn, { ...win, setTimeout: global.setTimeout } as Window);
    jest.advanceTimersByTime(FIRST_PAINT_TIMEOUT_MS);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs it at once in a hidden page, which does not paint', () => {
    const fn = jest.fn();
    afterFirstPaint(fn, { document: { visibilityState: 'hidden' } } as unknown as Window);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('waits for the next frame where paints cannot be observed', () => {
    const frames: FrameRequestCallback[] = [];
    const fn = jest.fn();
    afterFirstPaint(fn, { document: { visibilityState: 'visible' }, requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(cb), setTimeout: global.setTimeout } as unknown as Window);
    frames[0]!(0);
    expect(fn).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
