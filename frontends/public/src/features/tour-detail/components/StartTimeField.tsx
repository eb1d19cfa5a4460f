import type { bookings } from '@costiera/contracts';
import { useI18n, type I18n } from '../../../i18n/i18n';

interface Props {
  /** The tour's start times (none: the field is not shown). */
  departures: readonly string[];
  /** The chosen day, for each start time's seats. */
  day: bookings.DayAvailability | null;
  value: string;
  onChange(time: string): void;
  error?: string;
}

/** A start time as its option names it, with its seats when they are few or gone: "09:30 (3 seats left)". */
function timeChoice(time: string, departure: bookings.DepartureAvailability | undefined, i18n: I18n): string {
  if (departure?.state === 'sold_out') return i18n.t('detail.startTime.soldOut', { time });
  if (departure?.state === 'limited' && departure.seatsLeft !== null) return i18n.t('detail.startTime.seatsLeft', { time, seats: departure.seatsLeft });
  return time;
}

/** A tour's start time: chosen when it has several, shown when it has one. */
export function StartTimeField({ departures, day, value, onChange, error }: Props) {
  const i18n = useI18n();
  if (departures.length === 0) return null;
  // Start times are on the venue's clock, and say so.
  if (departures.length === 1) return <p className="start-time">{i18n.t('detail.startTime.only', { time: i18n.t('detail.time', { time: departures[0]! }) })}</p>;
  return (
    <label className="field">
      {i18n.t('detail.startTime.label')}
      <select name="time" value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'time-error' : undefined}>
        <option value="">{i18n.t('detail.startTime.choose')}</option>
        {departures.map((time) => {
          const departure = day?.departures.find((d) => d.time === time);
          return (
            <option key={time} value={time} disabled={departure?.state === 'sold_out'}>
              {timeChoice(time, departure, i18n)}
            </option>
          );
        })}
      </select>
      {error ? (
        <span className="field__error" id="time-error">
          {error}
        </span>
      ) : null}
    </label>
  );
}
