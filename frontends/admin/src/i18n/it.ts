/*
 * The back office in Italian: one file of translations per area, each keyed by the message ids
 * its `messages.ts` defines (a test checks that every id has its translation and the same arguments).
 */
import layout from './it/layout.json';
import auth from './it/auth.json';
import shared from './it/shared.json';
import dashboard from './it/dashboard.json';
import search from './it/search.json';
import bookingRequests from './it/booking-requests.json';
import providers from './it/providers.json';
import tours from './it/tours.json';
import categories from './it/categories.json';
import articles from './it/articles.json';
import pages from './it/pages.json';
import content from './it/content.json';
import photos from './it/photos.json';
import activity from './it/activity.json';

const italian: Record<string, string> = { ...layout, ...auth, ...shared, ...dashboard, ...search, ...bookingRequests, ...providers, ...tours, ...categories, ...articles, ...pages, ...content, ...photos, ...activity };
export default italian;
