import { Checkbox, Form, InputNumber } from 'antd';
import { useIntl } from 'react-intl';
import type { bookings } from '@costiera/contracts';
import { NavButton } from '../../../shared/components/NavButton';
import { faultySeason, WEEKDAYS, type SeasonValues } from '../calendar-form-values';
import { calendarWords } from '../calendar-month';
import { tourMessages as m } from '../messages';
import { SeasonsEditor } from './SeasonsEditor';
import { TextListEditor } from './TextListEditor';

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The tour's calendar inside the tour form (under `calendar`): when it runs, how many it takes
 * a day, how early requests close and its start times. Saved with the tour, right after it.
 */
export function AvailabilityFields({ closedDates, calendarPath }: { closedDates: readonly bookings.ClosedDate[]; calendarPath: string | undefined }) {
  const intl = useIntl();
  const text = (message: (typeof m)[keyof typeof m]) => intl.formatMessage(message);
  const words = calendarWords(intl.locale);
  return (
    <>
      <div style={{ marginBottom: 24 }}>
        <div style={{ fontWeight: 500, marginBottom: 4 }}>{text(m.closedDays)}</div>
        {closedDates.length === 0 ? (
          <p style={{ margin: '0 0 8px', color: 'rgba(0,0,0,0.65)' }}>{text(m.noClosedDay)}</p>
        ) : (
          <ul aria-label={text(m.closedDays)} style={{ margin: '0 0 8px', paddingLeft: 20 }}>
            {closedDates.map((c) => (
              <li key={c.date}>{c.reason ? intl.formatMessage(m.closedDayWithReason, { day: words.longDay(c.date), reason: c.reason }) : words.longDay(c.date)}</li>
            ))}
          </ul>
        )}
        {calendarPath ? (
          <NavButton to={calendarPath}>{text(m.closeOrReopenDays)}</NavButton>
        ) : (
          <p style={{ margin: 0, color: 'rgba(0,0,0,0.65)' }}>{text(m.calendarOnceCreated)}</p>
        )}
      </div>
      <Form.Item
        label={text(m.seasons)}
        name={['calendar', 'seasons']}
        extra={text(m.seasonsHelp)}
        rules={[
          {
            validator: async (_, seasons: SeasonValues[] = []) => {
              const number = faultySeason(seasons);
              if (number !== null) throw new Error(intl.formatMessage(m.seasonProblem, { count: seasons.length, number }));
            },
          },
        ]}
      >
        <SeasonsEditor />
      </Form.Item>
      <Form.Item
        label={text(m.runsOn)}
        name={['calendar', 'weekdays']}
        extra={text(m.runsOnHelp)}
        rules={[{ validator: async (_, weekdays: number[] = []) => { if (weekdays.length === 0) throw new Error(text(m.chooseWeekday)); } }]}
      >
        <Checkbox.Group options={WEEKDAYS.map((d) => ({ value: d, label: <span title={words.weekday(d, 'long')}>{words.weekday(d, 'short')}</span> }))} />
      </Form.Item>
      <Form.Item label={text(m.dailyCapacity)} name={['calendar', 'capacity']} extra={text(m.dailyCapacityHelp)}>
        <InputNumber min={1} max={10000} precision={0} placeholder={text(m.noLimit)} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={text(m.cutoff)} name={['calendar', 'cutoffHours']} extra={text(m.cutoffHelp)}>
        <InputNumber min={0} max={720} precision={0} placeholder={text(m.sitesRule)} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        label={text(m.startTimes)}
        name={['calendar', 'departures']}
        extra={text(m.startTimesHelp)}
        rules={[
          {
            validator: async (_, times: string[] = []) => {
              const bad = times.find((x) => !TIME_OF_DAY.test(x.trim()));
              if (bad !== undefined) throw new Error(intl.formatMessage(m.badStartTime, { time: bad }));
            },
          },
        ]}
      >
        <TextListEditor itemName={text(m.startTimeItem)} placeholder={text(m.startTimePlaceholder)} />
      </Form.Item>
    </>
  );
}
