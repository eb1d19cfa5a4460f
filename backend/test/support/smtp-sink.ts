import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** An email the sink accepted (answered 250 to), decoded. */
export interface ReceivedEmail {
  readonly messageId: string;
  readonly to: string[];
  readonly subject: string;
  readonly replyTo: string;
  readonly text: string;
  readonly html: string;
  readonly headers: Readonly<Record<string, string>>;
  /** Date.now() when it was accepted. */
  readonly at: number;
}

type Rule = { readonly matches: (to: string[]) => boolean; remaining: number };

/**
 * A real SMTP server for tests (the `smtp-server` package) on a random port. It can refuse
 * the next messages with a temporary error (451), or hold a message's DATA reply (the
 * message is accepted only by a 250, so a client that dies while held delivered nothing).
 */
export class SmtpSink {
  readonly received: ReceivedEmail[] = [];
  refusedCount = 0;
  /** Messages whose sender went away while their reply was held. */
  droppedCount = 0;
  private readonly refusals: Rule[] = [];
  private readonly holds: Array<Rule & { started: () => void; acceptAfterMs?: number }> = [];
  private readonly held = new Map<string, () => void>();
  private readonly listeners = new Set<() => void>();

  private constructor(
    private readonly server: SMTPServer,
    readonly url: string,
  ) {}

  static async start(): Promise<SmtpSink> {
    // The server's callbacks need the sink, which needs the server: a holder breaks the circle.
    const holder: { sink?: SmtpSink } = {};
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH'],
      hideSTARTTLS: true,
      logger: false,
      closeTimeout: 1000,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => holder.sink!.onMessage(Buffer.concat(chunks).toString('utf8'), session, callback));
      },
      onClose(session) {
        holder.sink?.onClose(session);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.sink = new SmtpSink(server, `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`);
    return holder.sink;
  }

  /** The next `count` messages to a matching recipient are refused with 451 (try again later). */
  refuseNext(count: number, to: (recipients: string[]) => boolean = () => true): void {
    this.refusals.push({ matches: to, remaining: count });
  }

  /** Forgets the refusals still pending. */
  stopRefusing(): void {
    this.refusals.splice(0);
  }

  /** The next matching message's DATA reply is held; resolves when a message is being held. */
  holdNext(to: (recipients: string[]) => boolean = () => true): Promise<void> {
    return new Promise((resolve) => this.holds.push({ matches: to, remaining: 1, started: resolve }));
  }

  /** The next matching message is answered (accepted) only after `ms`: a slow mail server. Resolves when it arrived. */
  delayNext(ms: number, to: (recipients: string[]) => boolean = () => true): Promise<void> {
    return new Promise((resolve) => this.holds.push({ matches: to, remaining: 1, started: resolve, acceptAfterMs: ms }));
  }

  /** Waits until `done(received)` holds. */
  async waitFor(done: (received: ReceivedEmail[]) => boolean, timeoutMs = 20_000): Promise<ReceivedEmail[]> {
    if (done(this.received)) return this.received;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.listeners.delete(check);
        reject(new Error(`the SMTP sink did not get the expected emails within ${timeoutMs} ms (it has ${this.received.length}: ${this.received.map((r) => r.subject).join(' | ')})`));
      }, timeoutMs);
      const check = () => {
        if (!done(this.received)) return;
        clearTimeout(timer);
        this.listeners.delete(check);
        resolve();
      };
      this.listeners.add(check);
    });
    return this.received;
  }

  async close(): Promise<void> {
    for (const release of this.held.values()) release();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private onMessage(raw: string, session: SMTPServerSession, callback: (err?: Error | null, message?: string) => void): void {
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
          if (this.held.delete(session.id)) this.accept(raw, to, callback);
        }, hold.acceptAfterMs);
      }
      hold.started();
      return;
    }
    this.accept(raw, to, callback);
  }

  private accept(raw: string, to: string[], callback: (err?: Error | null, message?: string) => void): void {
    this.received.push({ ...decodeMessage(raw), to, at: Date.now() });
    callback(null, 'Queued');
    for (const listener of [...this.listeners]) listener();
  }

  private onClose(session: SMTPServerSession): void {
    if (this.held.delete(session.id)) this.droppedCount++;
  }
}

function decodeMessage(raw: string): Omit<ReceivedEmail, 'to' | 'at'> {
  const { headers, text, html } = parsePart(raw);
  return { messageId: headers['message-id'] ?? '', subject: decodeWords(headers.subject ?? ''), replyTo: headers['reply-to'] ?? '', text, html, headers };
}

/** Just enough MIME for nodemailer's output: headers, multipart/alternative, quoted-printable and base64. */
function parsePart(raw: string): { headers: Record<string, string>; text: string; html: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] ??= line.slice(colon + 1).trim();
  }
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1).filter((p) => !p.startsWith('--'));
    const decoded = parts.map((p) => parsePart(p.replace(/^\r?\n/, '')));
    return { headers, text: decoded.map((d) => d.text).join(''), html: decoded.map((d) => d.html).join('') };
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const content = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
  const trimmed = content.replace(/\r?\n$/, '');
  return type.startsWith('text/html') ? { headers, text: '', html: trimmed } : { headers, text: trimmed, html: '' };
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? /^[0-9A-Fa-f]{2}$/.exec(soft.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`), as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
