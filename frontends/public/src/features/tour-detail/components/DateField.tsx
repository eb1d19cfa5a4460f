import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { bookings } from '@costiera/contracts';
import { useDateRange } from '../../../api/booking-window';
import { dayRefusal } from '../calendar/calendar-month';
import { preload } from './preload-on-intent';
import { useI18n } from '../../../i18n/i18n';

/** The calendar loads when the traveller first reaches for it, not with the page. */
const loadCalendar = () => import(/* webpackChunkName: "availability-calendar" */ '../calendar/AvailabilityCalendar');
const AvailabilityCalendar = lazy(() => loadCalendar().then((m) => ({ default: m.AvailabilityCalendar })));

interface Props {
  tourId: string;
  label: ReactNode;
  value: string;
  /** The chosen day's state, when known. */
  day: bookings.DayAvailability | null;
  /** The next days (the server's first answer): where the calendar opens when no day is chosen. */
  upcoming: bookings.TourAvailability | null;
  onChange(date: string, day: bookings.DayAvailability | null): void;
  required?: boolean;
  /** The server's message for the field (a form sent without JavaScript, or the API's answer). */
  error?: string;
}

/**
 * The date of a request: a plain date input (what the server renders, and what works without
 * JavaScript or when typed into before the page wakes) and, once the page runs, a calendar of
 * the tour's days beside it. A day that cannot be asked for is named with the reason.
 */
export function DateField({ tourId, label, value, day, upcoming, onChange, required = false, error }: Props) {
  const id = useId();
  const calendarId = useId();
  const range = useDateRange();
  const i18n = useI18n();
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => setEnhanced(true), []);

  const refusal = value && day ? dayRefusal(value, day, i18n) : null;
  // The server's word first: it is what refused the form (and names the nearest open days).
  const message = error ?? refusal;
  // The server's message keeps the id every field's error has in the modal (`date-error`).
  const messageId = error ? 'date-error' : `${id}-message`;
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const first = range.min ?? upcoming?.days[0]?.date ?? '';
  const last = range.max ?? upcoming?.days.at(-1)?.date ?? '';
  const initialMonth = (value || upcoming?.nextRequestableDate || first).slice(0, 7);

  return (
    <div className={`field date-field${enhanced ? ' date-field--enhanced' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="date-field__row">
        <input
          type="date"
          {...range}
          id={id}
          name="date"
          required={required}
          value={value}
          onChange={(e) => onChange(e.target.value, null)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
        />
        {enhanced && first && last ? (
          <button
            ref={toggle}
            type="button"
            className="date-field__toggle"
            aria-expanded={open}
            aria-controls={open ? calendarId : undefined}
            onClick={() => setOpen((o) => !o)}
            {...preload(loadCalendar)}
          >
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M3 10h18M8 3v4M16 3v4" />
            </svg>
            <span className="visually-hidden">{i18n.t('detail.dateField.showCalendar')}</span>
          </button>
        ) : null}
      </div>
      {open ? (
        <div id={calendarId}>
          <Suspense fallback={<p className="date-field__loading">{i18n.t('detail.dateField.loadingCalendar')}</p>}>
            <AvailabilityCalendar
              tourId={tourId}
              selected={value}
              initialMonth={initialMonth}
              firstDate={first}
              lastDate={last}
              onSelect={(date, chosen) => {
                onChange(date, chosen);
                close();
              }}
              onClose={close}
            />
          </Suspense>
        </div>
      ) : null}
      {message ? (
        <span className="field__error" id={messageId} role={error ? undefined : 'alert'}>
          {message}
        </span>
      ) : null}
    </div>
  );
}
