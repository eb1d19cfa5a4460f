import { CreationGroup } from '../../src/kernel/cqrs/creation-groups';

/** The group's own rules, with a commit that records what it was given (pure logic). */
function recordingGroup(failWhen: (entities: string[]) => boolean = () => false) {
  const commits: string[][] = [];
  let release: () => void = () => undefined;
  let hold = false;
  const group = new CreationGroup<string>(async (entities) => {
    const names = (entities as Array<{ name: string }>).map((e) => e.name);
    if (hold) await new Promise<void>((resolve) => (release = resolve));
    commits.push(names);
    if (failWhen(names)) throw new Error(`commit of ${names.join(',')} failed`);
  });
  const submit = (name: string) => group.submit(async () => ({ entities: [{ name }], result: `${name} stored` }));
  return { group, commits, submit, holdNext: () => (hold = true), release: () => ((hold = false), release()) };
}

describe('creation groups (group commit)', () => {
  it('commits a lone command at once, and those built meanwhile together in the next transaction', async () => {
    const g = recordingGroup();
    g.holdNext();
    const first = g.submit('a');
    await new Promise((resolve) => setImmediate(resolve));
    const rest = ['b', 'c', 'd'].map(g.submit);
    await new Promise((resolve) => setImmediate(resolve));
    g.release();
    expect(await Promise.all([first, ...rest])).toEqual(['a stored', 'b stored', 'c stored', 'd stored']);
    expect(g.commits).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('answers a refused command alone: it never joins a group', async () => {
    const g = recordingGroup();
    const refused = g.group.submit(async () => Promise.reject(new Error('at most 6 people')));
    await expect(refused).rejects.toThrow('at most 6 people');
    expect(await g.submit('e')).toBe('e stored');
    expect(g.commits).toEqual([['e']]);
  });

  it('commits each member of a failed group again on its own, so only the bad one fails', async () => {
    const g = recordingGroup((names) => names.includes('bad'));
    g.holdNext();
    const first = g.submit('a');
    await new Promise((resolve) => setImmediate(resolve));
    const rest = ['b', 'bad', 'c'].map((n) => g.submit(n).then((v) => v, (e: Error) => e.message));
    await new Promise((resolve) => setImmediate(resolve));
    g.release();
    expect(await first).toBe('a stored');
    expect(await Promise.all(rest)).toEqual(['b stored', 'commit of bad failed', 'c stored']);
    expect(g.commits).toEqual([['a'], ['b', 'bad', 'c'], ['b'], ['bad'], ['c']]);
  });
});
