import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Logger } from '../logger';
import pLimit from 'p-limit';

export interface OutgoingEmail {
  /** Deterministic (see `messageIdFor`): a resend of the same email carries the same id. */
  readonly messageId: string;
  /** One address or several (each gets the same message). */
  readonly to: string | readonly string[];
  /** Copies no other recipient sees. */
  readonly bcc?: readonly string[];
  readonly replyTo?: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Sends an email or throws (the subscriber's job then retries). */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** `<event id>.<template>@<the sender's domain>`: the same event and template always make the same Message-ID. */
export function messageIdFor(eventId: string, template: string, mailFrom: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';
  return `<${eventId}.${template}@${domain}>`;
}

/** nodemailer's options for an email (it takes mutable address lists; a Bcc goes in the envelope only). */
function mailOptions(from: string, email: OutgoingEmail) {
  return { ...email, from, to: typeof email.to === 'string' ? email.to : [...email.to], bcc: email.bcc ? [...email.bcc] : undefined };
}

/**
 * SMTP when SMTP_URL is set (Mailpit under `make up` with Docker, a sink in tests). Without
 * it every email is written as an .eml file under MAIL_DIR and logged: never silently dropped.
 */
export function createMailer(config: Config, logger: Logger): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom, config.worker.concurrency) : new FileMailer(path.resolve(config.mailDir), config.mailFrom, logger);
}

class SmtpMailer implements Mailer {
  private readonly transport;
  /** Builds the raw message and its envelope (nodemailer's stream transport, kept in memory). */
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  /**
   * Emails built or on the wire at once: two per pool connection (one being sent, the next
   * ready), through p-limit. Built all at once, a burst's emails would wait in the pool's queue
   * as finished messages, hundreds of them, and the worker's memory would grow with the burst.
   */
  private readonly limit: pLimit.Limit;

  constructor(
    url: string,
    private readonly from: string,
    /** One SMTP connection per job the worker may run at once. */
    maxConnections: number,
  ) {
    this.transport = nodemailer.createTransport({
      url,
      pool: true,
      maxConnections,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    this.limit = pLimit(2 * maxConnections);
  }

  /**
   * The message is built whole first and handed over raw: nodemailer then writes it to the
   * socket in one piece, where streaming it from its MIME tree takes a write per header and
   * part, a system call each.
   */
  send(email: OutgoingEmail): Promise<void> {
    return this.limit(async () => {
      // The stream transport writes a Bcc header into what it builds: the Bcc goes in the envelope only.
      const { bcc = [], ...shown } = mailOptions(this.from, email);
      const built = await this.composer.sendMail({ ...shown, envelope: { from: this.from, to: [...[shown.to].flat(), ...bcc] } });
      await this.transport.sendMail({ envelope: built.envelope, raw: built.message as Buffer });
    });
  }

  close(): void {
    this.transport.close();
    this.composer.close();
  }
}

class FileMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true });

  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {}

  async send(email: OutgoingEmail): Promise<void> {
    const info = await this.transport.sendMail(mailOptions(this.from, email));
    await mkdir(this.dir, { recursive: true });
    // Named after the Message-ID: a redelivered email overwrites its own file.
    const file = path.join(this.dir, `${email.messageId.replace(/[<>]/g, '').replace(/[^A-Za-z0-9._-]/g, '_')}.eml`);
    await writeFile(file, info.message as Buffer);
    this.logger.info({ to: email.to, subject: email.subject, file }, 'email written to a file (no SMTP_URL configured)');
  }

  close(): void {
    this.transport.close();
  }
}
