import type { IntlShape, MessageDescriptor } from 'react-intl';
import { sharedMessages as m } from './messages';

// The steps of kit's timeAgo, so the English reads as it does everywhere else ('3 hours ago').
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * How long ago, in the admin's language: '3 hours ago', '3 ore fa'; 'less than a minute ago'
 * under a minute. A missing or invalid date reads as `fallback` ('Recently' unless told).
 */
export function timeAgoIn(intl: IntlShape, iso: string | null | undefined, fallback: MessageDescriptor = m.recently, now: number = Date.now()): string {
  const then = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(then)) return intl.formatMessage(fallback);
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return intl.formatRelativeTime(-Math.floor(seconds / size), unit, { numeric: 'always' });
  }
  return intl.formatMessage(m.justNow);
}
