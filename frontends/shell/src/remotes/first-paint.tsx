import { useLayoutEffect } from 'react';

/** The element in index.html holding the static first paint (the boot header, or a page the backend put there). */
export const FIRST_PAINT_ID = 'first-paint';

/** Removes the static first paint; safe to call more than once. */
export function endFirstPaint(doc: Document = document): void {
  doc.getElementById(FIRST_PAINT_ID)?.remove();
}

/**
 * Rendered next to whatever replaces the static first paint (a remote's first render, a
 * loading text, an error): its layout effect runs in the same commit, before the browser
 * paints, so the page never shows both and never shows neither.
 */
export function EndFirstPaint() {
  useLayoutEffect(() => endFirstPaint(), []);
  return null;
}
