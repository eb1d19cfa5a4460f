import { formatDay, formatVenueMoment } from './email-dates';
import { factTable } from './layout';
import { html, paragraphText, type SafeHtml } from './html';
import type { BookingEmailFacts } from '../infrastructure/booking-facts-sql';

/**
 * Where a traveller's reply reaches the provider: the provider's first booking address, else the
 * operator inbox. (Emails to the provider go to all of its addresses: provider-recipients.ts.)
 */
export function providerReplyTo(facts: BookingEmailFacts, bookingsInbox: string): string {
  return facts.tour?.providerEmail ?? bookingsInbox;
}

/** The wording every booking email shares. */
export function people(n: number): string {
  return `${n} ${n === 1 ? 'person' : 'people'}`;
}

/** Someone's words quoted in a sentence: 'Their note: "Sunday works better."', one full stop whether or not they typed it. */
export function quoted(label: string, words: string): string {
  const text = words.trim();
  return `${label}: "${text}"${/[.!?…]$/.test(text) ? '' : '.'}`;
}

export function tourTitle(facts: BookingEmailFacts): string {
  return facts.tour?.title ?? 'a tour that is no longer listed';
}

/** The request's facts, for the provider (everything) or the customer (what they sent). */
export function requestFacts(facts: BookingEmailFacts, forProvider: boolean): Array<[string, string | null]> {
  return [
    ['Tour', tourTitle(facts)],
    ['Where', facts.tour?.location ?? null],
    ['Duration', facts.tour?.duration ?? null],
    ['Date', formatDay(facts.date)],
    ['Start time', facts.departure ? `${facts.departure} (Rome time)` : null],
    ...(facts.proposedDate ? ([['Proposed date', formatDay(facts.proposedDate)]] as Array<[string, string | null]>) : []),
    ['People', people(facts.people)],
    ...(forProvider ? ([['Name', facts.customerName], ['Email', facts.customerEmail]] as Array<[string, string | null]>) : []),
    ['Phone', facts.customerPhone],
    ['Special requests', facts.message],
    ...(forProvider ? ([['Received', formatVenueMoment(facts.createdAt)]] as Array<[string, string | null]>) : []),
    ['Reference', facts.id],
  ];
}

export function factsAsText(rows: Array<[string, string | null]>): string {
  return rows
    .filter(([, v]) => v !== null && v !== '')
    .map(([label, value]) => `${`${label}:`.padEnd(18)}${(value ?? '').replace(/\r?\n/g, `\n${' '.repeat(18)}`)}`)
    .join('\n');
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
