/*
 * What this host charges a process for waking from idle: the CPU of a loopback TCP round trip
 * between two Node processes, sent back to back and sent once every 20 ms (each side then sleeps
 * between messages). The one-at-a-time and paced lines of the bench (uncached renders, cold
 * admin reads, email latency) cross several processes per answer, each woken from idle, so
 * where a wake is dear they cost several times what they cost under load (bench/README.md,
 * "Measured on a host where waking is dear").
 */
/* global __filename */
const { fork } = require('node:child_process');
const net = require('node:net');
const { setTimeout: sleep } = require('node:timers/promises');

const BACK_TO_BACK = 5000;
const PACED = 200;
const GAP_MS = 20;

/** The child: echoes every byte, and answers its own CPU time (µs) when asked over IPC. */
function echo() {
  const server = net.createServer((socket) => {
    socket.setNoDelay(true);
    socket.on('data', (data) => socket.write(data));
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('message', () => {
    const { user, system } = process.cpuUsage();
    process.send({ cpuUs: user + system });
  });
}

const cpuUs = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/** µs of CPU per round trip on each side, back to back and paced. */
async function wakeCost() {
  const child = fork(__filename, ['--echo'], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  try {
    const ask = () => new Promise((resolve) => child.once('message', resolve));
    const { port } = await ask();
    const socket = net.connect(port, '127.0.0.1');
    socket.setNoDelay(true);
    await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const roundTrip = () =>
      new Promise((resolve) => {
        socket.once('data', resolve);
        socket.write('x');
      });
    const measure = async (count, gapMs) => {
      child.send('cpu');
      const echoBefore = (await ask()).cpuUs;
      const before = cpuUs();
      for (let i = 0; i < count; i++) {
        await roundTrip();
        if (gapMs) await sleep(gapMs);
      }
      const sender = (cpuUs() - before) / count;
      child.send('cpu');
      const echoed = ((await ask()).cpuUs - echoBefore) / count;
      return { senderUs: Math.round(sender), echoUs: Math.round(echoed) };
    };
    const backToBack = await measure(BACK_TO_BACK, 0);
    const paced = await measure(PACED, GAP_MS);
    socket.destroy();
    return { backToBack, paced, gapMs: GAP_MS };
  } finally {
    child.kill();
  }
}

/** The reading as one line. */
function wakeCostLine(w) {
  return `waking from idle: a loopback round trip between two processes costs ${w.paced.senderUs} + ${w.paced.echoUs} us of CPU sent every ${w.gapMs} ms, ${w.backToBack.senderUs} + ${w.backToBack.echoUs} us back to back`;
}

if (process.argv[2] === '--echo') echo();

module.exports = { wakeCost, wakeCostLine };
