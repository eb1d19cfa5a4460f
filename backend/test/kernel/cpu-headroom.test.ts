import { CpuHeadroom, readCpuTimes, type CpuTimes } from '../../src/kernel/cpu-headroom';

/** A machine whose CPU times the test moves on by hand: each tick is 100 ticks of the whole machine's time. */
function fakeMachine() {
  let times: CpuTimes = { machineBusy: 0, machineTotal: 0, own: 0 };
  let clock = 0;
  return {
    read: () => times,
    now: () => clock,
    /** 100 ticks pass, `othersBusy` of them busy in other processes and `ownBusy` in this one; `ms` milliseconds go by. */
    pass(othersBusy: number, ownBusy = 0, ms = 250) {
      times = { machineBusy: times.machineBusy + othersBusy + ownBusy, machineTotal: times.machineTotal + 100, own: times.own + ownBusy };
      clock += ms;
    },
  };
}

const settings = { deferAbove: 0.5, deferMaxMs: 1000, sampleMs: 250 };

describe('CPU headroom for background work', () => {
  it('lets work run while the other processes leave room, counting none of its own process time against it', () => {
    const m = fakeMachine();
    const headroom = new CpuHeadroom(settings, m.read, m.now);
    headroom.start();
    m.pass(30, 60);
    headroom.sample();
    expect(headroom.busyElsewhere).toBeCloseTo(0.3);
    expect(headroom.mayRun()).toBe(true);
    headroom.stop();
  });

  it('holds work while others keep the machine busy and lets it go at the first sample with room', async () => {
    const m = fakeMachine();
    const headroom = new CpuHeadroom(settings, m.read, m.now);
    headroom.start();
    m.pass(80);
    headroom.sample();
    expect(headroom.mayRun()).toBe(false);
    let ran = false;
    const waiting = headroom.whenMayRun().then(() => (ran = true));
    m.pass(90);
    headroom.sample();
    await Promise.resolve();
    expect(ran).toBe(false);
    m.pass(20);
    headroom.sample();
    await waiting;
    expect(ran).toBe(true);
    headroom.stop();
  });

  it('ends a wait after deferMaxMs on a machine that stays busy, then runs for a quarter of it before waiting again', async () => {
    const m = fakeMachine();
    const headroom = new CpuHeadroom(settings, m.read, m.now);
    headroom.start();
    m.pass(100);
    headroom.sample();
    let ran = false;
    const waiting = headroom.whenMayRun().then(() => (ran = true));
    for (let i = 0; i < 3; i++) {
      m.pass(100);
      headroom.sample();
    }
    await Promise.resolve();
    expect(ran).toBe(false); // 750 ms of the 1000
    m.pass(100);
    headroom.sample();
    await waiting;
    expect(ran).toBe(true);
    m.pass(100, 0, 200);
    headroom.sample();
    expect(headroom.mayRun()).toBe(true); // within the 250 ms of grace
    m.pass(100, 0, 100);
    headroom.sample();
    expect(headroom.mayRun()).toBe(false); // a new wait begins
    headroom.stop();
  });

  it('lets all waiting work go when stopped, and never holds work afterwards', async () => {
    const m = fakeMachine();
    const headroom = new CpuHeadroom(settings, m.read, m.now);
    headroom.start();
    m.pass(100);
    headroom.sample();
    const waiting = Promise.all([headroom.whenMayRun(), headroom.whenMayRun()]);
    headroom.stop();
    await waiting;
    m.pass(100);
    headroom.sample();
    expect(headroom.active).toBe(false);
    expect(headroom.mayRun()).toBe(true);
  });

  it('never holds work when turned off (deferAbove 1) or where the CPU times cannot be read', () => {
    const m = fakeMachine();
    const off = new CpuHeadroom({ ...settings, deferAbove: 1 }, m.read, m.now);
    off.start();
    m.pass(100);
    off.sample();
    expect(off.active).toBe(false);
    expect(off.mayRun()).toBe(true);
    const blind = new CpuHeadroom(settings, () => null, m.now);
    blind.start();
    blind.sample();
    expect(blind.active).toBe(false);
    expect(blind.mayRun()).toBe(true);
  });

  it('reads this machine\'s CPU times from /proc', () => {
    const times = readCpuTimes();
    expect(times).not.toBeNull();
    expect(times!.machineTotal).toBeGreaterThan(0);
    expect(times!.machineBusy).toBeGreaterThan(0);
    expect(times!.machineBusy).toBeLessThanOrEqual(times!.machineTotal);
    expect(times!.own).toBeGreaterThanOrEqual(0);
  });
});
