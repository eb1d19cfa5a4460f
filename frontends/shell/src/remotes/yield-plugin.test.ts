import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import yieldBetweenLoads, { nextTask } from './yield-plugin';

// jsdom has no MessageChannel; browsers without scheduler.yield (the path tested here) have one.
beforeAll(() => {
  (globalThis as { MessageChannel?: unknown }).MessageChannel = NodeMessageChannel;
});
afterAll(() => {
  delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
});

type Hook = (args: unknown) => Promise<unknown>;

/** Settles after a long chain of microtasks: anything that resolves only in a later task settles after it. */
function microtaskChain(length = 200): Promise<void> {
  let chain = Promise.resolve();
  for (let i = 0; i < length; i++) chain = chain.then(() => undefined);
  return chain;
}

describe('the federation runtime plugin that yields between loads', () => {
  const plugin = yieldBetweenLoads();
  const hooks: Array<[string, Hook]> = [
    ['beforeLoadShare', plugin.beforeLoadShare as unknown as Hook],
    ['beforeRequest', plugin.beforeRequest as unknown as Hook],
    ['afterResolve', plugin.afterResolve as unknown as Hook],
  ];

  it.each(hooks)('%s passes its arguments on unchanged', async (_name, hook) => {
    const args = { pkgName: 'react', id: 'public_app/App' };
    await expect(hook(args)).resolves.toBe(args);
  });

  it.each(hooks)('%s resolves only in a later task, after the microtasks queued with it', async (_name, hook) => {
    const order: string[] = [];
    const hooked = hook({}).then(() => order.push('hook'));
    const microtasks = microtaskChain().then(() => order.push('microtasks'));
    await Promise.all([hooked, microtasks]);
    expect(order).toEqual(['microtasks', 'hook']);
  });

  it("uses the browser's scheduler.yield when there is one", async () => {
    const yieldTask = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldTask };
    try {
      await nextTask();
      expect(yieldTask).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
