/** An email the sink accepted (answered 250 to), decoded by mailparser. */
export interface ReceivedEmail {
  readonly messageId: string;
  /** The envelope's recipients (RCPT TO). */
  readonly to: string[];
  readonly subject: string;
  readonly replyTo: string;
  /** The To header, as written. */
  readonly headerTo: string;
  readonly text: string;
  readonly html: string;
  /** Each header's first value, unfolded, by lower-case name. */
  readonly headers: Readonly<Record<string, string>>;
  /** Milliseconds since the epoch when its last byte arrived. */
  readonly at: number;
}

export interface SmtpSinkOptions {
  readonly maxClients?: number;
  /** Called once per accepted message, after it is in `received`. */
  readonly onReceived?: (email: ReceivedEmail) => void;
}

/**
 * A real SMTP server on a random port. It can refuse the next messages with a temporary error
 * (451), refuse a recipient for good (550), or hold a message's DATA reply (a message is accepted only by a 250, so a client that
 * dies while held delivered nothing).
 */
export declare class SmtpSink {
  static start(options?: SmtpSinkOptions): Promise<SmtpSink>;
  readonly received: ReceivedEmail[];
  readonly url: string;
  readonly port: number;
  refusedCount: number;
  /** Messages whose sender went away while their reply was held. */
  droppedCount: number;
  /** Connections that broke off mid-message (their messages were never accepted). */
  connectionErrors: number;
  /** The next `count` messages to a matching recipient are refused with 451 (try again later). */
  refuseNext(count: number, to?: (recipients: string[]) => boolean): void;
  /** Every message to `address` is refused for good at RCPT TO: 550, no such user. */
  refuseRecipient(address: string): void;
  /** Forgets the refusals still pending, and the refused recipients. */
  stopRefusing(): void;
  /** The next matching message's DATA reply is held; resolves when a message is being held. */
  holdNext(to?: (recipients: string[]) => boolean): Promise<void>;
  /** The next matching message is accepted only after `ms` (a slow mail server); resolves when it arrived. */
  delayNext(ms: number, to?: (recipients: string[]) => boolean): Promise<void>;
  /** Waits until `done(received)` holds (rejects after `timeoutMs`, so a failing test ends). */
  waitFor(done: (received: ReceivedEmail[]) => boolean, timeoutMs?: number): Promise<ReceivedEmail[]>;
  close(): Promise<void>;
}
