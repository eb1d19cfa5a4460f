import type { Context } from 'koa';
import { bodyParser } from '@koa/bodyparser';
import type { ModuleContext } from '../../../kernel/module';
import type { RouteTable } from '../../../kernel/http/route-table';
import type { Clock } from '../../../kernel/clock';
import { TOKENS } from '../../../kernel/tokens';
import { BusinessRuleViolation } from '../../../kernel/errors';
import { isSameOriginForm } from '../../../kernel/http/same-origin-form';
import { BookingPageThrottle } from '../infrastructure/booking-page-throttle';
import { GetBookingLink, type BookingLinkView } from '../application/get-booking-link/get-booking-link.query';
import { DecideBookingRequest } from '../application/decide-booking-request/decide-booking-request.command';
import { RecordBookingLinkOpened } from '../application/record-booking-link-opened/record-booking-link-opened.command';
import { AlreadyDecided, type BookingDecision, type DecisionActor, type DecisionState } from '../domain/booking-decision';
import { isExpired } from '../application/get-booking-link/get-booking-link.handler';
import { bookingWindowAt } from '../domain/booking-window';
import { html, type SafeHtml } from '../notifications/html';
import { pageLayout } from './page-layout';
import { actionForm, cancellableBooking, closedNotice, confirmationCard, doneMessage, factsList, travellerStatus, type FormInput, type PageAction } from './booking-page-views';
import { Availability } from '../application/availability/availability';
import { dayLoadSentence } from '../domain/day-load';
import { venueDate } from '../domain/booking-window';
import { bookingsSettings } from '../settings';

const ACTIONS = { provider: ['confirm', 'decline', 'propose'], traveller: ['accept', 'decline', 'cancel'] } as const;
const MAX_TEXT = 1000;
const SENT_NOTICE = 'Request sent. Thank you! The provider will contact you by email to confirm your booking. This page shows where your request stands.';

class InvalidInput extends Error {}

function text(value: unknown, what: string): string | null {
  const s = typeof value === 'string' ? value.trim() : '';
  if (s.length > MAX_TEXT) throw new InvalidInput(`The ${what} is too long (at most ${MAX_TEXT} characters).`);
  return s === '' ? null : s;
}

/** The decision a page's form asks for, from what was typed (InvalidInput: the form comes back with the message). */
function decisionOf(party: 'provider' | 'traveller', action: PageAction, input: FormInput, proposedDate: string | null): BookingDecision {
  if (party === 'provider') {
    if (action === 'confirm') return { action: 'confirm', note: text(input.note, 'note') };
    if (action === 'decline') return { action: 'decline', reason: text(input.reason, 'reason'), closeDay: input.closeDay === 'yes' };
    const date = typeof input.date === 'string' ? input.date.trim() : '';
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    const valid = m && new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!)).toISOString().startsWith(date);
    if (!valid) throw new InvalidInput('Choose the new date (a calendar date such as 2027-05-12).');
    return { action: 'propose', date, note: text(input.note, 'note') };
  }
  if (action === 'accept' || action === 'decline') {
    if (!proposedDate) throw new InvalidInput('The provider has not proposed another date.');
    return { action: action === 'accept' ? 'accept-proposal' : 'decline-proposal' };
  }
  return { action: 'cancel', reason: null };
}

/**
 * The pages a booking email's links open, with no account: the provider confirms, declines or
 * proposes another date; the traveller follows the request, answers a proposal or cancels.
 * A GET only shows (mail scanners open links); the page's form POSTs the decision, checked to
 * come from this site. Unknown or foreign tokens get a plain 404 that reveals nothing.
 */
export function bookingPages(table: RouteTable, { container, commands, queries, config }: ModuleContext): void {
  const throttle = container.get(BookingPageThrottle);
  const clock = container.get<Clock>(TOKENS.Clock);
  const availability = container.get(Availability);

  /** How full the request's day already is: the provider decides with it in view. */
  const dayLoad = async (view: BookingLinkView): Promise<string | undefined> => {
    if (view.party !== 'provider' || closedNotice(view) || !view.facts.tour) return undefined;
    const f = view.facts;
    return dayLoadSentence(await availability.dayLoad({ id: f.id, tourId: f.tourId, date: f.date, departure: f.departure }), venueDate(clock.now()));
  };
  /** Whether the reader may still decide: a pending request, or a confirmed booking its traveller cancels before the day. */
  const decidable = (view: BookingLinkView, action: PageAction | undefined) =>
    !closedNotice(view) || (action === 'cancel' && cancellableBooking(view, venueDate(clock.now())));
  const form = bodyParser({ enableTypes: ['form'], formLimit: '16kb', encoding: 'utf-8' });

  const send = (ctx: Context, status: number, title: string, body: SafeHtml) => {
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = pageLayout(title, body);
  };
  const notFound = (ctx: Context) => send(ctx, 404, 'Page not found', html`<div class="card"><h1>Page not found</h1><p>This link does not lead anywhere.</p></div>`);

  const render = (ctx: Context, status: number, view: BookingLinkView, token: string, action: PageAction | undefined, opts: { notice?: string; error?: string; input?: FormInput; load?: string } = {}) => {
    const { party, facts } = view;
    const base = `/booking/${party}/${token}`;
    const closed = closedNotice(view);
    // The traveller's page states the request's state in its status line; "already ..." only answers a decision that came too late.
    const closedLine = closed && (party === 'provider' || status === 409) ? closed : null;
    const notice = opts.error ? html`<div class="notice error" role="alert">${opts.error}</div>` : opts.notice ? html`<div class="notice" role="status">${opts.notice}</div>` : closedLine ? html`<div class="notice" role="status">${closedLine}</div>` : '';
    let actions: SafeHtml | string = '';
    const window = bookingWindowAt(clock.now(), config.of(bookingsSettings).bookingWindow);
    if (party === 'traveller' && facts.status === 'confirmed') {
      const cancellable = cancellableBooking(view, venueDate(clock.now()));
      actions = html`${confirmationCard(facts, cancellable)}${cancellable ? html`<div class="card">${actionForm(base, 'cancel', party, {}, facts, window)}</div>` : ''}`;
    } else if (!closed) {
      if (action) actions = html`<div class="card">${actionForm(base, action, party, opts.input ?? {}, facts, window)}</div>`;
      else if (party === 'provider')
        actions = html`<div class="card"><h2>Your answer</h2><a class="button" href="${base}/confirm">Confirm</a><a class="button secondary" href="${base}/decline">Decline</a><a class="button secondary" href="${base}/propose">Propose another date</a></div>`;
      else
        actions = html`<div class="card">${facts.proposedDate ? html`<h2>The provider proposes another date</h2>${facts.proposalNote ? html`<p>Their note: “${facts.proposalNote}”</p>` : ''}<a class="button" href="${base}/accept">Accept the new date</a><a class="button secondary" href="${base}/decline">Decline</a>` : ''}${actionForm(base, 'cancel', party, {}, facts, window)}</div>`;
    }
    const statusLine = party === 'traveller' ? html`<p><strong>${travellerStatus(facts, view.expired)}</strong></p>` : '';
    const title = party === 'provider' ? 'Booking request' : 'Your booking request';
    const load = opts.load ? html`<div class="card"><h2>How full the day is</h2><p>${opts.load}</p></div>` : '';
    send(ctx, status, title, html`${notice}<div class="card"><h1>${title}</h1>${statusLine}${factsList(view)}</div>${load}${actions}`);
  };

  const page = async (ctx: Context, next: () => Promise<unknown>) => {
    // The token must not travel on in a Referer, nor the page be indexed or kept by caches.
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    ctx.set('Cache-Control', 'no-store');
    const wait = await throttle.retryAfter(ctx.ip);
    if (wait !== null) {
      ctx.set('Retry-After', String(wait));
      return send(ctx, 429, 'Too many requests', html`<div class="card"><h1>Too many requests</h1><p>Please try again in ${wait} second${wait === 1 ? '' : 's'}.</p></div>`);
    }
    return next();
  };

  const open = async (ctx: Context): Promise<{ view: BookingLinkView; token: string; action: PageAction | undefined } | null> => {
    const party = ctx.params.party as 'provider' | 'traveller';
    const token = String(ctx.params.token);
    const action = ctx.params.action as PageAction | undefined;
    if (party !== 'provider' && party !== 'traveller') return null;
    if (action !== undefined && !(ACTIONS[party] as readonly string[]).includes(action)) return null;
    const view = await queries.execute(new GetBookingLink(token));
    if (!view || view.party !== party) return null;
    return { view, token, action };
  };

  const show = async (ctx: Context) => {
    const opened = await open(ctx);
    if (!opened) return notFound(ctx);
    // A line in the history only: the request itself never changes on a GET.
    await commands.execute(new RecordBookingLinkOpened(opened.view.facts.id, opened.view.party));
    // ?sent=1: the booking form sent without JavaScript lands here once its request is stored.
    const sent = opened.view.party === 'traveller' && !opened.action && ctx.query.sent === '1';
    render(ctx, 200, opened.view, opened.token, opened.action, { ...(sent ? { notice: SENT_NOTICE } : {}), load: await dayLoad(opened.view) });
  };

  /** The page's view once a decision was taken or refused: the request's state from the command, the rest as read before it. */
  const viewAfter = (view: BookingLinkView, state: DecisionState): BookingLinkView => {
    const facts = { ...view.facts, ...state };
    return { ...view, facts, expired: isExpired(facts, clock.now()) };
  };

  const decide = async (ctx: Context) => {
    const opened = await open(ctx);
    if (!opened || !opened.action) return notFound(ctx);
    const { view, token, action } = opened;
    if (!isSameOriginForm(ctx, config.publicBaseUrl)) {
      return send(ctx, 403, 'Not accepted', html`<div class="card"><h1>Not accepted</h1><p>Please answer from the page this site showed you: <a href="/booking/${view.party}/${token}/${action}">open it again</a>.</p></div>`);
    }
    const input = (ctx.request.body ?? {}) as FormInput;
    if (!decidable(view, action)) return render(ctx, 409, view, token, action);
    const actor: DecisionActor = view.party === 'provider' ? { kind: 'provider' } : { kind: 'traveller' };
    let after: BookingLinkView;
    try {
      const decision = decisionOf(view.party, action, input, view.facts.proposedDate);
      after = viewAfter(view, await commands.execute(new DecideBookingRequest(view.facts.id, actor, decision)));
    } catch (err) {
      if (err instanceof InvalidInput || err instanceof BusinessRuleViolation) return render(ctx, 400, view, token, action, { error: err.message, input, load: await dayLoad(view) });
      if (!(err instanceof AlreadyDecided)) throw err;
      // Second of two decisions: say what the first one did.
      const now = viewAfter(view, err.state);
      return render(ctx, 409, now, token, action, { load: await dayLoad(now) });
    }
    const closedDay = action === 'decline' && view.party === 'provider' && input.closeDay === 'yes';
    render(ctx, 200, after, token, action, { notice: doneMessage(view.party, action, after.facts, view.facts.status, closedDay) });
  };

  table.page('GET', '/booking/:party/:token', page, show);
  table.page('GET', '/booking/:party/:token/:action', page, show);
  table.page('POST', '/booking/:party/:token/:action', page, form, decide);
}
