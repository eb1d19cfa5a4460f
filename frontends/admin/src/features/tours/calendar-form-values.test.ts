import { calendarErrorsOf, faultySeason, fromTourCalendar, isMonthDay, toCalendarBody } from './calendar-form-values';
import { aTourCalendar } from '../../testing/fixtures';

describe('the calendar form values', () => {
  it('sends empty capacity and cut-off as null (no limit, the site rule) and weekdays in order', () => {
    expect(toCalendarBody({ seasons: [{ from: ' 04-01', to: '10-31 ' }], weekdays: [7, 1, 3], capacity: '', cutoffHours: null, departures: [' 09:30'] })).toEqual({
      seasons: [{ from: '04-01', to: '10-31' }],
      weekdays: [1, 3, 7],
      capacity: null,
      cutoff_hours: null,
      departures: ['09:30'],
    });
    expect(toCalendarBody({ seasons: [], weekdays: [1], capacity: 12, cutoffHours: '48', departures: [] })).toMatchObject({ capacity: 12, cutoff_hours: 48 });
  });

  it('reads a stored calendar back into the form', () => {
    expect(fromTourCalendar(aTourCalendar({ seasons: [{ from: '12-01', to: '01-06' }], weekdays: [6, 7], capacity: 20, cutoff_hours: 36, departures: ['10:00'] }))).toEqual({
      seasons: [{ from: '12-01', to: '01-06' }],
      weekdays: [6, 7],
      capacity: 20,
      cutoffHours: 36,
      departures: ['10:00'],
    });
  });

  it('knows a day of the year from a typo', () => {
    for (const good of ['01-01', '02-29', '10-31', '12-31']) expect(isMonthDay(good)).toBe(true);
    for (const bad of ['4-1', '02-30', '13-01', '04-31', '', '2026-04-01']) expect(isMonthDay(bad)).toBe(false);
    expect(faultySeason([{ from: '04-01', to: '10-31' }])).toBeNull();
    expect(faultySeason([{ from: '04-01', to: '' }])).toBe(1);
    expect(faultySeason([{ from: '04-01', to: '06-30' }, { from: '09-01', to: '9-30' }])).toBe(2);
  });

  it("puts the API's messages on the fields it names", () => {
    expect(
      calendarErrorsOf({
        error: 'bad_request',
        message: '…',
        details: [
          { field: 'seasons.from', message: 'Season start must be a day of the year (MM-DD)' },
          { field: 'cutoff_hours', message: 'Cut-off must be between 0 and 720' },
          { field: 'body', message: 'ignored' },
        ],
      }),
    ).toEqual([
      { field: 'seasons', messages: ['Season start must be a day of the year (MM-DD)'] },
      { field: 'cutoffHours', messages: ['Cut-off must be between 0 and 720'] },
    ]);
    expect(calendarErrorsOf('Bad gateway')).toEqual([]);
  });
});
