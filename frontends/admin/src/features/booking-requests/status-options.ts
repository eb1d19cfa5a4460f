import type { IntlShape } from 'react-intl';
import { bookings } from '@costiera/contracts';
import { listMessages, statusMessages } from './messages';

/** A status as a select option names it: 'Pending', 'Confirmed', 'Cancelled'. */
export const statusLabel = (intl: IntlShape, status: string) => intl.formatMessage(statusMessages.status, { status });

export const statusOptions = (intl: IntlShape) => bookings.BOOKING_STATUSES.map((value) => ({ value, label: statusLabel(intl, value) }));

export const stageOptions = (intl: IntlShape) =>
  [
    { value: 'all', label: intl.formatMessage(listMessages.anyStage) },
    { value: 'awaiting-provider', label: intl.formatMessage(listMessages.awaitingProvider) },
    { value: 'expiring-24h', label: intl.formatMessage(listMessages.expiring) },
  ] as const;

/** Who decided, as the timeline names them: 'Provider', or 'Admin marta' for a signed-in admin. */
export function deciderName(intl: IntlShape, by: string, username?: string | null): string {
  if (by === 'admin' && username) return intl.formatMessage(statusMessages.adminNamed, { username });
  return (bookings.BOOKING_DECIDERS as readonly string[]).includes(by) ? intl.formatMessage(statusMessages.decider, { by }) : intl.formatMessage(statusMessages.adminNamed, { username: by });
}

export const deciderOptions = (intl: IntlShape) => [
  { value: 'all', label: intl.formatMessage(listMessages.decidedByAnyone) },
  ...bookings.BOOKING_DECIDERS.map((by) => ({ value: by, label: intl.formatMessage(listMessages.decidedBy, { by }) })),
];
