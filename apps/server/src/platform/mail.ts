/**
 * E-mail. Every message is written to `outbox_email` (in the caller's transaction where there is one)
 * together with an `email.send` job; the job delivers it: through SMTP when SMTP_URL is set, otherwise
 * the message is marked `stored` and stays readable by admins at /api/v1/admin/outbox. Log lines name
 * the subject and the recipient's domain only.
 */
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../db/client.ts';
import { type OutboxAttachment, outboxEmail } from '../db/schema/index.ts';
import { type ClaimedJob, enqueueJob } from './jobs.ts';
import { emailDomain } from './logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
}

export interface OutgoingMail extends MailMessage {
  from: string;
}

export interface MailTransport {
  /** `smtp`: delivered; `outbox`: kept in the outbox only; `capture`: tests. */
  readonly kind: 'smtp' | 'outbox' | 'capture';
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
      const status = await this.transport.send({
        from: this.#from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        attachments: row.attachments,
      });
      await this.#db
        .update(outboxEmail)
        .set({ status, attempts: job.attempts, sentAt: new Date(), lastError: null })
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
          lastError: (err instanceof Error ? err.message : String(err)).slice(0, 1000),
        })
        .where(eq(outboxEmail.id, outboxId));
      throw err;
    }
  };
}
