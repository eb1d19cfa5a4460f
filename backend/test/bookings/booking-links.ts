import type { ReceivedEmail } from '../support/smtp-sink';
import { TEST_CLOCK_START, type TestApp } from '../support/test-app';
import type { Clock } from '../../src/kernel/clock';
import { GetBookingTimeline } from '../../src/modules/bookings/application/get-booking-timeline/get-booking-timeline.query';

/** A clock the test moves forward (never sleeps); it starts where the test app's does. */
export class TestClock implements Clock {
  private readonly startOffsetMs: number;
  private offsetMs: number;
  constructor(start: Date | string = TEST_CLOCK_START) {
    this.offsetMs = this.startOffsetMs = new Date(start).getTime() - Date.now();
  }
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  /** Back to where it would be had it never been moved. */
  reset(): void {
    this.offsetMs = this.startOffsetMs;
  }
  /** Jumps to just after `instant`. */
  moveTo(instant: Date | string, plusMs = 1000): void {
    this.offsetMs = new Date(instant).getTime() + plusMs - Date.now();
  }
}

/** The path of a link in an email's text part (the site's base URL stripped), e.g. /booking/provider/<token>/confirm. */
export function linkIn(mail: ReceivedEmail, label: string): string {
  const line = mail.text.split('\n').find((l) => l.startsWith(`${label}: `));
  if (!line) throw new Error(`no "${label}" link in "${mail.subject}":\n${mail.text}`);
  return new URL(line.slice(label.length + 2).trim()).pathname;
}

/** The line after `intro` in the text part: a bare link. */
export function linkAfter(mail: ReceivedEmail, intro: string): string {
  const lines = mail.text.split('\n');
  const i = lines.findIndex((l) => l.includes(intro));
  if (i < 0) throw new Error(`no "${intro}" in "${mail.subject}"`);
  return new URL(lines[i + 1]!.trim()).pathname;
}

/** A form post as the page's browser sends it (same origin). */
export function postForm(app: TestApp, path: string, fields: Record<string, string> = {}, headers: Record<string, string> = { origin: 'http://costiera.test' }) {
  return app.request<string>('POST', path, { raw: new URLSearchParams(fields).toString(), contentType: 'application/x-www-form-urlencoded', headers });
}

export interface RequestRow {
  status: string;
  decided_by: string | null;
  decided_by_username: string | null;
  decision_reason: string | null;
  proposed_date: string | null;
  proposal_note: string | null;
  date: string;
  respond_by: Date | null;
}

export async function requestRow(app: TestApp, id: string): Promise<RequestRow> {
  const [row] = await app.runtime.orm.em
    .getConnection()
    .execute<RequestRow[]>(
      `select status, decided_by, decided_by_username, decision_reason, to_char(proposed_date, 'YYYY-MM-DD') as proposed_date, proposal_note, to_char(date, 'YYYY-MM-DD') as date, respond_by from bookings.booking_requests where id = ?`,
      [id],
    );
  return row!;
}

export async function historyOf(app: TestApp, id: string): Promise<Array<{ kind: string; actor: string | null; detail: string | null }>> {
  return (await app.runtime.queries.execute(new GetBookingTimeline(id)))?.entries ?? [];
}
