import type { BookingWindow } from '../domain/booking-window';
import type { BookingLinkView } from '../application/get-booking-link/get-booking-link.query';
import type { BookingEmailFacts } from '../infrastructure/booking-facts-sql';
import { formatDay, formatVenueMoment, formatVenueMomentAt } from '../notifications/email-dates';
import { people, tourTitle } from '../notifications/booking-email-parts';
import { html, SafeHtml } from '../notifications/html';
import { confirmationDetails } from '../notifications/confirmation-details';
import { bookingReference } from '../domain/booking-reference';

export type ProviderAction = 'confirm' | 'decline' | 'propose';
export type TravellerAction = 'accept' | 'decline' | 'cancel';
export type PageAction = ProviderAction | TravellerAction;

/** What the reader typed, kept when the form comes back with an error. */
export interface FormInput {
  readonly reason?: string;
  readonly date?: string;
  readonly note?: string;
  /** The decline form's "Close this date for new requests" box ('yes' when ticked). */
  readonly closeDay?: string;
}

const WHO: Record<string, string> = { provider: 'the provider', traveller: 'the traveller', admin: 'our team', expiry: 'the deadline' };

/** The request's facts as the reader sees them (the provider also sees the traveller's contact). */
export function factsList(view: BookingLinkView): SafeHtml {
  const f = view.facts;
  const rows: Array<[string, string | null]> = [
    ['Tour', tourTitle(f)],
    ['Where', f.tour?.location ?? null],
    ['Date', formatDay(f.date)],
    ['Start time', f.departure ? `${f.departure} (Rome time)` : null],
    ['People', people(f.people)],
    ...(view.party === 'provider'
      ? ([
          ['Name', f.customerName],
          ['Email', f.customerEmail],
          ['Phone', f.customerPhone],
          ['Special requests', f.message],
        ] as Array<[string, string | null]>)
      : []),
    ['Proposed date', f.proposedDate ? formatDay(f.proposedDate) : null],
    ['Answer by', f.status === 'pending' && f.respondBy ? formatVenueMoment(f.respondBy) : null],
    ['Reference', bookingReference(f.id)],
  ];
  return html`<dl>${rows.filter(([, v]) => v).map(([k, v]) => html`<dt>${k}</dt><dd>${v}</dd>`)}</dl>`;
}

/** A confirmed booking the traveller may still cancel: its day has not passed. */
export function cancellableBooking(view: BookingLinkView, today: string): boolean {
  return view.party === 'traveller' && view.facts.status === 'confirmed' && view.facts.date >= today;
}

/** What a confirmed traveller needs for the day; `cancellable`: the Cancel button follows on the page. */
export function confirmationCard(f: BookingEmailFacts, cancellable: boolean): SafeHtml {
  // The date and start time are in the request's facts just above.
  const rows = confirmationDetails(f, 'on-this-page').filter(([k, v]) => v && k !== 'Date' && k !== 'Start time' && (cancellable || k !== 'To cancel'));
  // The phone is a tap-to-call link: this page is read on a phone on the way to the pier.
  const value = (k: string, v: string) => (k === "Provider's phone" ? html`<a href="tel:${v.replace(/[^+\d]/g, '')}">${v}</a>` : v);
  return html`<div class="card"><h2>Your day</h2><dl>${rows.map(([k, v]) => html`<dt>${k}</dt><dd>${value(k, v!)}</dd>`)}</dl></div>`;
}

/** Said plainly when the request is no longer open: decided (by whom, when) or expired. */
export function closedNotice(view: BookingLinkView): string | null {
  const f = view.facts;
  if (view.expired || f.decidedBy === 'expiry') return 'This request has expired';
  if (f.status === 'pending') return null;
  const when = f.decidedAt ? ` on ${formatVenueMomentAt(f.decidedAt)}` : '';
  return `This request was already ${f.status}${when}`;
}

/** The traveller's status in plain words: the state first, then what it means for them. */
export function travellerStatus(f: BookingEmailFacts, expired: boolean): string {
  if (expired || f.decidedBy === 'expiry') return 'Expired: the provider did not answer in time. Nothing was charged.';
  if (f.status === 'confirmed') return `Confirmed: the provider expects you on ${formatDay(f.date)}${f.departure ? ` at ${f.departure}` : ''}.`;
  if (f.status === 'cancelled') {
    const on = f.decidedAt ? ` on ${formatVenueMomentAt(f.decidedAt)}` : '';
    if (f.decidedBy === 'traveller') return `Withdrawn: you cancelled this request${on}.`;
    if (f.decidedBy === 'provider') return `Declined: the provider cannot take this request.${f.decisionReason ? ` They said: "${f.decisionReason}".` : ''} Nothing was charged.`;
    return `Cancelled${f.decidedBy ? ` by ${WHO[f.decidedBy]}` : ''}${on}. Nothing was charged.`;
  }
  if (f.proposedDate) return `The provider proposes ${formatDay(f.proposedDate)} instead of ${formatDay(f.date)}. Accept it to confirm your booking, or decline it.`;
  return `Waiting for the provider's answer${f.respondBy ? `, due by ${formatVenueMoment(f.respondBy)}` : ''}. Until then it is a request, not a booking.`;
}

function form(action: string, fields: SafeHtml | string, button: string, kind = ''): SafeHtml {
  return html`<form method="post" action="${action}">${fields}<button type="submit" class="${kind}">${button}</button></form>`;
}

/** The one form an action page asks for. `base` is the page's path without the action; a proposed date is offered within `window`. */
export function actionForm(base: string, action: PageAction, party: 'provider' | 'traveller', input: FormInput, f: BookingEmailFacts, window: BookingWindow): SafeHtml {
  const at = `${base}/${action}`;
  if (party === 'provider') {
    if (action === 'confirm')
      return html`<h2>Confirm this booking?</h2><p>The traveller is told by email at once, with the meeting point, your phone and the price.</p>${form(
        at,
        html`<label for="note">Note for the traveller (optional: pick-up details, what to bring)</label><textarea id="note" name="note" maxlength="1000">${input.note ?? ''}</textarea>`,
        'Confirm booking',
      )}`;
    if (action === 'decline')
      return html`<h2>Decline this request?</h2>${form(
        at,
        html`<label for="reason">Reason (optional, the traveller reads it)</label><textarea id="reason" name="reason" maxlength="1000">${input.reason ?? ''}</textarea>
<label class="check"><input type="checkbox" name="closeDay" value="yes"${input.closeDay === 'yes' ? new SafeHtml(' checked') : ''}> Close this date for new requests</label>
<p class="hint">Tick it when you are full that day: nobody can ask for ${tourTitle(f)} on ${formatDay(f.date)} any more.</p>`,
        'Decline request',
        'danger',
      )}`;
    return html`<h2>Propose another date</h2><p>The request stays open; the traveller accepts or declines your date.</p>${form(
      at,
      html`<label for="date">New date</label><input id="date" name="date" type="date" required min="${window.firstDate}" max="${window.lastDate}" value="${input.date ?? ''}">
<label for="note">Note for the traveller (optional)</label><textarea id="note" name="note" maxlength="1000">${input.note ?? ''}</textarea>`,
      'Propose this date',
    )}`;
  }
  if (action === 'accept' && f.proposedDate) return html`<h2>Accept ${formatDay(f.proposedDate)}?</h2>${form(at, '', 'Accept the new date')}`;
  if (action === 'decline' && f.proposedDate) return html`<h2>Decline ${formatDay(f.proposedDate)}?</h2><p>Your request is then cancelled.</p>${form(at, '', 'Decline the new date', 'danger')}`;
  if (f.status === 'confirmed') return html`<h2>Cancel your booking?</h2><p>The provider is told by email at once.</p>${form(`${base}/cancel`, '', 'Cancel my booking', 'danger')}`;
  return html`<h2>Cancel your request?</h2><p>The provider is told by email.</p>${form(`${base}/cancel`, '', 'Cancel my request', 'danger')}`;
}

/** What the page says after a decision went through. */
export function doneMessage(party: 'provider' | 'traveller', action: PageAction, f: BookingEmailFacts, was: BookingEmailFacts['status'], closedDay = false): string {
  if (party === 'provider') {
    if (action === 'confirm') return 'You confirmed this booking. The traveller has been told by email.';
    if (action === 'decline') return `You declined this request. The traveller has been told by email.${closedDay ? ` ${formatDay(f.date)} is now closed for new requests.` : ''}`;
    return `You proposed ${f.proposedDate ? formatDay(f.proposedDate) : 'another date'}. The traveller has been asked by email to accept or decline it.`;
  }
  if (action === 'accept') return `You accepted the new date: your booking on ${formatDay(f.date)} is confirmed. A confirmation email is on its way.`;
  if (action === 'decline') return 'You declined the new date: your request is cancelled. The provider has been told.';
  if (was === 'confirmed') return 'Your booking is cancelled. The provider has been told by email.';
  return 'Your request is cancelled. The provider has been told by email.';
}
