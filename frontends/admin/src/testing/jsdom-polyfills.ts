import { TextDecoder, TextEncoder } from 'util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// antd's components schedule work through MessageChannel, which jsdom does not provide.
if (typeof globalThis.MessageChannel === 'undefined') {
  type Port = { onmessage: ((event: { data: unknown }) => void) | null; postMessage: (data: unknown) => void; close: () => void };
  class TimerMessageChannel {
    port1: Port;
    port2: Port;
    constructor() {
      const port = (target: () => Port): Port => ({
        onmessage: null,
        postMessage: (data) => void setTimeout(() => target().onmessage?.({ data }), 0),
        close: () => undefined,
      });
      this.port1 = port(() => this.port2);
      this.port2 = port(() => this.port1);
    }
  }
  Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
}

// antd's Table measures its columns with ResizeObserver, which jsdom lacks; jsdom lays nothing out, so there is never a resize to report.
if (typeof globalThis.ResizeObserver === 'undefined') {
  class NoLayoutResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(globalThis, { ResizeObserver: NoLayoutResizeObserver });
}

// jsdom has Blob and File but no object URLs; a picked photo's preview needs one, and a test only checks where it points.
if (typeof URL.createObjectURL === 'undefined') {
  let next = 0;
  Object.assign(URL, { createObjectURL: () => `blob:http://localhost/local-${next++}`, revokeObjectURL: () => undefined });
}
