/*
 * The one SMTP sink of the repo: backend tests use it in their own process, the benchmarks run it
 * as a child process (bench/lib/smtp-sink.js). A real SMTP server (`smtp-server`) on a random port;
 * messages are parsed by `mailparser` (nodemailer's own parser), so "no email was sent" checks
 * trust a maintained MIME decoder, not ours. Plain CommonJS with JSDoc so node runs it as is;
 * index.d.ts gives TypeScript its types.
 */
/* global Buffer */
const { performance } = require('node:perf_hooks');
const { setTimeout, clearTimeout } = require('node:timers');
const { SMTPServer } = require('smtp-server');
const { simpleParser } = require('mailparser');

/** @typedef {import('./index').ReceivedEmail} ReceivedEmail */
/** @typedef {(recipients: string[]) => boolean} Recipients */
/** @typedef {{ matches: Recipients, remaining: number }} Rule */
/** @typedef {Rule & { started: () => void, acceptAfterMs?: number }} Hold */

/** Milliseconds since the epoch, read when a message's last byte arrived. */
const now = () => performance.timeOrigin + performance.now();

/** @param {import('mailparser').AddressObject | import('mailparser').AddressObject[] | undefined} a */
const addressText = (a) => (a === undefined ? '' : Array.isArray(a) ? a.map((x) => x.text).join(', ') : a.text);

/**
 * The decoded message, as tests and the bench read it.
 * @param {Buffer} raw
 * @param {string[]} to
 * @param {number} at
 * @returns {Promise<ReceivedEmail>}
 */
async function decode(raw, to, at) {
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  /** @type {Record<string, string>} */
  const headers = {};
  for (const { key, line } of mail.headerLines) headers[key] ??= line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
  return {
    messageId: mail.messageId ?? '',
    to,
    subject: mail.subject ?? '',
    replyTo: addressText(mail.replyTo),
    headerTo: addressText(mail.to),
    text: (mail.text ?? '').replace(/\r?\n$/, ''),
    html: typeof mail.html === 'string' ? mail.html.replace(/\r?\n$/, '') : '',
    headers,
    at,
  };
}

class SmtpSink {
  /**
   * @param {{ maxClients?: number, onReceived?: (email: ReceivedEmail) => void }} [options]
   * @returns {Promise<SmtpSink>}
   */
  static async start(options = {}) {
    const sink = new SmtpSink(options.onReceived);
    sink.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH'],
      hideSTARTTLS: true,
      logger: false,
      closeTimeout: 1000,
      ...(options.maxClients ? { maxClients: options.maxClients } : {}),
      onRcptTo(address, _session, callback) {
        callback(sink.unknownRecipients.has(address.address.toLowerCase()) ? Object.assign(new Error('No such user here'), { responseCode: 550 }) : undefined);
      },
      onData(stream, session, callback) {
        /** @type {Buffer[]} */
        const chunks = [];
        stream.on('data', (c) => chunks.push(c));
        stream.on('end', () => sink.onMessage(Buffer.concat(chunks), now(), session, callback));
      },
      onClose(session) {
        sink.onClose(session);
      },
    });
    // A sender that goes away in the middle of a message (a killed worker) resets its connection:
    // smtp-server reports that as an 'error' event, which with no listener would crash the process.
    // Nothing was accepted (no 250), so there is nothing to record; the count is for tests that ask.
    sink.server.on('error', () => {
      sink.connectionErrors++;
    });
    await new Promise((resolve) => sink.server.listen(0, '127.0.0.1', () => resolve(undefined)));
    sink.port = sink.server.server.address().port;
    sink.url = `smtp://127.0.0.1:${sink.port}`;
    return sink;
  }

  /** @param {((email: ReceivedEmail) => void) | undefined} onReceived */
  constructor(onReceived) {
    /** @type {ReceivedEmail[]} */
    this.received = [];
    this.refusedCount = 0;
    this.droppedCount = 0;
    /** Connections that broke off mid-message (their messages were never accepted). */
    this.connectionErrors = 0;
    this.port = 0;
    this.url = '';
    /** @type {any} */
    this.server = null;
    this.onReceived = onReceived;
    /** @type {Rule[]} */
    this.refusals = [];
    /** Addresses refused for good at RCPT TO (550), lower-cased. @type {Set<string>} */
    this.unknownRecipients = new Set();
    /** @type {Hold[]} */
    this.holds = [];
    /** @type {Map<string, () => void>} */
    this.held = new Map();
    /** @type {Set<() => void>} */
    this.listeners = new Set();
  }

  /** @param {number} count @param {Recipients} [to] */
  refuseNext(count, to = () => true) {
    this.refusals.push({ matches: to, remaining: count });
  }

  stopRefusing() {
    this.refusals.splice(0);
    this.unknownRecipients.clear();
  }

  /** @param {string} address */
  refuseRecipient(address) {
    this.unknownRecipients.add(address.toLowerCase());
  }

  /** @param {Recipients} [to] @returns {Promise<void>} */
  holdNext(to = () => true) {
    return new Promise((resolve) => this.holds.push({ matches: to, remaining: 1, started: resolve }));
  }

  /** @param {number} ms @param {Recipients} [to] @returns {Promise<void>} */
  delayNext(ms, to = () => true) {
    return new Promise((resolve) => this.holds.push({ matches: to, remaining: 1, started: resolve, acceptAfterMs: ms }));
  }

  /**
   * @param {(received: ReceivedEmail[]) => boolean} done
   * @param {number} [timeoutMs]
   * @returns {Promise<ReceivedEmail[]>}
   */
  async waitFor(done, timeoutMs = 20_000) {
    if (done(this.received)) return this.received;
    await new Promise((resolve, reject) => {
      const check = () => {
        if (!done(this.received)) return;
        clearTimeout(timer);
        this.listeners.delete(check);
        resolve(undefined);
      };
      // A bound on the wait (a failing test must end), not a timing expectation.
      const timer = setTimeout(() => {
        this.listeners.delete(check);
        reject(new Error(`the SMTP sink did not get the expected emails within ${timeoutMs} ms (it has ${this.received.length}: ${this.received.map((r) => r.subject).join(' | ')})`));
      }, timeoutMs);
      this.listeners.add(check);
    });
    return this.received;
  }

  /** @returns {Promise<void>} */
  async close() {
    for (const release of this.held.values()) release();
    await new Promise((resolve) => this.server.close(() => resolve(undefined)));
  }

  /**
   * @param {Buffer} raw @param {number} at
   * @param {import('smtp-server').SMTPServerSession} session
   * @param {(err?: Error | null, message?: string) => void} callback
   */
  onMessage(raw, at, session, callback) {
    const to = session.envelope.rcptTo.map((r) => r.address);
    const refusal = this.refusals.find((r) => r.remaining > 0 && r.matches(to));
    if (refusal) {
      refusal.remaining--;
      this.refusedCount++;
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      return;
    }
    const hold = this.holds.find((h) => h.remaining > 0 && h.matches(to));
    if (hold) {
      hold.remaining--;
      // Unanswered, the message is not delivered: a sender that goes away (a killed worker) delivered nothing.
      this.held.set(session.id, () => callback(Object.assign(new Error('Held message released unsent'), { responseCode: 451 })));
      if (hold.acceptAfterMs !== undefined) {
        setTimeout(() => {
          if (this.held.delete(session.id)) this.accept(raw, to, now(), callback);
        }, hold.acceptAfterMs);
      }
      hold.started();
      return;
    }
    this.accept(raw, to, at, callback);
  }

  /** @param {Buffer} raw @param {string[]} to @param {number} at @param {(err?: Error | null, message?: string) => void} callback */
  accept(raw, to, at, callback) {
    decode(raw, to, at).then(
      (email) => {
        this.received.push(email);
        callback(null, 'Queued');
        this.onReceived?.(email);
        for (const listener of [...this.listeners]) listener();
      },
      (err) => callback(Object.assign(new Error(`Unreadable message: ${err.message}`), { responseCode: 554 })),
    );
  }

  /** @param {import('smtp-server').SMTPServerSession} session */
  onClose(session) {
    if (this.held.delete(session.id)) this.droppedCount++;
  }
}

module.exports = { SmtpSink };
