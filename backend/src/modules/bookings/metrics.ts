import type { Metrics } from '../../kernel/metrics/metrics';

/** Booking requests submitted, counted by the answer's status: accepted (2xx) or refused (throttled, bad input, ...). */
export function submissionCounter(metrics: Metrics): (status: number) => void {
  const submissions = metrics.counter({
    name: 'booking_requests_total',
    help: 'Booking requests submitted, by outcome (accepted, or refused: throttled, bad input, ...)',
    labelNames: ['outcome', 'status'] as const,
  });
  return (status) => submissions.inc({ outcome: status >= 200 && status < 300 ? 'accepted' : 'refused', status: String(status) });
}
