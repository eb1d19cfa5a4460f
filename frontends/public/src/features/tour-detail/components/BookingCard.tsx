import { formatPrice, priceUnitFor } from '@costiera/kit';
import type { catalog } from '@costiera/contracts';
import { useInputBeforeHydration } from '../../../hydration/early-input';
import { peopleChoices, type BookingForm, type DaysShown } from '../booking-form';
import type { BookingReceipt, BookingRequestInput } from '../api/submit-booking-request';
import { loadBookingModal } from './on-demand-dialogs';
import { preload } from './preload-on-intent';
import { DateField } from './DateField';
import { NextAvailable } from './NextAvailable';
import { SeatsNote } from './SeatsNote';
import { StartTimeField } from './StartTimeField';

/** A request the traveller sent from this page, with the API's answer. */
export interface SentRequest {
  readonly request: BookingRequestInput;
  readonly receipt: BookingReceipt;
}

interface Props {
  tour: catalog.TourDetail;
  form: BookingForm;
  days: DaysShown;
  /** Shown instead of the form once a request was stored. */
  sent: SentRequest | null;
  /** The fields that changed, merged into the latest form (never a whole form built from an older render). */
  onChange(change: Partial<BookingForm>): void;
  onRequest(): void;
  /** Back to the form, for another request. */
  onAnother(): void;
}

/** A YYYY-MM-DD date as travellers read it: "Monday 14 June 2027". */
const readableDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .formatToParts(new Date(`${date}T00:00:00Z`))
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join(' ');

/** What was sent, its reference and the way to the request's status page: they stay until the traveller starts another request. */
function SentSummary({ tour, sent, onAnother }: { tour: catalog.TourDetail; sent: SentRequest; onAnother(): void }) {
  const { request, receipt } = sent;
  const rows: Array<[string, string]> = [
    ['Tour', tour.title],
    ['Date', readableDate(request.date)],
    ...(request.time ? [['Start time', request.time] as [string, string]] : []),
    ['People', `${request.people} ${request.people === 1 ? 'person' : 'people'}`],
    ['Name', request.customerName],
    ['Email', request.customerEmail],
    ['Reference', receipt.reference],
  ];
  return (
    <section className="booking-sent" role="status" aria-labelledby="booking-sent-title">
      <h2 id="booking-sent-title">Request sent</h2>
      <p>Thank you! The provider will contact you by email to confirm your booking. Until then it is a request, not a booking.</p>
      <dl className="booking-sent__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <a className="btn btn--primary btn--block" href={receipt.status_url}>
        Follow your request
      </a>
      <button type="button" className="btn btn--block" onClick={onAnother}>
        Send another request
      </button>
    </section>
  );
}

/**
 * The sticky card beside the tour: date and people travel into the booking modal. It is a GET
 * form to this page with ?request=1, so without JavaScript 'Send Request' opens the page with
 * the modal (rendered by the server); with JavaScript it opens the modal in place.
 */
export function BookingCard({ tour, form, days, sent, onChange, onRequest, onAnother }: Props) {
  const { upcoming, day, seats } = days;
  const fields = useInputBeforeHydration({ date: form.date, time: form.time, people: form.people }, onChange);
  return (
    <aside className="booking-card" aria-labelledby="booking-card-price">
      {sent ? <SentSummary tour={tour} sent={sent} onAnother={onAnother} /> : null}
      <form
        ref={fields}
        hidden={sent !== null}
        method="get"
        action={`/tours/${encodeURIComponent(tour.id)}`}
        onSubmit={(e) => {
          e.preventDefault();
          // A day that cannot be asked for is named beside the field: the traveller picks another first.
          if (day && !day.requestable) {
            (e.currentTarget.elements.namedItem('date') as HTMLInputElement | null)?.focus();
            return;
          }
          onRequest();
        }}
      >
      <input type="hidden" name="request" value="1" />
      <p id="booking-card-price" className="booking-card__price">
        From <strong>{formatPrice(tour.price_from)}</strong> <span>/ {priceUnitFor(tour.category, tour.is_private)}</span>
      </p>
      <NextAvailable availability={upcoming} />
      <DateField tourId={tour.id} label="Date" value={form.date} day={day} upcoming={upcoming} onChange={(date) => onChange({ date })} />
      <StartTimeField departures={upcoming?.departures ?? []} day={day} value={form.time} onChange={(time) => onChange({ time })} />
      <label className="field">
        People
        <select name="people" value={form.people} onChange={(e) => onChange({ people: e.target.value })}>
          {peopleChoices(seats).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <SeatsNote date={form.date} day={day} seats={seats} maxPassengers={tour.max_passengers} />
      <button type="submit" className="btn btn--primary btn--block" {...preload(loadBookingModal)}>
        Send Request
      </button>
      </form>
      <ul className="booking-card__notes">
        <li>Final price guaranteed - no hidden costs</li>
        <li>Price varies by options chosen</li>
      </ul>
    </aside>
  );
}
