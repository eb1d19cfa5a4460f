import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookingEmailFacts } from '../infrastructure/booking-facts-sql';
import { calendarFeedUrl, currentFeedToken } from '../infrastructure/calendar-feed-tokens';
import { html, type SafeHtml } from './html';
import type { BookingEmailDeps } from './send-booking-email';

export const CALENDAR_INTRO = "Your bookings calendar (subscribe to it in your phone's calendar; keep the link to yourself):";

/**
 * The provider's calendar feed for an email to them; null when the email goes to the bookings
 * inbox instead (the provider is not in the directory, or inactive, or the tour is gone).
 */
export async function providerFeedUrl(em: EntityManager, settings: Pick<BookingEmailDeps, 'publicBaseUrl' | 'sessionSecret'>, facts: BookingEmailFacts): Promise<string | null> {
  if (!facts.tour || facts.tour.providerEmails.length === 0) return null;
  return calendarFeedUrl(settings.publicBaseUrl, await currentFeedToken(em, facts.tour.providerId, settings.sessionSecret));
}

/** The feed as the text part says it: the intro, then the bare link on its own line. */
export const calendarText = (url: string | null): string[] => (url ? ['', CALENDAR_INTRO, url] : []);

export const calendarHtml = (url: string | null): SafeHtml | string =>
  url ? html`<p style="color:#5b6b75;font-size:14px;">Your bookings calendar: <a href="${url}">subscribe to it in your phone's calendar</a> (keep the link to yourself).</p>` : '';
