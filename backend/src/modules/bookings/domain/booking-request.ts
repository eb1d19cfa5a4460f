import { bookings, SOURCE_LANGUAGE } from '@costiera/contracts';
import { AggregateRoot } from '../../../kernel/messaging/domain-event';
import { BusinessRuleViolation } from '../../../kernel/errors';
import { AlreadyDecided, assertProposable, badWeatherReason, type BookingDecision, type DecisionActor, type DecidedBy, type DecisionState } from './booking-decision';
import { remindersFor, respondByFor } from './response-deadline';
import { venueDate, type BookingWindowSettings } from './booking-window';
import { BookingRefusal } from './refusal-words';

/** SPEC section 4: pending (the default), confirmed, cancelled; an admin may set any of them. */
export type BookingStatus = bookings.BookingStatus;

export interface BookingRequestFacts {
  readonly tourId: string;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly customerPhone: string | null;
  /** The preferred date, YYYY-MM-DD. */
  readonly date: string;
  readonly people: number;
  readonly message: string | null;
  /** The start time asked for ('HH:MM'), when the tour lists several. */
  readonly time?: string | null;
  /** The language of the page the request was sent from (a site language's code); English when absent. */
  readonly language?: string;
}

/** Who erased a request's personal data: the retention sweep, or the traveller. */
export type PersonalDataErasure = 'retention' | 'traveller';

/** A traveller's request to book a tour; the provider confirms it afterwards (no payment). */
export class BookingRequest extends AggregateRoot {
  // Set by the decision workflow; the ORM fills them on load.
  decidedBy: DecidedBy | null = null;
  decidedByUsername: string | null = null;
  decidedAt: Date | null = null;
  decisionReason: string | null = null;
  proposedDate: string | null = null;
  proposalNote: string | null = null;
  respondBy: Date | null = null;
  firstReminderAt: Date | null = null;
  lastReminderAt: Date | null = null;
  remindersSent = 0;
  /** The departure the request holds seats on ('HH:MM'); null when the tour lists no start times. */
  departure: string | null = null;
  /** What the provider added when confirming (pick-up details, what to bring). */
  confirmationNote: string | null = null;
  /** The language the traveller wrote in (a site language's code): their emails and booking page use it. */
  language: string = SOURCE_LANGUAGE;
  /** When the traveller's name, email, phone and message were erased; null while the request holds them. */
  personalDataErasedAt: Date | null = null;

  private constructor(
    readonly id: string,
    /** 'CST-' and seven characters, unique and never issued again (domain/booking-reference.ts). */
    readonly reference: string,
    readonly tourId: string,
    // Personal data: emptied when it is erased (erasePersonalData), the request's other facts kept.
    public customerName: string,
    public customerEmail: string,
    public customerPhone: string | null,
    public date: string,
    readonly people: number,
    public message: string | null,
    public status: BookingStatus,
    readonly createdAt: Date,
    public updatedAt: Date,
  ) {
    super();
  }

  /** People run from 1 to the tour's max passengers (SPEC section 5); the provider answers within `responseHours`. */
  static submit(id: string, reference: string, facts: BookingRequestFacts, tour: { readonly maxPassengers: number }, now = new Date(), responseHours = 48): BookingRequest {
    if (!Number.isInteger(facts.people) || facts.people < 1 || facts.people > tour.maxPassengers) {
      throw new BookingRefusal(
        `This tour takes at most ${tour.maxPassengers} ${tour.maxPassengers === 1 ? 'person' : 'people'}; choose from 1 to ${tour.maxPassengers}`,
        'people',
        [{ id: 'refusal.people', values: { max: String(tour.maxPassengers) } }],
        `must be from 1 to ${tour.maxPassengers}`,
      );
    }
    const r = new BookingRequest(id, reference, facts.tourId, facts.customerName, facts.customerEmail, facts.customerPhone, facts.date, facts.people, facts.message, 'pending', now, now);
    r.departure = facts.time ?? null;
    r.language = facts.language ?? SOURCE_LANGUAGE;
    r.respondBy = respondByFor(now, facts.date, responseHours);
    const reminders = remindersFor(now, r.respondBy);
    r.firstReminderAt = reminders.first;
    r.lastReminderAt = reminders.last;
    r.record({
      name: 'bookings.booking-request.submitted.v1',
      payload: { bookingRequestId: id, tourId: facts.tourId, people: facts.people, date: facts.date, respondBy: r.respondBy.toISOString() },
    });
    return r;
  }

  /** The request as its decisions left it. */
  decisionState(): DecisionState {
    return {
      status: this.status,
      date: this.date,
      departure: this.departure,
      decidedBy: this.decidedBy,
      decidedAt: this.decidedAt?.toISOString() ?? null,
      decisionReason: this.decisionReason,
      proposedDate: this.proposedDate,
      proposalNote: this.proposalNote,
      respondBy: this.respondBy?.toISOString() ?? null,
      confirmationNote: this.confirmationNote,
    };
  }

  /**
   * Every decision, by whoever takes it. An admin may set any status at any time (SPEC
   * section 4); the provider, the traveller and the expiry decide only a pending request,
   * and the first decision wins: a later one is refused with what happened (AlreadyDecided).
   * A proposed date must differ from the one asked for and lie in the booking `window`.
   */
  decide(actor: DecisionActor, decision: BookingDecision, now: Date, window?: BookingWindowSettings): void {
    if (actor.kind === 'admin') {
      if (decision.action === 'cancel-for-weather') {
        // Cancelled already (by anyone): a repeated closure changes nothing and tells nobody again.
        if (this.status !== 'cancelled') this.setStatus('cancelled', actor, badWeatherReason(decision.note), now, 'weather');
        return;
      }
      if (decision.action !== 'set-status') throw new Error('an admin decides by setting a status or cancelling for weather');
      // Reopened past its deadline: the admin has it in hand, so the sweep must not cancel it again.
      if (decision.status === 'pending' && this.status !== 'pending' && this.respondBy && this.respondBy <= now) this.clearDeadline();
      this.setStatus(decision.status, actor, null, now);
      return;
    }
    if (actor.kind === 'traveller' && decision.action === 'cancel' && this.status === 'confirmed') {
      // A traveller who cannot come says so up to the day itself, so the provider is not left waiting at the pier.
      if (this.date < venueDate(now)) throw new BusinessRuleViolation('The day of this booking has passed, so it can no longer be cancelled');
      this.setStatus('cancelled', actor, decision.reason, now);
      return;
    }
    if (this.status !== 'pending') throw new AlreadyDecided(this.status, this.decidedBy, this.decidedAt, this.decisionState());
    if (actor.kind !== 'expiry' && this.isPastDeadline(now)) throw new AlreadyDecided('cancelled', 'expiry', this.respondBy, this.decisionState());
    const refuse = () => {
      throw new Error(`${actor.kind} cannot ${decision.action}`);
    };
    switch (decision.action) {
      case 'confirm':
        if (actor.kind !== 'provider') refuse();
        this.confirmationNote = decision.note ?? null;
        this.setStatus('confirmed', actor, null, now);
        return;
      case 'decline':
        if (actor.kind !== 'provider') refuse();
        this.setStatus('cancelled', actor, decision.reason, now);
        return;
      case 'propose':
        if (actor.kind !== 'provider') refuse();
        if (!window) throw new Error('a proposal is checked against the booking window');
        assertProposable(this.date, decision.date, now, window);
        this.proposedDate = decision.date;
        this.proposalNote = decision.note;
        this.updatedAt = now;
        this.record({
          name: 'bookings.booking-request.date-proposed.v1',
          payload: { bookingRequestId: this.id, proposedDate: decision.date, note: decision.note, at: now.toISOString() },
        });
        return;
      case 'accept-proposal':
      case 'decline-proposal': {
        if (actor.kind !== 'traveller') refuse();
        if (!this.proposedDate) throw new BusinessRuleViolation('The provider has not proposed another date');
        const proposed = this.proposedDate;
        if (decision.action === 'accept-proposal') {
          const was = this.date;
          this.date = proposed;
          this.proposedDate = null;
          this.proposalNote = null;
          this.setStatus('confirmed', actor, `accepted the proposed date ${proposed} (asked for ${was})`, now);
        } else {
          this.setStatus('cancelled', actor, `declined the proposed date ${proposed}`, now);
        }
        return;
      }
      case 'cancel':
        if (actor.kind !== 'traveller') refuse();
        this.setStatus('cancelled', actor, decision.reason, now);
        return;
      case 'expire':
        if (actor.kind !== 'expiry') refuse();
        if (!this.respondBy || this.respondBy > now) throw new Error('the request has not reached its deadline');
        this.setStatus('cancelled', actor, null, now);
        return;
      case 'set-status':
      case 'cancel-for-weather':
        refuse();
    }
  }

  /** The day `decision` would confirm this request on, if it confirms it (its seats are checked first). */
  confirmsOn(decision: BookingDecision): string | null {
    switch (decision.action) {
      case 'confirm':
        return this.status === 'pending' ? this.date : null;
      case 'accept-proposal':
        return this.status === 'pending' ? this.proposedDate : null;
      case 'set-status':
        return decision.status === 'confirmed' && this.status !== 'confirmed' ? this.date : null;
      default:
        return null;
    }
  }

  /** Undecided past its respond-by time: only the expiry may decide it now. */
  isPastDeadline(now: Date): boolean {
    return this.status === 'pending' && this.respondBy !== null && this.respondBy <= now;
  }

  /** A request recorded as history (the demo data): nobody waits for an answer to it. */
  clearDeadline(): void {
    this.respondBy = this.firstReminderAt = this.lastReminderAt = null;
  }

  /** Which reminder is due now, if any (both due at once: only the last). Marks it sent. */
  takeDueReminder(now: Date): 'first' | 'last' | null {
    if (this.status !== 'pending') return null;
    const due = this.lastReminderAt && this.remindersSent < 2 && this.lastReminderAt <= now ? 'last' : this.firstReminderAt && this.remindersSent < 1 && this.firstReminderAt <= now ? 'first' : null;
    if (!due) return null;
    this.remindersSent = due === 'last' ? 2 : 1;
    this.record({ name: 'bookings.booking-request.reminder-due.v1', payload: { bookingRequestId: this.id, reminder: due, at: now.toISOString() } });
    return due;
  }

  /** `cause` 'weather': staff closed the day for bad weather (its own email goes to the traveller). */
  private setStatus(status: BookingStatus, actor: DecisionActor, reason: string | null, now: Date, cause?: 'weather'): void {
    if (!(bookings.BOOKING_STATUSES as readonly string[]).includes(status)) {
      throw new BusinessRuleViolation(`Status must be one of ${bookings.BOOKING_STATUSES.join(', ')}`, [{ field: 'status', message: 'is not a booking status' }]);
    }
    if (status === this.status) return;
    const from = this.status;
    this.status = status;
    this.updatedAt = now;
    this.decidedBy = status === 'pending' ? null : actor.kind;
    this.decidedByUsername = status !== 'pending' && actor.kind === 'admin' ? actor.username : null;
    this.decidedAt = status === 'pending' ? null : now;
    this.decisionReason = status === 'pending' ? null : reason;
    this.record({
      name: 'bookings.booking-request.status-changed.v1',
      payload: {
        bookingRequestId: this.id,
        from,
        to: status,
        decidedBy: actor.kind,
        username: actor.kind === 'admin' ? actor.username : null,
        reason,
        at: now.toISOString(),
        ...(cause ? { cause } : {}),
      },
    });
  }

  /** The traveller may ask for their data to be erased once the tour's day (`today`, venue time) has passed, or the request is cancelled. */
  mayEraseOnRequest(today: string): boolean {
    return this.status === 'cancelled' || this.date < today;
  }

  /**
   * Erases the traveller's personal data (name, email, phone, message), keeping what the
   * statistics count: tour, date, people, status, language, timestamps. `by`: the retention
   * sweep, or the traveller from their status page. False when it was erased already.
   */
  erasePersonalData(now: Date, by: PersonalDataErasure): boolean {
    if (this.personalDataErasedAt) return false;
    this.customerName = '';
    this.customerEmail = '';
    this.customerPhone = null;
    this.message = null;
    this.personalDataErasedAt = now;
    this.record({ name: 'bookings.booking-request.personal-data-erased.v1', payload: { bookingRequestId: this.id, tourId: this.tourId, by, at: now.toISOString() } });
    return true;
  }

  markDeleted(): void {
    this.record({ name: 'bookings.booking-request.deleted.v1', payload: { bookingRequestId: this.id, tourId: this.tourId } });
  }
}
