import type { BookingWindow } from '../domain/booking-window';
import type { BookingLinkView } from '../application/get-booking-link/get-booking-link.query';
import type { BookingEmailFacts } from '../infrastructure/booking-facts-sql';
import type { BookingMessages } from '../messages/booking-messages';
import { tourTitle } from '../notifications/booking-email-parts';
import { html, SafeHtml } from '../notifications/html';
import { confirmationDetails } from '../notifications/confirmation-details';

export type ProviderAction = 'confirm' | 'decline' | 'propose';
export type TravellerAction = 'accept' | 'decline' | 'cancel' | 'erase';
export type PageAction = ProviderAction | TravellerAction;

/** What the reader typed, kept when the form comes back with an error. */
export interface FormInput {
  readonly reason?: string;
  readonly date?: string;
  readonly note?: string;
  /** The decline form's "Close this date for new requests" box ('yes' when ticked). */
  readonly closeDay?: string;
}

/** The request's facts as the reader sees them (the provider also sees the traveller's contact). */
export function factsList(view: BookingLinkView, m: BookingMessages): SafeHtml {
  const f = view.facts;
  const rows: Array<[string, string | null]> = [
    [m.t('fact.tour'), tourTitle(f, m)],
    [m.t('fact.where'), f.tour?.location ?? null],
    [m.t('fact.date'), m.day(f.date)],
    [m.t('fact.startTime'), f.departure ? m.startTime(f.departure) : null],
    [m.t('fact.people'), m.people(f.people)],
    ...(view.party === 'provider'
      ? ([
          [m.t('fact.name'), f.customerName],
          [m.t('fact.email'), f.customerEmail],
          [m.t('fact.phone'), f.customerPhone],
          [m.t('fact.specialRequests'), f.message],
        ] as Array<[string, string | null]>)
      : []),
    [m.t('fact.proposedDate'), f.proposedDate ? m.day(f.proposedDate) : null],
    [m.t('fact.answerBy'), f.status === 'pending' && f.respondBy ? m.moment(f.respondBy) : null],
    [m.t('fact.reference'), f.reference],
  ];
  return html`<dl>${rows.filter(([, v]) => v).map(([k, v]) => html`<dt>${k}</dt><dd>${v}</dd>`)}</dl>`;
}

/** A confirmed booking the traveller may still cancel: its day has not passed. */
export function cancellableBooking(view: BookingLinkView, today: string): boolean {
  return view.party === 'traveller' && view.facts.status === 'confirmed' && view.facts.date >= today;
}

/** What a confirmed traveller needs for the day; `cancellable`: the Cancel button follows on the page. */
export function confirmationCard(f: BookingEmailFacts, cancellable: boolean, m: BookingMessages): SafeHtml {
  // The date and start time are in the request's facts just above.
  const [date, startTime, phone, toCancel] = [m.t('fact.date'), m.t('fact.startTime'), m.t('fact.providerPhone'), m.t('fact.toCancel')];
  const rows = confirmationDetails(f, 'on-this-page', m).filter(([k, v]) => v && k !== date && k !== startTime && (cancellable || k !== toCancel));
  // The phone is a tap-to-call link: this page is read on a phone on the way to the pier.
  const value = (k: string, v: string) => (k === phone ? html`<a href="tel:${v.replace(/[^+\d]/g, '')}">${v}</a>` : v);
  return html`<div class="card"><h2>${m.t('page.yourDay')}</h2><dl>${rows.map(([k, v]) => html`<dt>${k}</dt><dd>${value(k, v!)}</dd>`)}</dl></div>`;
}

/** Said plainly when the request is no longer open: decided (by whom, when) or expired. */
export function closedNotice(view: BookingLinkView, m: BookingMessages): string | null {
  const f = view.facts;
  if (view.expired || f.decidedBy === 'expiry') return m.t('page.expired');
  if (f.status === 'pending') return null;
  return f.decidedAt ? m.t('page.alreadyOn', { status: f.status, when: m.momentAt(f.decidedAt) }) : m.t('page.already', { status: f.status });
}

/** The traveller's status in plain words: the state first, then what it means for them. */
export function travellerStatus(f: BookingEmailFacts, expired: boolean, m: BookingMessages): string {
  if (expired || f.decidedBy === 'expiry') return m.t('traveller.expired');
  if (f.status === 'confirmed') return f.departure ? m.t('traveller.confirmedAt', { day: m.day(f.date), time: f.departure }) : m.t('traveller.confirmed', { day: m.day(f.date) });
  if (f.status === 'cancelled') {
    const when = f.decidedAt ? m.momentAt(f.decidedAt) : null;
    if (f.decidedBy === 'traveller') return when ? m.t('traveller.withdrawnOn', { when }) : m.t('traveller.withdrawn');
    if (f.decidedBy === 'provider') return f.decisionReason ? m.t('traveller.declinedSaid', { reason: f.decisionReason }) : m.t('traveller.declined');
    const by = f.decidedBy ?? 'nobody';
    return when ? m.t('traveller.cancelledOn', { by, when }) : m.t('traveller.cancelled', { by });
  }
  if (f.proposedDate) return m.t('traveller.proposed', { proposed: m.day(f.proposedDate), day: m.day(f.date) });
  return f.respondBy ? m.t('traveller.waitingBy', { deadline: m.moment(f.respondBy) }) : m.t('traveller.waiting');
}

function form(action: string, fields: SafeHtml | string, button: string, kind = ''): SafeHtml {
  return html`<form method="post" action="${action}">${fields}<button type="submit" class="${kind}">${button}</button></form>`;
}

/** The one form an action page asks for. `base` is the page's path without the action; a proposed date is offered within `window`. */
export function actionForm(base: string, action: PageAction, party: 'provider' | 'traveller', input: FormInput, f: BookingEmailFacts, window: BookingWindow, m: BookingMessages): SafeHtml {
  const at = `${base}/${action}`;
  if (party === 'provider') {
    if (action === 'confirm')
      return html`<h2>${m.t('form.confirm.heading')}</h2><p>${m.t('form.confirm.text')}</p>${form(
        at,
        html`<label for="note">${m.t('form.confirm.note')}</label><textarea id="note" name="note" maxlength="1000">${input.note ?? ''}</textarea>`,
        m.t('form.confirm.button'),
      )}`;
    if (action === 'decline')
      return html`<h2>${m.t('form.decline.heading')}</h2>${form(
        at,
        html`<label for="reason">${m.t('form.decline.reason')}</label><textarea id="reason" name="reason" maxlength="1000">${input.reason ?? ''}</textarea>
<label class="check"><input type="checkbox" name="closeDay" value="yes"${input.closeDay === 'yes' ? new SafeHtml(' checked') : ''}> ${m.t('form.decline.closeDay')}</label>
<p class="hint">${m.t('form.decline.closeHint', { tour: tourTitle(f, m), day: m.day(f.date) })}</p>`,
        m.t('form.decline.button'),
        'danger',
      )}`;
    return html`<h2>${m.t('form.propose.heading')}</h2><p>${m.t('form.propose.text')}</p>${form(
      at,
      html`<label for="date">${m.t('form.propose.date')}</label><input id="date" name="date" type="date" required min="${window.firstDate}" max="${window.lastDate}" value="${input.date ?? ''}">
<label for="note">${m.t('form.propose.note')}</label><textarea id="note" name="note" maxlength="1000">${input.note ?? ''}</textarea>`,
      m.t('form.propose.button'),
    )}`;
  }
  if (action === 'accept' && f.proposedDate) return html`<h2>${m.t('form.accept.heading', { day: m.day(f.proposedDate) })}</h2>${form(at, '', m.t('form.accept.button'))}`;
  if (action === 'decline' && f.proposedDate)
    return html`<h2>${m.t('form.declineDate.heading', { day: m.day(f.proposedDate) })}</h2><p>${m.t('form.declineDate.text')}</p>${form(at, '', m.t('form.declineDate.button'), 'danger')}`;
  if (f.status === 'confirmed')
    return html`<h2>${m.t('form.cancelBooking.heading')}</h2><p>${m.t('form.cancelBooking.text')}</p>${form(`${base}/cancel`, '', m.t('form.cancelBooking.button'), 'danger')}`;
  return html`<h2>${m.t('form.cancelRequest.heading')}</h2><p>${m.t('form.cancelRequest.text')}</p>${form(`${base}/cancel`, '', m.t('form.cancelRequest.button'), 'danger')}`;
}

/** What the page says after a decision went through. */
export function doneMessage(party: 'provider' | 'traveller', action: PageAction, f: BookingEmailFacts, was: BookingEmailFacts['status'], m: BookingMessages, closedDay = false): string {
  if (party === 'provider') {
    if (action === 'confirm') return m.t('done.confirmed');
    if (action === 'decline') return closedDay ? m.t('done.declinedClosed', { day: m.day(f.date) }) : m.t('done.declined');
    return f.proposedDate ? m.t('done.proposed', { day: m.day(f.proposedDate) }) : m.t('done.proposedSomeDay');
  }
  if (action === 'accept') return m.t('done.accepted', { day: m.day(f.date) });
  if (action === 'decline') return m.t('done.declinedDate');
  return m.t(was === 'confirmed' ? 'done.cancelledBooking' : 'done.cancelledRequest');
}

/** The confirmation step of "Delete my data": what goes, what stays, and the one button that erases. */
export function eraseForm(base: string, m: BookingMessages): SafeHtml {
  return html`<h2>${m.t('erase.heading')}</h2><p>${m.t('erase.confirmText')}</p>${form(`${base}/erase`, '', m.t('erase.button'), 'danger')}`;
}
