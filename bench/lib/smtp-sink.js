/*
 * The benchmarks' SMTP sink, run as a process of its own (bench/lib/stack.js forks it): an SMTP
 * server that accepts everything and tells its parent, per message, its Message-ID, the bench
 * customer it is about, whether it went to the customer or the provider, and when it arrived
 * (ms since the epoch). It stands in for a mail server on another machine: parsing the
 * emails must not take turns of the load generator's event loop, which measures the answers.
 */
/* global Buffer */
const { performance } = require('node:perf_hooks');
const { setTimeout } = require('node:timers');
const { SMTPServer } = require('smtp-server');

/** Notices are sent to the parent in batches: one IPC message per this many ms at most. */
const FLUSH_MS = 20;

let pending = [];
let timer = null;
const flush = () => {
  timer = null;
  if (pending.length === 0) return;
  process.send({ received: pending });
  pending = [];
};

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH'],
  hideSTARTTLS: true,
  logger: false,
  closeTimeout: 1000,
  maxClients: 100,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const at = performance.timeOrigin + performance.now();
      const raw = Buffer.concat(chunks).toString('utf8');
      const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
      const header = (name) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
      const about = /bench-(\d+)@bench\.test/.exec(`${header('To')} ${header('Reply-To')}`);
      const to = session.envelope.rcptTo.map((r) => r.address);
      pending.push({ at, messageId: header('Message-ID'), n: about ? Number(about[1]) : null, kind: to.some((a) => a.endsWith('@bench.test')) ? 'customer' : 'provider' });
      timer ??= setTimeout(flush, FLUSH_MS);
      callback(null, 'Queued');
    });
  },
});

server.listen(0, '127.0.0.1', () => process.send({ port: server.server.address().port }));
process.on('message', (m) => {
  if (m === 'close') server.close(() => process.exit(0));
});
process.on('disconnect', () => process.exit(0));
