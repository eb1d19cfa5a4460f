import { createHash } from 'node:crypto';
import type { RouteTable } from '../../../kernel/http/route-table';
import type { ModuleContext } from '../../../kernel/module';
import { BookingPageThrottle } from '../infrastructure/booking-page-throttle';
import { GetProviderCalendarFeed } from '../application/get-provider-calendar-feed/get-provider-calendar-feed.query';
import { providerCalendar } from './provider-calendar';
import { BookingLanguages } from '../messages/booking-languages';
import { providerLanguage } from '../domain/provider-language';

/** Calendar apps poll: a short private freshness saves a read per poll without hiding a new request for long. */
const CACHE_CONTROL = 'private, max-age=300';

/**
 * GET /calendar/providers/<token>.ics: a provider's private feed for their phone's calendar. The
 * token is the only key; anything unknown, replaced or malformed is a plain 404 that reveals nothing.
 */
export function calendarFeedPage(table: RouteTable, { container, queries, config }: ModuleContext): void {
  const throttle = container.get(BookingPageThrottle);
  const languages = new BookingLanguages(config.siteLanguages);
  table.page('GET', '/calendar/providers/:file', async (ctx) => {
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    const wait = await throttle.retryAfter(ctx.ip);
    if (wait !== null) {
      ctx.set('Retry-After', String(wait));
      ctx.status = 429;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'Too many requests';
      return;
    }
    const file = String(ctx.params.file);
    const feed = file.endsWith('.ics') ? await queries.execute(new GetProviderCalendarFeed(file.slice(0, -'.ics'.length))) : null;
    if (!feed) {
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 404;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'Not Found';
      return;
    }
    const body = providerCalendar(feed, languages.of(providerLanguage(feed.providerLanguages, languages.siteLanguages)));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    ctx.set('Cache-Control', CACHE_CONTROL);
    ctx.set('ETag', etag);
    ctx.type = 'text/calendar; charset=utf-8';
    if (ctx.get('If-None-Match') === etag) {
      ctx.status = 304;
      return;
    }
    ctx.set('Content-Disposition', 'inline; filename="costiera.ics"');
    ctx.body = body;
  });
}
