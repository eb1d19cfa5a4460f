import { lazy } from 'react';

/*
 * The booking modal and the lightbox load on demand, not with the page (the JavaScript budget of docs/adr/0013): the
 * first view never shows them, and most visits never open them. A pointer over or focus on the
 * button that opens one starts its download (preload-on-intent.ts), so the click rarely waits for it.
 */
export const loadBookingModal = () => import('./BookingModal');
export const loadLightbox = () => import('./Lightbox');

export const BookingModal = lazy(() => loadBookingModal().then((m) => ({ default: m.BookingModal })));
export const Lightbox = lazy(() => loadLightbox().then((m) => ({ default: m.Lightbox })));
