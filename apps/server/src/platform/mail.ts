/**
 * E-mail. Every message is written to `outbox_email` (in the caller's transaction where there is one)
 * together with an `email.send` job; the job delivers it: through SMTP when SMTP_URL is set, otherwise
 * the message is marked `stored` and stays readable by admins at /api/v1/admin/outbox. Log lines name
 * the recipient's domain at most.
 *
 * `enqueue` is the one door every product e-mail passes through, and where the per-recipient caps
 * (limits.ts MAIL_CAPS, decision 0018) are enforced: beyond its kind's cap a message is suppressed
 * (nothing written, nothing sent), counted per kind in `mail_suppressed` and logged by kind and count.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { type Db, type DbOrTx, rowsOf } from '../db/client.ts';
import {
  mailSuppressed,
  type OneTimeLinkKind,
  type OutboxAttachment,
  outboxEmail,
  publicRateLimit,
} from '../db/schema/index.ts';
import { type ClaimedJob, enqueueJob } from './jobs.ts';
import type { MailKind } from '@verdant/shared/admin';
import { MAIL_CAPS } from './limits.ts';
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
  /** What the message is, for its per-recipient cap (limits.ts MAIL_CAPS); `other` when absent. */
  kind?: MailKind;
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
          ...(a.cid ? { cid: a.cid } : {}),
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

export const escapeHtml = (s: string) =>
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
  readonly #keySecret: string;

  constructor(options: {
    db: Db;
    transport: MailTransport;
    from: string;
    logger: Logger;
    /** Keys the per-recipient counters (an HMAC of the address): the installation's secret. */
    secret?: string;
  }) {
    this.#db = options.db;
    this.transport = options.transport;
    this.#from = options.from;
    this.#log = options.logger.child({ component: 'mail' });
    this.#keySecret = options.secret ?? '';
  }

  /** The message's kind: its own, else its one-time link's, else `other`. */
  static kindOf(message: MailMessage): MailKind {
    return message.kind ?? message.oneTimeLink?.kind ?? 'other';
  }

  /** The counter key of one (kind, recipient): the address never appears in clear. */
  recipientKey(kind: MailKind, to: string): string {
    const digest = createHmac('sha256', this.#keySecret)
      .update(`mail:${kind}:${to.trim().toLowerCase()}`)
      .digest('base64url');
    return `mail:${kind}:${digest}`;
  }

  /**
   * Counts one message of `kind` to `to`; false when that exceeds the kind's cap. One atomic upsert
   * in the caller's transaction (a rolled-back action sent nothing and counts nothing).
   */
  async #withinCap(tx: DbOrTx, kind: MailKind, to: string): Promise<boolean> {
    const rule = MAIL_CAPS[kind];
    const key = this.recipientKey(kind, to);
    const window = sql.raw(`interval '${Math.floor(rule.windowSeconds)} seconds'`);
    const result = await tx.execute(sql`
      insert into ${publicRateLimit} (key, window_start, count) values (${key}, now(), 1)
      on conflict (key) do update set
        count = case when ${publicRateLimit.windowStart} <= now() - ${window} then 1 else ${publicRateLimit.count} + 1 end,
        window_start = case when ${publicRateLimit.windowStart} <= now() - ${window} then now() else ${publicRateLimit.windowStart} end
      returning count`);
    const [row] = rowsOf<{ count: number | string }>(result);
    return !row || Number(row.count) <= rule.limit;
  }

  /** Counts a suppressed message of `kind` and logs it (kind and count only, never the address). */
  async suppressed(kind: MailKind, reason: 'cap' | 'cooldown', tx: DbOrTx = this.#db): Promise<void> {
    const [row] = await tx
      .insert(mailSuppressed)
      .values({ kind, count: 1 })
      .onConflictDoUpdate({
        target: mailSuppressed.kind,
        set: { count: sql`${mailSuppressed.count} + 1`, lastAt: sql`now()` },
      })
      .returning({ count: mailSuppressed.count });
    this.#log.warn({ kind, reason, suppressedTotal: row?.count ?? 1 }, 'e-mail suppressed');
  }

  /**
   * Writes the message and its delivery job; pass the transaction of the action that sends it.
   * Returns the outbox id, or null when the recipient's cap for this kind suppressed it (the caller
   * answers exactly as if it had been sent).
   */
  async enqueue(message: MailMessage, tx: DbOrTx = this.#db): Promise<string | null> {
    const kind = Mailer.kindOf(message);
    if (!(await this.#withinCap(tx, kind, message.to))) {
      await this.suppressed(kind, 'cap', tx);
      return null;
    }
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
