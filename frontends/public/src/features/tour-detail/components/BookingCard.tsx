import { formatPrice, priceUnitFor } from '@costiera/kit';
import type { catalog } from '@costiera/contracts';
import { useInputBeforeHydration } from '../../../hydration/early-input';
import { peopleChoices, type BookingForm } from '../booking-form';
import { loadBookingModal, preload } from './on-demand-dialogs';
import { useDateRange } from '../../../api/booking-window';

interface Props {
  tour: catalog.TourDetail;
  form: BookingForm;
  /** The fields that changed, merged into the latest form (never a whole form built from an older render). */
  onChange(change: Partial<BookingForm>): void;
  onRequest(): void;
}

/**
 * The sticky card beside the tour: date and people travel into the booking modal. It is a GET
 * form to this page with ?request=1, so without JavaScript 'Send Request' opens the page with
 * the modal (rendered by the server); with JavaScript it opens the modal in place.
 */
export function BookingCard({ tour, form, onChange, onRequest }: Props) {
  const dateRange = useDateRange();
  const fields = useInputBeforeHydration({ date: form.date, people: form.people }, onChange);
  return (
    <aside className="booking-card" aria-labelledby="booking-card-price">
      <form
        ref={fields}
        method="get"
        action={`/tours/${encodeURIComponent(tour.id)}`}
        onSubmit={(e) => {
          e.preventDefault();
          onRequest();
        }}
      >
      <input type="hidden" name="request" value="1" />
      <p id="booking-card-price" className="booking-card__price">
        From <strong>{formatPrice(tour.price_from)}</strong> <span>/ {priceUnitFor(tour.category, tour.is_private)}</span>
      </p>
      <label className="field">
        Date
        <input type="date" name="date" {...dateRange} value={form.date} onChange={(e) => onChange({ date: e.target.value })} />
      </label>
      <label className="field">
        People
        <select name="people" value={form.people} onChange={(e) => onChange({ people: e.target.value })}>
          {peopleChoices(tour.max_passengers).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
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
