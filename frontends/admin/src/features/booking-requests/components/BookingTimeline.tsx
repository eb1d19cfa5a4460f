import { Alert, Descriptions, Skeleton, Timeline } from 'antd';
import type { bookings } from '@costiera/contracts';
import { useBookingTimeline } from '../api/booking-requests';
import { DECIDER_LABELS } from '../status-options';
import { venueTime } from '../venue-time';

type Entry = bookings.BookingTimeline['entries'][number];

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One history line in words: what happened and who did it. */
function describe(entry: Entry): { text: string; color: string } {
  const who = entry.actor ? (DECIDER_LABELS[entry.actor] ?? `Admin ${entry.actor}`) : '';
  switch (entry.kind) {
    case 'submitted':
      return { text: 'Request submitted by the traveller', color: 'blue' };
    case 'email-sent':
      return { text: `Email sent: ${entry.detail ?? ''}`, color: 'gray' };
    case 'email-refused':
      return { text: `Email not delivered: ${entry.detail ?? ''}`, color: 'red' };
    case 'email-skipped':
      return { text: `Email held back: ${entry.detail ?? ''}`, color: 'orange' };
    case 'link-opened':
      return { text: `${who} opened the page`, color: 'gray' };
    case 'date-proposed':
      return { text: `Provider proposed another date: ${entry.detail ?? ''}`, color: 'blue' };
    case 'status-changed': {
      const to = /→ (\w+)/.exec(entry.detail ?? '')?.[1] ?? 'changed';
      const reason = entry.detail?.includes(': ') ? ` (${entry.detail.slice(entry.detail.indexOf(': ') + 2)})` : '';
      return { text: `${capitalised(to)} by ${who.toLowerCase() || 'an admin'}${reason}`, color: to === 'confirmed' ? 'green' : to === 'cancelled' ? 'red' : 'blue' };
    }
    default:
      return { text: `${entry.kind}${entry.detail ? `: ${entry.detail}` : ''}`, color: 'gray' };
  }
}

/** The request's decision facts and its whole story, each step with its venue time. */
export function BookingTimeline({ id }: { id: string }) {
  const { data, isLoading, error } = useBookingTimeline(id);
  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (error || !data) return <Alert type="warning" showIcon title="Could not load the timeline" description={error?.message} />;
  const decider = data.decided_by ? (data.decided_by === 'admin' && data.decided_by_username ? `Admin ${data.decided_by_username}` : DECIDER_LABELS[data.decided_by]) : null;
  return (
    <>
      {/* Bordered, as the details above: labels in a column of their own, so the values line up. */}
      <Descriptions
        column={1}
        bordered
        size="small"
        style={{ marginBottom: 12 }}
        items={[
          ...(data.respond_by ? [{ key: 'respond', label: 'Respond by', children: venueTime(data.respond_by) }] : []),
          ...(decider ? [{ key: 'decided', label: 'Decided by', children: `${decider}${data.decided_at ? `, ${venueTime(data.decided_at)}` : ''}` }] : []),
          ...(data.decision_reason ? [{ key: 'reason', label: 'Reason', children: data.decision_reason }] : []),
          ...(data.proposed_date ? [{ key: 'proposed', label: 'Proposed date', children: `${data.proposed_date}${data.proposal_note ? ` (${data.proposal_note})` : ''}` }] : []),
        ]}
      />
      <Timeline
        items={data.entries.map((entry, i) => {
          const { text, color } = describe(entry);
          return { key: i, color, content: (<div><div>{text}</div><div style={{ fontSize: 12, color: 'rgba(0,0,0,0.65)' }}>{venueTime(entry.at)}</div></div>) };
        })}
      />
    </>
  );
}
