import { Client } from 'pg';
import type { Logger } from '../logger';
import type { OutboxRelay } from './outbox-relay';

/** The channel the outbox trigger notifies (Migration20261125000000OutboxNotify); per database, like every Postgres channel. */
export const OUTBOX_CHANNEL = 'messaging_outbox';
/** Waits between attempts to (re)connect. */
const RECONNECT_MS = 1000;

/**
 * The worker's ear on the outbox: one Postgres connection LISTENing on OUTBOX_CHANNEL. Each
 * notification (one per committed transaction that wrote outbox rows) names the events it
 * wrote, which the relay announces to every process's read cache at once, and asks the relay
 * to publish what is pending; the relay runs one publication at a time and goes round again
 * when asked during one, so a burst of commits costs a few batches, not one per commit. On every
 * (re)connection it publishes once too: whatever was committed while nobody listened. While
 * the connection is down the relay's sweep still publishes, only later.
 */
export class OutboxListener {
  private client: Client | null = null;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly relay: OutboxRelay,
    private readonly logger: Logger,
  ) {}

  /** What a notification does: announce the events it names, publish them. */
  notified(payload: string | undefined): void {
    const names = payload ? payload.split(',').filter((name) => name.length > 0) : [];
    if (names.length > 0) this.relay.announceCommitted(names);
    void this.relay.publishPending();
  }

  start(): void {
    void this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new Client({ connectionString: this.databaseUrl, application_name: 'costiera-outbox-listener' });
    let retried = false;
    const retry = (err?: Error) => {
      if (retried || this.closed) return;
      retried = true;
      if (this.client === client) this.client = null;
      client.end().catch(() => undefined);
      if (err) this.logger.warn({ err: err.message }, 'outbox listener: connection lost; the sweep publishes meanwhile');
      this.timer = setTimeout(() => void this.connect(), RECONNECT_MS);
    };
    client.on('error', retry);
    client.on('end', () => retry(new Error('connection ended')));
    client.on('notification', (message) => this.notified(message.payload));
    try {
      await client.connect();
      await client.query(`listen ${OUTBOX_CHANNEL}`);
    } catch (err) {
      retry(err as Error);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    void this.relay.publishPending();
  }
}
