import { Slots } from '../../src/kernel/slots';

/** A task that runs until the test lets it finish (or fail). */
function gate() {
  let finish!: () => void;
  let fail!: (err: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { done, finish, fail };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('slots', () => {
  it('runs at most `limit` tasks at once and starts the waiting ones in the order they came', async () => {
    const slots = new Slots(2);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      slots.run(async () => {
        started.push(i);
        await g.done;
        return i;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect([slots.busy, slots.queued]).toEqual([2, 2]);
    gates[1]!.finish();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.finish();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    gates[2]!.finish();
    gates[3]!.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect([slots.busy, slots.queued]).toEqual([0, 0]);
  });

  it('frees the slot of a task that fails, and its caller gets the error', async () => {
    const slots = new Slots(1);
    const first = gate();
    const failing = slots.run(() => first.done);
    const second = slots.run(async () => 'second ran');
    first.fail(new Error('SMTP said no'));
    await expect(failing).rejects.toThrow('SMTP said no');
    expect(await second).toBe('second ran');
    expect(slots.busy).toBe(0);
  });

  it('refuses a limit that is not a whole number of at least 1', () => {
    expect(() => new Slots(0)).toThrow(/at least 1/);
    expect(() => new Slots(1.5)).toThrow(/at least 1/);
  });
});
