import { randomUUID } from 'node:crypto';
import { EventWorker } from '../../src/kernel/messaging/event-worker';
import { SubscriberRegistry, type Subscriber } from '../../src/kernel/messaging/subscriber';
import { startTestApp, type TestApp } from '../support/test-app';

describe('a delivery commits without waiting for the disk', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('handles its event in a transaction with synchronous_commit off, and leaves the pool connection as it found it', async () => {
    const seen: string[] = [];
    const probe: Subscriber = {
      name: 'test.commit-probe',
      events: ['test.probed.v1'],
      async handle(_event, em) {
        seen.push((await em.execute<Array<{ setting: string }>>(`select current_setting('synchronous_commit') as setting`))[0]!.setting);
      },
    };
    const { orm, relay, reconciler, config, logger } = app.runtime;
    const worker = new EventWorker({ orm, subscribers: new SubscriberRegistry([probe]), relay, reconciler, config, logger });
    const event = { eventId: randomUUID(), eventName: 'test.probed.v1', payload: {}, occurredAt: new Date().toISOString(), requestId: null };
    expect(await worker.deliver({ subscriber: 'test.commit-probe', event })).toBe('handled');
    expect(seen).toEqual(['off']);
    // `set local` ends with the transaction: whatever runs next on the pool commits durably again.
    const after = await Promise.all(Array.from({ length: 5 }, () => orm.em.fork().execute<Array<{ setting: string }>>(`select current_setting('synchronous_commit') as setting`)));
    expect(after.map((rows) => rows[0]!.setting)).toEqual(['on', 'on', 'on', 'on', 'on']);
  });
});
