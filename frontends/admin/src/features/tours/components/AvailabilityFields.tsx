import { Checkbox, Form, InputNumber } from 'antd';
import type { bookings } from '@costiera/contracts';
import { NavButton } from '../../../shared/components/NavButton';
import { seasonsProblem, WEEKDAYS, type SeasonValues } from '../calendar-form-values';
import { longDay } from '../calendar-month';
import { SeasonsEditor } from './SeasonsEditor';
import { TextListEditor } from './TextListEditor';

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The tour's calendar inside the tour form (under `calendar`): when it runs, how many it takes
 * a day, how early requests close and its start times. Saved with the tour, right after it.
 */
export function AvailabilityFields({ closedDates, calendarPath }: { closedDates: readonly bookings.ClosedDate[]; calendarPath: string | undefined }) {
  return (
    <>
      <div style={{ marginBottom: 24 }}>
        <div style={{ fontWeight: 500, marginBottom: 4 }}>Closed days</div>
        {closedDates.length === 0 ? (
          <p style={{ margin: '0 0 8px', color: 'rgba(0,0,0,0.65)' }}>No day is closed from today on.</p>
        ) : (
          <ul aria-label="Closed days" style={{ margin: '0 0 8px', paddingLeft: 20 }}>
            {closedDates.map((c) => (
              <li key={c.date}>
                {longDay(c.date)}
                {c.reason ? `: ${c.reason}` : ''}
              </li>
            ))}
          </ul>
        )}
        {calendarPath ? (
          <NavButton to={calendarPath}>Close or reopen days in the calendar</NavButton>
        ) : (
          <p style={{ margin: 0, color: 'rgba(0,0,0,0.65)' }}>Once the tour is created, its calendar closes and reopens single days.</p>
        )}
      </div>
      <Form.Item
        label="Seasons"
        name={['calendar', 'seasons']}
        extra="The parts of the year the tour runs, as month-day: 04-01 to 10-31 is 1 April to 31 October. A season may run over the new year (12-01 to 01-06). None: all year."
        rules={[{ validator: async (_, seasons: SeasonValues[] = []) => { const problem = seasonsProblem(seasons); if (problem) throw new Error(problem); } }]}
      >
        <SeasonsEditor />
      </Form.Item>
      <Form.Item
        label="Runs on"
        name={['calendar', 'weekdays']}
        extra="The days of the week the tour runs within its seasons."
        rules={[{ validator: async (_, weekdays: number[] = []) => { if (weekdays.length === 0) throw new Error('Choose at least one weekday the tour runs'); } }]}
      >
        <Checkbox.Group options={WEEKDAYS.map((d) => ({ value: d.value, label: <span title={d.name}>{d.label}</span> }))} />
      </Form.Item>
      <Form.Item
        label="Daily capacity"
        name={['calendar', 'capacity']}
        extra="The most people the tour takes a day (per start time when it lists several). Confirmed requests and those awaiting the provider hold seats. Empty: no limit but the max passengers of one request."
      >
        <InputNumber min={1} max={10000} precision={0} placeholder="No limit" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        label="Cut-off (hours before the day)"
        name={['calendar', 'cutoffHours']}
        extra="How many hours before the day starts (midnight, Rome time) the last request may be sent. Empty: the site's rule, which leaves the provider time to answer."
      >
        <InputNumber min={0} max={720} precision={0} placeholder="The site's rule" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        label="Start times"
        name={['calendar', 'departures']}
        extra="Optional, 24-hour HH:MM on the venue's clock (09:30). With several, travellers choose one and each has its own capacity."
        rules={[{ validator: async (_, times: string[] = []) => { const bad = times.find((x) => !TIME_OF_DAY.test(x.trim())); if (bad !== undefined) throw new Error(`Start time "${bad}" must be a time of day (HH:MM, 24-hour)`); } }]}
      >
        <TextListEditor itemName="start time" placeholder="e.g. 09:30" />
      </Form.Item>
    </>
  );
}
