import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { sharedMessages as m } from '../messages';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'muted';

// Darker text than antd's preset tags: those fail WCAG AA contrast (axe 'serious').
const TONES: Record<BadgeTone, { color: string; background: string; border: string }> = {
  success: { color: '#135200', background: '#f6ffed', border: '#b7eb8f' },
  warning: { color: '#7c4a00', background: '#fffbe6', border: '#ffe58f' },
  danger: { color: '#a8071a', background: '#fff1f0', border: '#ffa39e' },
  info: { color: '#003a8c', background: '#e6f4ff', border: '#91caff' },
  muted: { color: '#434343', background: '#f5f5f5', border: '#d9d9d9' },
};

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  const { color, background, border } = TONES[tone];
  return (
    <span
      style={{
        display: 'inline-block',
        padding: '0 8px',
        borderRadius: 4,
        fontSize: 12,
        lineHeight: '20px',
        // A long category ('Private Shore Excursion') wraps rather than widen a list past the page.
        whiteSpace: 'normal',
        color,
        background,
        border: `1px solid ${border}`,
      }}
    >
      {children}
    </span>
  );
}

/** Booking status colours (SPEC section 4): confirmed green, cancelled red, pending yellow. */
export function BookingStatusBadge({ status }: { status: string }) {
  const intl = useIntl();
  const tone: BadgeTone = status === 'confirmed' ? 'success' : status === 'cancelled' ? 'danger' : status === 'pending' ? 'warning' : 'muted';
  return <Badge tone={tone}>{intl.formatMessage(m.bookingStatus, { status })}</Badge>;
}

export function PublishedBadge({ published }: { published: boolean }) {
  const intl = useIntl();
  return <Badge tone={published ? 'success' : 'muted'}>{intl.formatMessage(published ? m.published : m.draft)}</Badge>;
}
