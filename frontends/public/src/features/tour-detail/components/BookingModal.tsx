import { useRef, useState, type FormEvent } from 'react';
import { priceUnitFor, toast, useFormKey, useToastStore } from '@costiera/kit';
import type { catalog } from '@costiera/contracts';
import { useSubmitBookingRequest, type BookingReceipt, type BookingRequestInput } from '../api/submit-booking-request';
import { useInputBeforeHydration } from '../../../hydration/early-input';
import { bookingFailure, hasMissingRequiredFields, IDEMPOTENCY_FIELD, LANGUAGE_FIELD, newIdempotencyKey, peopleChoices, toBookingRequest, type BookingForm, type DaysShown } from '../booking-form';
import { useI18n } from '../../../i18n/i18n';
import { langOf } from '../tour-language';
import { useDialog } from './use-dialog';
import { SeatsNote } from './SeatsNote';
import { DateField } from './DateField';
import { StartTimeField } from './StartTimeField';

interface Props {
  tour: catalog.TourDetail;
  form: BookingForm;
  days: DaysShown;
  /** Per field, the server's message after a POST without JavaScript; `form` for the whole form. */
  errors?: Readonly<Record<string, string>>;
  /** The Idempotency-Key the form posted without JavaScript (kept when it comes back with errors). */
  postedKey?: string;
  /** The fields that changed, merged into the latest form. */
  onChange(change: Partial<BookingForm>): void;
  onClose(): void;
  /** Called after the request was stored, with what was sent and the answer: the page closes the modal and shows them on the card. */
  onSent(sent: BookingRequestInput, receipt: BookingReceipt): void;
}

export function BookingModal({ tour, form, days, errors: postedErrors = {}, postedKey, onChange, onClose, onSent }: Props) {
  const i18n = useI18n();
  const { sending, send } = useSubmitBookingRequest();
  const { upcoming, day, seats } = days;
  const [errors, setErrors] = useState(postedErrors);
  // Without JavaScript the form posts the server's key; with it, each distinct request gets its own
  // key and the same request sent again (a second click, a retry after a lost answer) reuses it.
  const serverKey = useFormKey();
  const formKey = postedKey || serverKey;
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const failureToast = useRef<number | null>(null);
  const ref = useDialog<HTMLDivElement>(true, () => !sending && onClose());
  const set = (key: keyof BookingForm) => (e: { target: { value: string } }) => onChange({ [key]: e.target.value });
  // The modal the server renders (?request=1, or a form sent without JavaScript) can be filled in before the page's JavaScript runs.
  const fields = useInputBeforeHydration({ ...form }, onChange);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (day && !day.requestable) {
      // The field already says why; the traveller picks another day before anything is sent.
      (e.currentTarget as HTMLFormElement).querySelector<HTMLInputElement>('input[name="date"]')?.focus();
      return;
    }
    if (hasMissingRequiredFields(form)) {
      toast({ title: i18n.t('detail.modal.missingTitle'), description: i18n.t('detail.modal.missingText'), variant: 'destructive' });
      return;
    }
    const body = toBookingRequest(form, tour.id, i18n.language);
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: newIdempotencyKey() };
    setErrors({});
    send(body, attempt.current.key).then(
      (receipt) => {
        // The reason a previous try failed no longer holds once the request is stored.
        if (failureToast.current !== null) useToastStore.getState().dismiss(failureToast.current);
        onSent(body, receipt);
      },
      (error: unknown) => {
        const failure = bookingFailure(error, i18n);
        setErrors(failure.errors);
        failureToast.current = toast({ title: i18n.t('detail.modal.errorTitle'), description: failure.message, variant: 'destructive' });
      },
    );
  };

  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && !sending && onClose()}>
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="booking-title" ref={ref}>
        <div className="modal__head">
          <h2 id="booking-title">{i18n.t('detail.modal.title')}</h2>
          <button type="button" className="modal__close" onClick={onClose} disabled={sending} aria-label={i18n.t('detail.modal.close')}>
            ×
          </button>
        </div>
        <div className="modal__tour">
          <strong {...langOf(tour.lang, i18n)}>{tour.title}</strong>
          <span>{i18n.t('detail.modal.summary', { price: i18n.price(tour.price_from), unit: i18n.t('detail.unit', { unit: priceUnitFor(tour.category, tour.is_private) }), max: tour.max_passengers })}</span>
        </div>
        {/* A plain POST without JavaScript (same validation, throttle and origin check as the API), to the page's language: the answer is in it, and so are the traveller's emails. */}
        <form ref={fields} className="booking-form" method="post" action={i18n.path(`/tours/${encodeURIComponent(tour.id)}/booking-request`)} onSubmit={onSubmit}>
          {formKey ? <input type="hidden" name={IDEMPOTENCY_FIELD} value={formKey} /> : null}
          <input type="hidden" name={LANGUAGE_FIELD} value={i18n.language} />
          {errors.form ? (
            <p className="field__error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <label className="field">
            <span>
              {i18n.t('detail.modal.name')} <span className="required">*</span>
            </span>
            <input name="customerName" autoComplete="name" required data-autofocus value={form.customerName} onChange={set('customerName')} {...invalid(errors, 'customerName')} />
            <FieldError errors={errors} name="customerName" />
          </label>
          <label className="field">
            <span>
              {i18n.t('detail.modal.email')} <span className="required">*</span>
            </span>
            <input name="customerEmail" type="email" autoComplete="email" required value={form.customerEmail} onChange={set('customerEmail')} {...invalid(errors, 'customerEmail')} />
            <FieldError errors={errors} name="customerEmail" />
          </label>
          <label className="field">
            {i18n.t('detail.modal.phone')}
            <input name="customerPhone" type="tel" autoComplete="tel" value={form.customerPhone} onChange={set('customerPhone')} {...invalid(errors, 'customerPhone')} />
            <FieldError errors={errors} name="customerPhone" />
          </label>
          <DateField
            tourId={tour.id}
            label={
              <>
                {i18n.t('detail.modal.date')} <span className="required">*</span>
              </>
            }
            required
            value={form.date}
            day={day}
            upcoming={upcoming}
            onChange={(date) => onChange({ date })}
            error={errors.date}
          />
          <div className="booking-form__row">
            <StartTimeField departures={upcoming?.departures ?? []} day={day} value={form.time} onChange={(time) => onChange({ time })} error={errors.time} />
            <label className="field">
              {i18n.t('detail.modal.people')}
              <select name="people" value={form.people} onChange={set('people')} {...invalid(errors, 'people')}>
                {peopleChoices(seats).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
              <FieldError errors={errors} name="people" />
            </label>
          </div>
          <SeatsNote date={form.date} day={day} seats={seats} maxPassengers={tour.max_passengers} />
          <label className="field">
            {i18n.t('detail.modal.message')}
            <textarea name="message" value={form.message} onChange={set('message')} {...invalid(errors, 'message')} />
            <FieldError errors={errors} name="message" />
          </label>
          <button type="submit" className="btn btn--primary btn--block" disabled={sending}>
            {i18n.t(sending ? 'detail.modal.sending' : 'detail.modal.send')}
          </button>
          <p className="booking-form__note">{i18n.t('detail.modal.note')}</p>
        </form>
      </div>
    </div>
  );
}

const invalid = (errors: Readonly<Record<string, string>>, name: string) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {});

/** The server's message beside its field (a POST without JavaScript). */
function FieldError({ errors, name }: { errors: Readonly<Record<string, string>>; name: string }) {
  return errors[name] ? (
    <span className="field__error" id={`${name}-error`}>
      {errors[name]}
    </span>
  ) : null;
}
