import type { Context } from 'koa';
import { SOURCE_LANGUAGE } from '@costiera/contracts';
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
import { actionForm, cancellableBooking, closedNotice, confirmationCard, doneMessage, eraseForm, factsList, travellerStatus, type FormInput, type PageAction } from './booking-page-views';
import { ErasePersonalData } from '../application/erase-personal-data/erase-personal-data.commands';
import { Availability } from '../application/availability/availability';
import { dayLoadSentence } from '../domain/day-load';
import { venueDate } from '../domain/booking-window';
import { bookingsSettings } from '../settings';
import { BookingLanguages } from '../messages/booking-languages';
import { bookingMessages, type BookingMessages } from '../messages/booking-messages';

const ACTIONS = { provider: ['confirm', 'decline', 'propose'], traveller: ['accept', 'decline', 'cancel', 'erase'] } as const;
const MAX_TEXT = 1000;

class InvalidInput extends Error {}

function text(value: unknown, what: 'note' | 'reason', m: BookingMessages): string | null {
  const s = typeof value === 'string' ? value.trim() : '';
  if (s.length > MAX_TEXT) throw new InvalidInput(m.t('page.tooLong', { what, max: MAX_TEXT }));
  return s === '' ? null : s;
}

/** The decision a page's form asks for, from what was typed (InvalidInput: the form comes back with the message, in the reader's language). */
function decisionOf(party: 'provider' | 'traveller', action: PageAction, input: FormInput, proposedDate: string | null, m: BookingMessages): BookingDecision {
  if (party === 'provider') {
    if (action === 'confirm') return { action: 'confirm', note: text(input.note, 'note', m) };
    if (action === 'decline') return { action: 'decline', reason: text(input.reason, 'reason', m), closeDay: input.closeDay === 'yes' };
    const date = typeof input.date === 'string' ? input.date.trim() : '';
    const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    const valid = ymd && new Date(Date.UTC(+ymd[1]!, +ymd[2]! - 1, +ymd[3]!)).toISOString().startsWith(date);
    if (!valid) throw new InvalidInput(m.t('page.chooseDate'));
    return { action: 'propose', date, note: text(input.note, 'note', m) };
  }
  if (action === 'accept' || action === 'decline') {
    if (!proposedDate) throw new InvalidInput(m.t('page.noProposal'));
    return { action: action === 'accept' ? 'accept-proposal' : 'decline-proposal' };
  }
  return { action: 'cancel', reason: null };
}

/**
 * The pages a booking email's links open, with no account: the provider confirms, declines or
 * proposes another date; the traveller follows the request, answers a proposal or cancels.
 * A GET only shows (mail scanners open links); the page's form POSTs the decision, checked to
 * come from this site. Unknown or foreign tokens get a plain 404 that reveals nothing. A page
 * is in its reader's language: the request's for the traveller, the provider's for the provider
 * (English where no link tells whose page it is).
 */
export function bookingPages(table: RouteTable, { container, commands, queries, config }: ModuleContext): void {
  const throttle = container.get(BookingPageThrottle);
  const clock = container.get<Clock>(TOKENS.Clock);
  const availability = container.get(Availability);
  const languages = new BookingLanguages(config.siteLanguages);
  const english = bookingMessages(SOURCE_LANGUAGE);
  const messagesFor = (view: BookingLinkView) => (view.party === 'provider' ? languages.provider(view.facts) : languages.traveller(view.facts));

  /** How full the request's day already is: the provider decides with it in view. */
  const dayLoad = async (view: BookingLinkView): Promise<string | undefined> => {
    const m = messagesFor(view);
    if (view.party !== 'provider' || closedNotice(view, m) || !view.facts.tour) return undefined;
    const f = view.facts;
    return dayLoadSentence(await availability.dayLoad({ id: f.id, tourId: f.tourId, date: f.date, departure: f.departure }), venueDate(clock.now()), m);
  };
  /** Whether the reader may still decide: a pending request, or a confirmed booking its traveller cancels before the day. */
  const decidable = (view: BookingLinkView, action: PageAction | undefined) =>
    !closedNotice(view, messagesFor(view)) || (action === 'cancel' && cancellableBooking(view, venueDate(clock.now())));
  const form = bodyParser({ enableTypes: ['form'], formLimit: '16kb', encoding: 'utf-8' });

  const send = (ctx: Context, status: number, title: string, body: SafeHtml, m: BookingMessages) => {
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = pageLayout(title, body, m);
  };
  const notFound = (ctx: Context) => send(ctx, 404, english.t('page.notFound.title'), html`<div class="card"><h1>${english.t('page.notFound.title')}</h1><p>${english.t('page.notFound.text')}</p></div>`, english);

  const render = (ctx: Context, status: number, view: BookingLinkView, token: string, action: PageAction | undefined, opts: { notice?: string; error?: string; input?: FormInput; load?: string } = {}) => {
    const { party, facts } = view;
    const m = messagesFor(view);
    const base = `/booking/${party}/${token}`;
    const closed = closedNotice(view, m);
    // The traveller's page states the request's state in its status line; "already ..." only answers a decision that came too late.
    const closedLine = closed && (party === 'provider' || status === 409) ? closed : null;
    const notice = opts.error ? html`<div class="notice error" role="alert">${opts.error}</div>` : opts.notice ? html`<div class="notice" role="status">${opts.notice}</div>` : closedLine ? html`<div class="notice" role="status">${closedLine}</div>` : '';
    let actions: SafeHtml | string = '';
    const window = bookingWindowAt(clock.now(), config.of(bookingsSettings).bookingWindow);
    if (party === 'traveller' && facts.status === 'confirmed') {
      const cancellable = cancellableBooking(view, venueDate(clock.now()));
      actions = html`${confirmationCard(facts, cancellable, m)}${cancellable ? html`<div class="card">${actionForm(base, 'cancel', party, {}, facts, window, m)}</div>` : ''}`;
    } else if (!closed && action !== 'erase') {
      if (action) actions = html`<div class="card">${actionForm(base, action, party, opts.input ?? {}, facts, window, m)}</div>`;
      else if (party === 'provider')
        actions = html`<div class="card"><h2>${m.t('page.yourAnswer')}</h2><a class="button" href="${base}/confirm">${m.t('provider.confirm')}</a><a class="button secondary" href="${base}/decline">${m.t('provider.decline')}</a><a class="button secondary" href="${base}/propose">${m.t('provider.propose')}</a></div>`;
      else
        actions = html`<div class="card">${facts.proposedDate ? html`<h2>${m.t('page.proposes')}</h2>${facts.proposalNote ? html`<p>${m.t('page.theirNote', { note: facts.proposalNote })}</p>` : ''}<a class="button" href="${base}/accept">${m.t('proposal.accept')}</a><a class="button secondary" href="${base}/decline">${m.t('proposal.decline')}</a>` : ''}${actionForm(base, 'cancel', party, {}, facts, window, m)}</div>`;
    }
    if (party === 'traveller') {
      // "Delete my data": offered on the page, confirmed on its own page (a GET never erases).
      const offer = erasable(view);
      if (action === 'erase') actions = offer ? html`<div class="card">${eraseForm(base, m)}</div>` : html`<div class="card"><p>${m.t(facts.personalDataErased ? 'erase.deleted' : 'erase.notYet')}</p></div>`;
      else if (facts.personalDataErased) actions = html`${actions}<div class="card"><p>${m.t('erase.deleted')}</p></div>`;
      else if (offer) actions = html`${actions}<div class="card"><h2>${m.t('erase.heading')}</h2><p>${m.t('erase.offer')}</p><a class="button secondary" href="${base}/erase">${m.t('erase.link')}</a></div>`;
    }
    const statusLine = party === 'traveller' ? html`<p><strong>${travellerStatus(facts, view.expired, m)}</strong></p>` : '';
    const title = m.t(party === 'provider' ? 'page.providerTitle' : 'page.travellerTitle');
    const load = opts.load ? html`<div class="card"><h2>${m.t('page.dayLoad')}</h2><p>${opts.load}</p></div>` : '';
    send(ctx, status, title, html`${notice}<div class="card"><h1>${title}</h1>${statusLine}${factsList(view, m)}</div>${load}${actions}`, m);
  };

  const page = async (ctx: Context, next: () => Promise<unknown>) => {
    // The token must not travel on in a Referer, nor the page be indexed or kept by caches.
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    ctx.set('Cache-Control', 'no-store');
    const wait = await throttle.retryAfter(ctx.ip);
    if (wait !== null) {
      ctx.set('Retry-After', String(wait));
      // Before the link is read: the reader's language is not known yet.
      const title = english.t('page.tooMany.title');
      return send(ctx, 429, title, html`<div class="card"><h1>${title}</h1><p>${english.t('page.tooMany.text', { wait })}</p></div>`, english);
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
    render(ctx, 200, opened.view, opened.token, opened.action, { ...(sent ? { notice: messagesFor(opened.view).t('page.sent') } : {}), load: await dayLoad(opened.view) });
  };

  /** The page's view once a decision was taken or refused: the request's state from the command, the rest as read before it. */
  const viewAfter = (view: BookingLinkView, state: DecisionState): BookingLinkView => {
    const facts = { ...view.facts, ...state };
    return { ...view, facts, expired: isExpired(facts, clock.now()) };
  };

  /** The traveller may have their data erased: not yet erased, and the tour's day has passed or the request is cancelled. */
  const erasable = (view: BookingLinkView) =>
    view.party === 'traveller' && !view.facts.personalDataErased && (view.facts.status === 'cancelled' || view.facts.date < venueDate(clock.now()));

  /** "Delete my data", confirmed: the request keeps its facts, the page says the data is gone. */
  const erase = async (ctx: Context, view: BookingLinkView, token: string) => {
    if (!erasable(view)) return render(ctx, view.facts.personalDataErased ? 200 : 409, view, token, 'erase');
    await commands.execute(new ErasePersonalData(view.facts.id));
    const erased = { ...view, facts: { ...view.facts, customerName: '', customerEmail: '', customerPhone: null, message: null, personalDataErased: true } };
    render(ctx, 200, erased, token, undefined, { notice: messagesFor(view).t('erase.done') });
  };

  const decide = async (ctx: Context) => {
    const opened = await open(ctx);
    if (!opened || !opened.action) return notFound(ctx);
    const { view, token, action } = opened;
    const m = messagesFor(view);
    if (!isSameOriginForm(ctx, config.publicBaseUrl)) {
      const again = m.rich<SafeHtml>('page.notAccepted.text', { link: (parts) => html`<a href="/booking/${view.party}/${token}/${action}">${parts}</a>` });
      return send(ctx, 403, m.t('page.notAccepted.title'), html`<div class="card"><h1>${m.t('page.notAccepted.title')}</h1><p>${again}</p></div>`, m);
    }
    if (action === 'erase') return erase(ctx, view, token);
    const input = (ctx.request.body ?? {}) as FormInput;
    if (!decidable(view, action)) return render(ctx, 409, view, token, action);
    const actor: DecisionActor = view.party === 'provider' ? { kind: 'provider' } : { kind: 'traveller' };
    let after: BookingLinkView;
    try {
      const decision = decisionOf(view.party, action, input, view.facts.proposedDate, m);
      after = viewAfter(view, await commands.execute(new DecideBookingRequest(view.facts.id, actor, decision)));
    } catch (err) {
      if (err instanceof InvalidInput || err instanceof BusinessRuleViolation) return render(ctx, 400, view, token, action, { error: err.message, input, load: await dayLoad(view) });
      if (!(err instanceof AlreadyDecided)) throw err;
      // Second of two decisions: say what the first one did.
      const now = viewAfter(view, err.state);
      return render(ctx, 409, now, token, action, { load: await dayLoad(now) });
    }
    const closedDay = action === 'decline' && view.party === 'provider' && input.closeDay === 'yes';
    render(ctx, 200, after, token, action, { notice: doneMessage(view.party, action, after.facts, view.facts.status, m, closedDay) });
  };

  table.page('GET', '/booking/:party/:token', page, show);
  table.page('GET', '/booking/:party/:token/:action', page, show);
  table.page('POST', '/booking/:party/:token/:action', page, form, decide);
}
