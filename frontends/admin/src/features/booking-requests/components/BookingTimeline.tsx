import { Alert, Descriptions, Skeleton, Timeline } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';
import { bookings } from '@costiera/contracts';
import { useBookingTimeline } from '../api/booking-requests';
import { deciderName } from '../status-options';
import { venueTime } from '../venue-time';
import { timelineMessages as m } from '../messages';

type Entry = bookings.BookingTimeline['entries'][number];

const DECIDERS: readonly string[] = bookings.BOOKING_DECIDERS;

/** One history line in words: what happened and who did it (an actor not of the known kinds is an admin's username). */
function describe(intl: IntlShape, entry: Entry): { text: string; color: string } {
  const actor = entry.actor === null ? 'none' : DECIDERS.includes(entry.actor) ? entry.actor : 'other';
  const detail = entry.detail ?? '';
  switch (entry.kind) {
    case 'submitted':
      return { text: intl.formatMessage(m.submitted), color: 'blue' };
    case 'email-sent':
      return { text: intl.formatMessage(m.emailSent, { detail }), color: 'gray' };
    case 'email-refused':
      return { text: intl.formatMessage(m.emailRefused, { detail }), color: 'red' };
    case 'email-skipped':
      return { text: intl.formatMessage(m.emailSkipped, { detail }), color: 'orange' };
    case 'link-opened':
      return { text: intl.formatMessage(m.linkOpened, { actor, name: entry.actor ?? '' }), color: 'gray' };
    case 'date-proposed':
      return { text: intl.formatMessage(m.dateProposed, { detail }), color: 'blue' };
    case 'status-changed': {
      const status = /→ (\w+)/.exec(detail)?.[1] ?? 'changed';
      const text = intl.formatMessage(m.statusChanged, { status, actor, name: (entry.actor ?? '').toLowerCase() });
      const reason = detail.includes(': ') ? detail.slice(detail.indexOf(': ') + 2) : null;
      return { text: reason ? intl.formatMessage(m.withNote, { text, note: reason }) : text, color: status === 'confirmed' ? 'green' : status === 'cancelled' ? 'red' : 'blue' };
    }
    default:
      return { text: `${entry.kind}${entry.detail ? `: ${entry.detail}` : ''}`, color: 'gray' };
  }
}

/** The request's decision facts and its whole story, each step with its venue time. */
export function BookingTimeline({ id }: { id: string }) {
  const { data, isLoading, error } = useBookingTimeline(id);
  const intl = useIntl();
  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (error || !data) return <Alert type="warning" showIcon title={intl.formatMessage(m.loadFailed)} description={error?.message} />;
  const decider = data.decided_by ? deciderName(intl, data.decided_by, data.decided_by_username) : null;
  return (
    <>
      {/* Bordered, as the details above: labels in a column of their own, so the values line up. */}
      <Descriptions
        column={1}
        bordered
        size="small"
        style={{ marginBottom: 12 }}
        items={[
          ...(data.respond_by ? [{ key: 'respond', label: intl.formatMessage(m.respondBy), children: venueTime(intl, data.respond_by) }] : []),
          ...(decider
            ? [{ key: 'decided', label: intl.formatMessage(m.decidedBy), children: data.decided_at ? intl.formatMessage(m.decidedWhen, { who: decider, when: venueTime(intl, data.decided_at) }) : decider }]
            : []),
          ...(data.decision_reason ? [{ key: 'reason', label: intl.formatMessage(m.reason), children: data.decision_reason }] : []),
          ...(data.proposed_date
            ? [{ key: 'proposed', label: intl.formatMessage(m.proposedDate), children: data.proposal_note ? intl.formatMessage(m.withNote, { text: data.proposed_date, note: data.proposal_note }) : data.proposed_date }]
            : []),
        ]}
      />
      <Timeline
        items={data.entries.map((entry, i) => {
          const { text, color } = describe(intl, entry);
          return { key: i, color, content: (<div><div>{text}</div><div style={{ fontSize: 12, color: 'rgba(0,0,0,0.65)' }}>{venueTime(intl, entry.at)}</div></div>) };
        })}
      />
    </>
  );
}
