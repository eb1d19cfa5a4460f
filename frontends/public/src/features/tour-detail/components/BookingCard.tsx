import { priceUnitFor } from '@costiera/kit';
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
import { useI18n, type I18n } from '../../../i18n/i18n';
import { langOf } from '../tour-language';

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

/** A YYYY-MM-DD date (a day on the venue's calendar) as travellers read it: "Monday 14 June 2027", "lunedì 14 giugno 2027". */
const readableDate = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .formatToParts(new Date(`${date}T00:00:00Z`))
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join(' ');

/** What was sent, its reference and the way to the request's status page: they stay until the traveller starts another request. */
function SentSummary({ tour, sent, onAnother, i18n }: { tour: catalog.TourDetail; sent: SentRequest; onAnother(): void; i18n: I18n }) {
  const { request, receipt } = sent;
  // The tour's title is marked when it is in another language than the page.
  const rows: Array<[string, string, { lang?: string }?]> = [
    [i18n.t('detail.sent.tour'), tour.title, langOf(tour.lang, i18n)],
    [i18n.t('detail.sent.date'), readableDate(request.date, i18n.locale)],
    ...(request.time ? [[i18n.t('detail.sent.startTime'), i18n.t('detail.time', { time: request.time })] as [string, string]] : []),
    [i18n.t('detail.sent.people'), i18n.t('detail.sent.peopleCount', { count: request.people })],
    [i18n.t('detail.sent.name'), request.customerName],
    [i18n.t('detail.sent.email'), request.customerEmail],
    [i18n.t('detail.sent.reference'), receipt.reference],
  ];
  return (
    <section className="booking-sent" role="status" aria-labelledby="booking-sent-title">
      <h2 id="booking-sent-title">{i18n.t('detail.sent.title')}</h2>
      <p>{i18n.t('detail.sent.text')}</p>
      <dl className="booking-sent__facts">
        {rows.map(([label, value, lang]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd {...lang}>{value}</dd>
          </div>
        ))}
      </dl>
      <a className="btn btn--primary btn--block" href={receipt.status_url}>
        {i18n.t('detail.sent.follow')}
      </a>
      <button type="button" className="btn btn--block" onClick={onAnother}>
        {i18n.t('detail.sent.another')}
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
  const i18n = useI18n();
  const { upcoming, day, seats } = days;
  const fields = useInputBeforeHydration({ date: form.date, time: form.time, people: form.people }, onChange);
  return (
    <aside className="booking-card" aria-labelledby="booking-card-price">
      {sent ? <SentSummary tour={tour} sent={sent} onAnother={onAnother} i18n={i18n} /> : null}
      <form
        ref={fields}
        hidden={sent !== null}
        method="get"
        action={i18n.path(`/tours/${encodeURIComponent(tour.id)}`)}
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
        {i18n.t('detail.card.from')} <strong>{i18n.price(tour.price_from)}</strong> <span>/ {i18n.t('detail.unit', { unit: priceUnitFor(tour.category, tour.is_private) })}</span>
      </p>
      <NextAvailable availability={upcoming} />
      <DateField tourId={tour.id} label={i18n.t('detail.card.date')} value={form.date} day={day} upcoming={upcoming} onChange={(date) => onChange({ date })} />
      <StartTimeField departures={upcoming?.departures ?? []} day={day} value={form.time} onChange={(time) => onChange({ time })} />
      <label className="field">
        {i18n.t('detail.card.people')}
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
        {i18n.t('detail.card.send')}
      </button>
      </form>
      <ul className="booking-card__notes">
        <li>{i18n.t('detail.card.guaranteed')}</li>
        <li>{i18n.t('detail.card.varies')}</li>
      </ul>
    </aside>
  );
}
