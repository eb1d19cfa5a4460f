import { useState } from 'react';
import { Alert, Button, Card, Flex, Input, Skeleton } from 'antd';
import { CloudOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useParams, useSearchParams } from 'react-router-dom';
import { useIntl, type IntlShape } from 'react-intl';
import type { bookings } from '@costiera/contracts';
import { PageHeading } from '../../shared/components/PageHeading';
import { NavButton } from '../../shared/components/NavButton';
import { Badge, type BadgeTone } from '../../shared/components/Badge';
import { WeatherClosureDialog } from '../../shared/components/WeatherClosureDialog';
import { useNotify } from '../../shared/notify';
import { adminPaths } from '../../shared/admin-paths';
import { tours } from './api/tours';
import { useCloseOrReopenDay, useTourCalendarDays } from './api/tour-calendar-days';
import { calendarWords, firstDay, lastDay, monthOrNull, monthWeeks, shiftMonth, venueToday } from './calendar-month';
import { tourMessages as m } from './messages';

type Day = bookings.CalendarDay;

/** How a day reads: a short label for its cell, the whole sentence for screen readers and the day panel, and its colour. */
export function dayState(day: Day, intl: IntlShape): { short: string; long: string; tone: BadgeTone } {
  const say = intl.formatMessage;
  switch (day.state) {
    case 'available':
      return { short: say(m.dayOpen), long: day.seatsLeft === null ? say(m.dayAvailable) : say(m.dayAvailableSeats, { seats: day.seatsLeft }), tone: 'success' };
    case 'limited':
      return { short: say(m.dayFewLeft, { seats: day.seatsLeft ?? 0 }), long: say(m.dayLimited, { seats: day.seatsLeft ?? 0 }), tone: 'warning' };
    case 'sold_out':
      return { short: say(m.dayFull), long: say(m.daySoldOut), tone: 'danger' };
    case 'closed':
      return { short: say(m.dayClosed), long: day.closedReason ? say(m.dayClosedBecause, { reason: day.closedReason }) : say(m.dayClosed), tone: 'danger' };
    case 'not_running':
      return { short: say(m.dayOff), long: say(m.dayNotRunning), tone: 'muted' };
  }
}

/** A day gone by: its requests stay to read, but it takes none, whatever its state was. */
const pastDay = (state: ReturnType<typeof dayState>, intl: IntlShape) => ({
  short: intl.formatMessage(m.dayPast),
  long: intl.formatMessage(m.dayPastState, { state: `${state.long.charAt(0).toLocaleLowerCase(intl.locale)}${state.long.slice(1)}` }),
  tone: 'muted' as const,
});

const STATUS_TONE: Record<string, BadgeTone> = { pending: 'warning', confirmed: 'success', cancelled: 'muted' };
const WEEK = [1, 2, 3, 4, 5, 6, 7];

const calendarStyles = `
.tour-calendar-grid { display: grid; grid-template-columns: repeat(7, minmax(0, 1fr)); gap: 4px; }
.tour-calendar-head { text-align: center; font-size: 12px; color: rgba(0,0,0,0.65); padding: 4px 0; }
.tour-calendar-day { position: relative; display: flex; flex-direction: column; align-items: flex-start; gap: 2px; min-height: 76px; padding: 6px; border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; cursor: pointer; text-align: left; font: inherit; min-width: 0; }
.tour-calendar-day:hover { border-color: #0b5cad; }
.tour-calendar-day[aria-pressed="true"] { border: 2px solid #0b5cad; padding: 5px; background: #f0f5ff; }
.tour-calendar-day.is-off { background: #fafafa; color: rgba(0,0,0,0.55); }
.tour-calendar-day.is-closed { background: #fff1f0; }
.tour-calendar-day.is-past { background: #fafafa; }
.tour-calendar-day.is-past .tour-calendar-number { font-weight: 400; }
.tour-calendar-number { font-weight: 600; }
.tour-calendar-sr { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.tour-calendar-day[aria-current="date"] .tour-calendar-number { color: #0b5cad; text-decoration: underline; }
.tour-calendar-requests { font-size: 12px; color: rgba(0,0,0,0.65); }
@media (max-width: 600px) {
  .tour-calendar-grid { gap: 2px; }
  .tour-calendar-day { min-height: 58px; padding: 2px; }
  .tour-calendar-day[aria-pressed="true"] { padding: 1px; }
  .tour-calendar-day span { font-size: 11px; line-height: 16px; }
  .tour-calendar-day .tour-calendar-badge { max-width: 100%; }
  .tour-calendar-day .tour-calendar-badge > span { padding: 0 1px !important; font-size: 10px !important; line-height: 16px !important; }
}
`;

/** A tour's month: each day's state with its requests; staff close or reopen a day, or close it for bad weather. */
export default function TourCalendarPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [search, setSearch] = useSearchParams();
  const month = monthOrNull(search.get('month')) ?? venueToday().slice(0, 7);
  const [selected, setSelected] = useState<string | null>(search.get('day'));
  const tour = tours.useOne(id);
  const days = useTourCalendarDays(id, firstDay(month), lastDay(month));
  const byDate = new Map((days.data?.days ?? []).map((d) => [d.date, d]));
  const goTo = (next: string) => {
    setSelected(null);
    setSearch({ month: next }, { replace: true });
  };
  const error = tour.error ?? days.error;
  const intl = useIntl();
  const text = (message: (typeof m)[keyof typeof m]) => intl.formatMessage(message);
  const words = calendarWords(intl.locale);

  return (
    <>
      <style>{calendarStyles}</style>
      <PageHeading
        title={tour.data ? intl.formatMessage(m.calendarTitle, { title: tour.data.title }) : text(m.calendar)}
        description={text(m.calendarDescription)}
        actions={
          <>
            <NavButton to={adminPaths.tours}>{text(m.backToTours)}</NavButton>
            <NavButton to={adminPaths.editTour(id)}>{text(m.editTour)}</NavButton>
          </>
        }
      />
      {error ? (
        <Alert type="error" showIcon title={text(m.calendarLoadFailed)} description={error.message} />
      ) : (
        <Flex vertical gap={16}>
          <Card size="small" styles={{ body: { padding: 12 } }}>
            <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
              <Button icon={<LeftOutlined />} aria-label={text(m.previousMonth)} onClick={() => goTo(shiftMonth(month, -1))} />
              <h2 style={{ margin: 0, fontSize: 18 }} aria-live="polite">
                {words.monthLabel(month)}
              </h2>
              <Button icon={<RightOutlined />} aria-label={text(m.nextMonth)} onClick={() => goTo(shiftMonth(month, 1))} />
            </Flex>
            {!days.data ? (
              <Skeleton active paragraph={{ rows: 6 }} />
            ) : (
              <div className="tour-calendar-grid" role="group" aria-label={intl.formatMessage(m.daysOf, { month: words.monthLabel(month) })}>
                {WEEK.map((d) => (
                  <div key={d} className="tour-calendar-head" aria-hidden="true">
                    {words.weekday(d, 'short')}
                  </div>
                ))}
                {monthWeeks(month)
                  .flat()
                  .map((date, i) => {
                    const day = date ? byDate.get(date) : undefined;
                    if (!date || !day) return <div key={`pad-${i}`} aria-hidden="true" />;
                    const state = date < days.data.today ? pastDay(dayState(day, intl), intl) : dayState(day, intl);
                    const live = day.requests.filter((r) => r.status !== 'cancelled').length;
                    return (
                      <button
                        key={date}
                        type="button"
                        className={`tour-calendar-day${day.state === 'not_running' ? ' is-off' : ''}${day.state === 'closed' ? ' is-closed' : ''}${date < days.data.today ? ' is-past' : ''}`}
                        aria-pressed={selected === date}
                        aria-current={date === days.data.today ? 'date' : undefined}
                        data-date={date}
                        onClick={() => setSelected(date)}
                      >
                        {/* The whole sentence is the button's name; the cell's short words are for the eye. */}
                        <span className="tour-calendar-sr">{intl.formatMessage(m.daySpoken, { day: words.longDay(date), today: String(date === days.data.today), state: state.long, requests: live })}</span>
                        <span className="tour-calendar-number" aria-hidden="true">
                          {Number(date.slice(8))}
                        </span>
                        <span className="tour-calendar-badge" aria-hidden="true">
                          <Badge tone={state.tone}>{state.short}</Badge>
                        </span>
                        {live > 0 && (
                          <span className="tour-calendar-requests" aria-hidden="true">
                            {intl.formatMessage(m.dayRequestsShort, { count: live })}
                          </span>
                        )}
                      </button>
                    );
                  })}
              </div>
            )}
          </Card>
          {selected && byDate.get(selected) ? (
            <DayPanel key={selected} tourId={id} day={byDate.get(selected)!} today={days.data!.today} tour={tour.data} />
          ) : (
            <Card>
              <p style={{ margin: 0 }}>{text(m.chooseDay)}</p>
            </Card>
          )}
        </Flex>
      )}
    </>
  );
}

function DayPanel({ tourId, day, today, tour }: { tourId: string; day: Day; today: string; tour: { title: string; provider_id: string; provider_name: string } | undefined }) {
  const [reason, setReason] = useState('');
  const [weather, setWeather] = useState(false);
  const change = useCloseOrReopenDay(tourId);
  const notify = useNotify();
  const intl = useIntl();
  const text = (message: (typeof m)[keyof typeof m]) => intl.formatMessage(message);
  const { longDay } = calendarWords(intl.locale);
  const state = dayState(day, intl);
  const closed = day.state === 'closed';
  const past = day.date < today;

  const act = () =>
    change.mutate(
      { date: day.date, close: !closed, reason: reason.trim() || undefined },
      {
        onSuccess: () =>
          notify.success(text(closed ? m.dayReopened : m.dayClosedTitle), intl.formatMessage(closed ? m.dayReopenedText : m.dayClosedText, { day: longDay(day.date) })),
        onError: (error) => notify.failure(text(closed ? m.reopenFailed : m.closeFailed), error),
      },
    );

  return (
    <Card title={longDay(day.date)}>
      <p style={{ marginTop: 0 }}>
        <Badge tone={state.tone}>{state.long}</Badge>
      </p>
      <h3 style={{ fontSize: 15, margin: '12px 0 8px' }}>{text(m.requests)}</h3>
      {day.requests.length === 0 ? (
        <p>{text(m.noRequests)}</p>
      ) : (
        <ul aria-label={text(m.requestsOfDay)} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {day.requests.map((r) => (
            <li key={r.id} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}>
              <span style={{ fontWeight: 500, flex: '1 1 140px' }}>{r.customer_name}</span>
              <span>{intl.formatMessage(m.people, { count: r.people })}</span>
              {r.time && <span>{intl.formatMessage(m.atTime, { time: r.time })}</span>}
              <Badge tone={STATUS_TONE[r.status] ?? 'muted'}>{r.status}</Badge>
            </li>
          ))}
        </ul>
      )}
      <Flex gap={8} wrap align="center" style={{ marginTop: 16 }}>
        {!closed && (
          <Input aria-label={text(m.closingReason)} placeholder={text(m.closingReasonPlaceholder)} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} style={{ flex: '1 1 220px' }} />
        )}
        <Button type={closed ? 'default' : 'primary'} loading={change.isPending} onClick={act}>
          {text(closed ? m.reopenDay : m.closeDay)}
        </Button>
        {!past && (
          <Button icon={<CloudOutlined />} onClick={() => setWeather(true)}>
            {text(m.badWeather)}
          </Button>
        )}
      </Flex>
      {weather && (
        <WeatherClosureDialog
          date={day.date}
          dateLabel={longDay(day.date)}
          target={{ tour: { id: tourId, title: tour?.title ?? text(m.thisTour) }, provider: tour ? { id: tour.provider_id, name: tour.provider_name } : undefined }}
          onClose={() => setWeather(false)}
        />
      )}
    </Card>
  );
}
