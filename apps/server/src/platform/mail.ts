/**
 * E-mail. Every message is written to `outbox_email` (in the caller's transaction where there is one)
 * together with an `email.send` job; the job delivers it: through SMTP when SMTP_URL is set, otherwise
 * the message is marked `stored` and stays readable by admins at /api/v1/admin/outbox. Log lines name
 * the subject and the recipient's domain only.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../db/client.ts';
import { type OneTimeLinkKind, type OutboxAttachment, outboxEmail } from '../db/schema/index.ts';
import { type ClaimedJob, enqueueJob } from './jobs.ts';
import { emailDomain } from './logger.ts';

/**
 * Where a one-time link goes in a message's text and HTML. The outbox keeps the placeholder; only the
 * delivered message carries the link (a password-reset or verification link is a credential: an
 * administrator reading the outbox must not be able to use it).
 */
export const ONE_TIME_LINK_PLACEHOLDER = '{{one-time-link}}';

export interface OneTimeLink {
  kind: OneTimeLinkKind;
  url: string;
  expiresAt: Date;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
  /** The text and HTML hold ONE_TIME_LINK_PLACEHOLDER where this link goes. */
  oneTimeLink?: OneTimeLink;
}

export interface OutgoingMail extends MailMessage {
  from: string;
}

export interface MailTransport {
  /** `smtp`: delivered; `outbox`: kept in the outbox only; `file`: MAIL_DIR; `capture`: tests. */
  readonly kind: 'smtp' | 'outbox' | 'file' | 'capture';
  send(message: OutgoingMail): Promise<'sent' | 'stored'>;
  close?(): void;
}

export const EMAIL_JOB = 'email.send';

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(m) {
      await transporter.sendMail({
        from: m.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        ...(m.html ? { html: m.html } : {}),
        attachments: (m.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content, 'base64'),
        })),
      });
      return 'sent';
    },
    close: () => transporter.close(),
  };
}

/** The embedded default: nothing leaves the machine; the outbox is the mailbox. */
export function outboxOnlyTransport(): MailTransport {
  return { kind: 'outbox', send: async () => 'stored' };
}

/**
 * Development and browser tests (MAIL_DIR): each message, links included, is written as one JSON file
 * readable only by the server's user, instead of being sent.
 */
export function fileTransport(dir: string): MailTransport {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return {
    kind: 'file',
    async send(m) {
      const name = `${Date.now()}-${randomBytes(4).toString('hex')}.json`;
      const { attachments: _a, ...rest } = m;
      writeFileSync(path.join(dir, name), JSON.stringify({ ...rest, date: new Date().toISOString() }), {
        mode: 0o600,
      });
      return 'sent';
    },
  };
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** The message as delivered: the placeholder replaced by the link. */
export function withOneTimeLink<T extends { text: string; html?: string | null }>(
  message: T,
  url: string | null,
): T {
  const link = url ?? '[this link is no longer available]';
  return {
    ...message,
    text: message.text.replaceAll(ONE_TIME_LINK_PLACEHOLDER, link),
    ...(message.html ? { html: message.html.replaceAll(ONE_TIME_LINK_PLACEHOLDER, escapeHtml(link)) } : {}),
  };
}

/** Records messages in memory (tests). */
export function captureTransport(): MailTransport & { messages: OutgoingMail[] } {
  const messages: OutgoingMail[] = [];
  return {
    kind: 'capture',
    messages,
    async send(m) {
      messages.push(m);
      return 'sent';
    },
  };
}

export class Mailer {
  readonly transport: MailTransport;
  readonly #db: Db;
  readonly #from: string;
  readonly #log: Logger;

  constructor(options: { db: Db; transport: MailTransport; from: string; logger: Logger }) {
    this.#db = options.db;
    this.transport = options.transport;
    this.#from = options.from;
    this.#log = options.logger.child({ component: 'mail' });
  }

  /** Writes the message and its delivery job; pass the transaction of the action that sends it. */
  async enqueue(message: MailMessage, tx: DbOrTx = this.#db): Promise<string> {
    const [row] = await tx
      .insert(outboxEmail)
      .values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        attachments: message.attachments ?? [],
        oneTimeLinkKind: message.oneTimeLink?.kind ?? null,
        oneTimeLinkExpiresAt: message.oneTimeLink?.expiresAt ?? null,
        oneTimeLinkUrl: message.oneTimeLink?.url ?? null,
      })
      .returning({ id: outboxEmail.id });
    await enqueueJob(tx, EMAIL_JOB, { outboxId: row!.id });
    return row!.id;
  }

  /** The `email.send` job handler. */
  readonly deliver = async (job: ClaimedJob): Promise<void> => {
    const outboxId = String(job.payload.outboxId);
    const [row] = await this.#db.select().from(outboxEmail).where(eq(outboxEmail.id, outboxId));
    if (!row || row.status === 'sent' || row.status === 'stored') return;
    // ids and domains only: subjects carry names ("New booking: <name>", "Contact: <name>")
    const logFields = {
      outboxId,
      toDomain: emailDomain(row.to),
      transport: this.transport.kind,
    };
    try {
      const body = row.oneTimeLinkKind ? withOneTimeLink(row, row.oneTimeLinkUrl) : row;
      const status = await this.transport.send({
        from: this.#from,
        to: row.to,
        subject: row.subject,
        text: body.text,
        ...(body.html ? { html: body.html } : {}),
        attachments: row.attachments,
      });
      // Delivered (or kept): the link is not needed any more and must not linger at rest.
      await this.#db
        .update(outboxEmail)
        .set({ status, attempts: job.attempts, sentAt: new Date(), lastError: null, oneTimeLinkUrl: null })
        .where(eq(outboxEmail.id, outboxId));
      this.#log.info(
        logFields,
        status === 'sent' ? 'e-mail sent' : 'e-mail stored in the outbox (no SMTP_URL)',
      );
    } catch (err) {
      const final = job.attempts >= job.maxAttempts;
      await this.#db
        .update(outboxEmail)
        .set({
          status: final ? 'failed' : 'queued',
          attempts: job.attempts,
          ...(final ? { oneTimeLinkUrl: null } : {}),
          lastError: (err instanceof Error ? err.message : String(err)).slice(0, 1000),
        })
        .where(eq(outboxEmail.id, outboxId));
      throw err;
    }
  };
}
