import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { bookings } from '@costiera/contracts';
import { useTourAvailability } from '../api/availability';
import { useI18n, type I18n } from '../../../i18n/i18n';
import { addDays, addMonths, dayLabel, dayRefusal, monthLabel, monthRange, weekdayNames, weeksOf } from './calendar-month';
import './calendar.css';

export interface AvailabilityCalendarProps {
  tourId: string;
  /** The chosen day (YYYY-MM-DD), '' for none. */
  selected: string;
  /** The month shown first (YYYY-MM). */
  initialMonth: string;
  /** The booking window: no month before the first day's or after the last day's is shown. */
  firstDate: string;
  lastDate: string;
  onSelect(date: string, day: bookings.DayAvailability): void;
  /** Escape: the calendar closes and the field takes the focus back. */
  onClose(): void;
}

/** Where each key moves the focused day (the grid pattern of the WAI-ARIA date picker). */
function moved(date: string, e: KeyboardEvent): string | null {
  const weekdayIndex = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  switch (e.key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayIndex);
    case 'End':
      return addDays(date, 6 - weekdayIndex);
    case 'PageUp':
    case 'PageDown': {
      const month = addMonths(date.slice(0, 7), e.key === 'PageUp' ? -1 : 1);
      const last = monthRange(month).to;
      const day = `${month}-${date.slice(8)}`;
      return day > last ? last : day;
    }
    default:
      return null;
  }
}

/**
 * A month of a tour's days as a grid: each day says whether it can be asked for (and how many
 * seats are left); only those can be chosen. Arrow keys, Home/End and Page Up/Down move
 * between days, Enter or Space chooses one; a day that cannot be chosen says why.
 */
export function AvailabilityCalendar({ tourId, selected, initialMonth, firstDate, lastDate, onSelect, onClose }: AvailabilityCalendarProps) {
  const clamp = (date: string) => (date < firstDate ? firstDate : date > lastDate ? lastDate : date);
  const [focused, setFocused] = useState(() => clamp(selected || `${initialMonth}-01`));
  const month = focused.slice(0, 7);
  const availability = useTourAvailability(tourId, monthRange(month));
  const days = new Map((availability.data?.days ?? []).map((d) => [d.date, d]));
  const [refusal, setRefusal] = useState('');
  const grid = useRef<HTMLTableElement>(null);
  const titleId = useId();
  const helpId = useId();
  const i18n = useI18n();
  const keyMoved = useRef(true);

  // The focused day takes the keyboard focus when the calendar opens and after each key that moves it.
  useEffect(() => {
    if (!keyMoved.current) return;
    keyMoved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const choose = (date: string) => {
    setFocused(date);
    const day = days.get(date);
    const why = availability.isPending ? null : dayRefusal(date, day, i18n);
    if (why || !day) {
      setRefusal(why ?? '');
      return;
    }
    setRefusal('');
    onSelect(date, day);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      e.preventDefault();
      onClose();
      return;
    }
    const next = moved(focused, e);
    if (next === null) return;
    e.preventDefault();
    keyMoved.current = true;
    setRefusal('');
    setFocused(clamp(next));
  };

  const showMonth = (step: number) => {
    setRefusal('');
    setFocused(clamp(`${addMonths(month, step)}-01`));
  };

  return (
    <div className="calendar" role="group" aria-labelledby={titleId}>
      <div className="calendar__head">
        <button type="button" className="calendar__nav" aria-label={i18n.t('detail.calendar.previous')} disabled={month <= firstDate.slice(0, 7)} onClick={() => showMonth(-1)}>
          ‹
        </button>
        <h3 id={titleId} className="calendar__title" aria-live="polite">
          {monthLabel(month, i18n.locale)}
        </h3>
        <button type="button" className="calendar__nav" aria-label={i18n.t('detail.calendar.next')} disabled={month >= lastDate.slice(0, 7)} onClick={() => showMonth(1)}>
          ›
        </button>
      </div>
      <table
        ref={grid}
        className="calendar__grid"
        role="grid"
        data-month={month}
        aria-labelledby={titleId}
        aria-describedby={helpId}
        aria-busy={availability.isPending}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weekdayNames(i18n.locale).map(({ short, long }) => (
              <th key={long} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week) => (
            <tr key={week.find((d) => d !== null)}>
              {week.map((date, i) =>
                date === null ? (
                  <td key={`pad-${i}`} />
                ) : (
                  <DayCell key={date} date={date} day={days.get(date)} loading={availability.isPending} selected={date === selected} focused={date === focused} onChoose={choose} i18n={i18n} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={helpId} className="visually-hidden">
        {i18n.t('detail.calendar.help')}
      </p>
      <p className="calendar__refusal" role="status">
        {refusal}
      </p>
      <ul className="calendar__legend" aria-hidden="true">
        <li className="calendar__key calendar__key--available">{i18n.t('detail.calendar.available')}</li>
        <li className="calendar__key calendar__key--limited">{i18n.t('detail.calendar.limited')}</li>
        <li className="calendar__key calendar__key--off">{i18n.t('detail.calendar.off')}</li>
      </ul>
    </div>
  );
}

interface DayCellProps {
  date: string;
  day: bookings.DayAvailability | undefined;
  loading: boolean;
  selected: boolean;
  focused: boolean;
  onChoose(date: string): void;
  i18n: I18n;
}

function DayCell({ date, day, loading, selected, focused, onChoose, i18n }: DayCellProps) {
  const open = day?.requestable === true;
  const state = loading ? 'loading' : !day ? 'off' : day.state === 'sold_out' ? 'sold-out' : day.state === 'closed' ? 'closed' : !open ? 'off' : day.state;
  const note = !loading && day?.state === 'limited' && open && day.seatsLeft !== null ? i18n.t('detail.calendar.left', { seats: day.seatsLeft }) : !loading && day?.state === 'sold_out' ? i18n.t('detail.calendar.full') : '';
  return (
    <td aria-selected={selected}>
      <button
        type="button"
        className={`calendar__day calendar__day--${state}`}
        data-date={date}
        tabIndex={focused ? 0 : -1}
        aria-label={loading ? i18n.shortDate(date) : dayLabel(date, day, i18n)}
        aria-disabled={loading || !open}
        onClick={() => onChoose(date)}
      >
        <span className="calendar__number">{Number(date.slice(8))}</span>
        {/* The note is drawn by CSS from data-note: the day's name (aria-label) says it in full ("3 seats left"), and the visible text a speech user says stays the day's number. */}
        {note ? <span className="calendar__note" data-note={note} aria-hidden="true" /> : null}
      </button>
    </td>
  );
}
