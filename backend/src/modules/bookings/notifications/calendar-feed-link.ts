import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookingEmailFacts } from '../infrastructure/booking-facts-sql';
import { calendarFeedUrl, currentFeedToken } from '../infrastructure/calendar-feed-tokens';
import type { BookingMessages } from '../messages/booking-messages';
import { html, type SafeHtml } from './html';
import type { BookingEmailDeps } from './send-booking-email';

/**
 * The provider's calendar feed for an email to them; null when the email goes to the bookings
 * inbox instead (the provider is not in the directory, or inactive, or the tour is gone).
 */
export async function providerFeedUrl(em: EntityManager, settings: Pick<BookingEmailDeps, 'publicBaseUrl' | 'sessionSecret'>, facts: BookingEmailFacts): Promise<string | null> {
  if (!facts.tour || facts.tour.providerEmails.length === 0) return null;
  return calendarFeedUrl(settings.publicBaseUrl, await currentFeedToken(em, facts.tour.providerId, settings.sessionSecret));
}

/** The feed as the text part says it: the intro, then the bare link on its own line. */
export const calendarText = (url: string | null, m: BookingMessages): string[] => (url ? ['', m.t('email.calendarIntro'), url] : []);

export const calendarHtml = (url: string | null, m: BookingMessages): SafeHtml | string =>
  url ? html`<p style="color:#5b6b75;font-size:14px;">${m.rich<SafeHtml>('email.calendarHtml', { link: (parts) => html`<a href="${url}">${parts}</a>` })}</p>` : '';
