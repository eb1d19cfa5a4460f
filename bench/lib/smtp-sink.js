/*
 * The benchmarks' SMTP sink, run as a process of its own (bench/lib/stack.js forks it): the repo's
 * shared sink (testing/smtp-sink) accepts everything, and this wrapper tells its parent, per
 * message, its Message-ID, the bench customer it is about, whether it went to the customer or the
 * provider, and when it arrived (ms since the epoch). It stands in for a mail server on another
 * machine: parsing the emails must not take turns of the load generator's event loop, which
 * measures the answers.
 */
const { setTimeout } = require('node:timers');
const { SmtpSink } = require('../../testing/smtp-sink');

/** Notices are sent to the parent in batches: one IPC message per this many ms at most. */
const FLUSH_MS = 20;

let sink = null;
let pending = [];
let timer = null;
const flush = () => {
  timer = null;
  if (pending.length === 0) return;
  process.send({ received: pending });
  pending = [];
};

/** What the parent reads of one accepted email. */
const notice = (email) => {
  const about = /bench-(\d+)@bench\.test/.exec(`${email.headerTo} ${email.replyTo}`);
  return { at: email.at, messageId: email.messageId, n: about ? Number(about[1]) : null, kind: email.to.some((a) => a.endsWith('@bench.test')) ? 'customer' : 'provider' };
};

SmtpSink.start({
  maxClients: 100,
  onReceived(email) {
    pending.push(notice(email));
    // The parent keeps the notices; the sink need not keep every message of a long run.
    sink?.received.splice(0);
    timer ??= setTimeout(flush, FLUSH_MS);
  },
}).then((started) => {
  sink = started;
  process.send({ port: sink.port });
});

process.on('message', (m) => {
  if (m === 'close') sink.close().then(() => process.exit(0));
});
process.on('disconnect', () => process.exit(0));
