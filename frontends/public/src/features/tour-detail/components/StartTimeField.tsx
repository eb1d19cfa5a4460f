import type { bookings } from '@costiera/contracts';

interface Props {
  /** The tour's start times (none: the field is not shown). */
  departures: readonly string[];
  /** The chosen day, for each start time's seats. */
  day: bookings.DayAvailability | null;
  value: string;
  onChange(time: string): void;
  error?: string;
}

function seatsNote(departure: bookings.DepartureAvailability | undefined): string {
  if (!departure) return '';
  if (departure.state === 'sold_out') return ' (sold out)';
  if (departure.state === 'limited' && departure.seatsLeft !== null) return ` (${departure.seatsLeft} ${departure.seatsLeft === 1 ? 'seat' : 'seats'} left)`;
  return '';
}

/** A tour's start time: chosen when it has several, shown when it has one. */
export function StartTimeField({ departures, day, value, onChange, error }: Props) {
  if (departures.length === 0) return null;
  if (departures.length === 1) return <p className="start-time">Starts at {departures[0]}</p>;
  return (
    <label className="field">
      Start time
      <select name="time" value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'time-error' : undefined}>
        <option value="">Choose a time</option>
        {departures.map((time) => {
          const departure = day?.departures.find((d) => d.time === time);
          return (
            <option key={time} value={time} disabled={departure?.state === 'sold_out'}>
              {time}
              {seatsNote(departure)}
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
