import { factTable } from './layout';
import { html, paragraphText, type SafeHtml } from './html';
import type { BookingEmailFacts, TourWords } from '../infrastructure/booking-facts-sql';
import type { BookingMessages } from '../messages/booking-messages';

/**
 * Where a traveller's reply reaches the provider: the provider's first booking address, else the
 * operator inbox. (Emails to the provider go to all of its addresses: provider-recipients.ts.)
 */
export function providerReplyTo(facts: BookingEmailFacts, bookingsInbox: string): string {
  return facts.tour?.providerEmail ?? bookingsInbox;
}

/**
 * The tour's words in the reader's language (the language of `m`): its translation when it has
 * one, whole, else the English; null once the tour is gone.
 */
export function tourWords(facts: Pick<BookingEmailFacts, 'tour'>, m: BookingMessages): TourWords | null {
  const tour = facts.tour;
  if (!tour) return null;
  return tour.translations[m.language] ?? { title: tour.title, duration: tour.duration, meetingPoint: tour.meetingPoint };
}

export function tourTitle(facts: Pick<BookingEmailFacts, 'tour'>, m: BookingMessages): string {
  return tourWords(facts, m)?.title ?? m.t('tour.gone');
}

/** The request's facts, for the provider (everything) or the customer (what they sent). */
export function requestFacts(facts: BookingEmailFacts, forProvider: boolean, m: BookingMessages): Array<[string, string | null]> {
  return [
    [m.t('fact.tour'), tourTitle(facts, m)],
    [m.t('fact.where'), facts.tour?.location ?? null],
    [m.t('fact.duration'), tourWords(facts, m)?.duration ?? null],
    [m.t('fact.date'), m.day(facts.date)],
    [m.t('fact.startTime'), facts.departure ? m.startTime(facts.departure) : null],
    ...(facts.proposedDate ? ([[m.t('fact.proposedDate'), m.day(facts.proposedDate)]] as Array<[string, string | null]>) : []),
    [m.t('fact.people'), m.people(facts.people)],
    ...(forProvider ? ([[m.t('fact.name'), facts.customerName], [m.t('fact.email'), facts.customerEmail]] as Array<[string, string | null]>) : []),
    [m.t('fact.phone'), facts.customerPhone],
    [m.t('fact.specialRequests'), facts.message],
    ...(forProvider ? ([[m.t('fact.received'), m.moment(facts.createdAt)]] as Array<[string, string | null]>) : []),
    [m.t('fact.reference'), facts.reference],
  ];
}

/** The facts as aligned lines: values start in one column, at least 18 characters in, further when a label is longer. */
export function factsAsText(rows: Array<[string, string | null]>): string {
  const shown = rows.filter(([, v]) => v !== null && v !== '');
  const width = Math.max(18, ...shown.map(([label]) => label.length + 2));
  return shown.map(([label, value]) => `${`${label}:`.padEnd(width)}${(value ?? '').replace(/\r?\n/g, `\n${' '.repeat(width)}`)}`).join('\n');
}

export function factsAsHtml(rows: Array<[string, string | null]>): SafeHtml {
  return factTable(rows.map(([label, value]) => [label, value === null ? null : paragraphText(value)] as const));
}

/** Links as the text part lists them and the HTML part shows them (buttons). */
export function linksAsText(links: ReadonlyArray<readonly [string, string]>): string {
  return links.map(([label, url]) => `${label}: ${url}`).join('\n');
}

export function linksAsHtml(links: ReadonlyArray<readonly [string, string]>): SafeHtml {
  return html`<p>${links.map(
    ([label, url]) =>
      html`<a href="${url}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 16px;background:#0b5c7a;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold;">${label}</a>`,
  )}</p>`;
}

/** A message with `<strong>` tags as HTML: its text escaped, the tags kept. */
export function richHtml(m: BookingMessages, id: Parameters<BookingMessages['t']>[0], values: Readonly<Record<string, string | number>>, tags: Readonly<Record<string, (parts: SafeHtml) => SafeHtml>>): SafeHtml {
  const wrapped = Object.fromEntries(Object.entries(tags).map(([tag, wrap]) => [tag, (parts: Array<string | SafeHtml>) => wrap(html`${parts}`)]));
  return html`${m.rich<SafeHtml>(id, { ...values, ...wrapped })}`;
}

/** The same message as plain text: the tags dropped, their text kept. */
export function richText(m: BookingMessages, id: Parameters<BookingMessages['t']>[0], values: Readonly<Record<string, string | number>>, tags: readonly string[]): string {
  const plain = Object.fromEntries(tags.map((tag) => [tag, (parts: string[]) => parts.join('')]));
  return m.rich<string>(id, { ...values, ...plain }).join('');
}
