/**
 * Conversations and messages (the rules of who may read and write are in ./scope.ts). Messages are
 * patient data: every read is audited (a care conversation's against its patient), every write runs
 * in a transaction with its audit event, the text is never logged, and attachments go through
 * `ctx.storage`, their type decided by their content. A new message notifies the other readers
 * (one unread notification per conversation at a time) and reaches their open tabs; reading a
 * conversation moves the reader's receipt, which the others see.
 */
import {
  type ConversationCreateInput,
  conversationCreateSchema,
  type ConversationPage,
  type ConversationSummary,
  DOCUMENT_MIME,
  type DocumentType,
  MAX_MESSAGE_ATTACHMENTS,
  type Message,
  MESSAGE_PAGE_SIZE,
  type MessagePage,
  type Role,
} from '@verdant/shared';
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  careTeamMember,
  conversation,
  conversationParticipant,
  membership,
  message,
  messageAttachment,
  notification,
  organization,
  patient,
  providerProfile,
  user,
  userRoles,
} from '../../db/schema/index.ts';
import { rowsOf } from '../../db/client.ts';
import { hasRole } from '../../platform/access.ts';
import { type AuditEntry, audit, readAudited } from '../../platform/audit.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { publish } from '../../platform/realtime.ts';
import { type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { newStorageKey, type StoredObject } from '../../platform/storage.ts';
import { notify } from '../notifications/index.ts';
import { cleanFilename, findVisiblePatient, sniffDocumentType } from '../patients/index.ts';
import {
  CARE_ROLES,
  caller,
  currentReaders,
  findConversation,
  listContacts,
  visibleConversations,
} from './scope.ts';

export { listContacts };

type ConversationRow = typeof conversation.$inferSelect;

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

const SNIPPET = 140;

function cursorOf(at: Date, id: string): string {
  return `${at.toISOString()}|${id}`;
}

function parseCursor(cursor: string | undefined): { at: Date; id: string } | null {
  if (!cursor) return null;
  const [at, id] = cursor.split('|');
  const date = new Date(at ?? '');
  return Number.isNaN(date.getTime()) || !id || !isUuid(id) ? null : { at: date, id };
}

const likeOf = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The audit entry of reading a conversation (against its patient when it is about one). */
const readEntry =
  (action: string) =>
  (c: Pick<ConversationRow, 'id' | 'patientId'>): AuditEntry => ({
    action,
    resourceType: 'conversation',
    resourceId: c.id,
    patientId: c.patientId,
  });

/** Summaries of conversations, in the order of `ids`. */
async function summaries(
  ctx: ServiceContext,
  userId: string,
  rows: ConversationRow[],
  q: string | undefined,
): Promise<ConversationSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const participants = await ctx.db
    .select({
      conversationId: conversationParticipant.conversationId,
      userId: conversationParticipant.userId,
      lastReadAt: conversationParticipant.lastReadAt,
      name: sql<string>`coalesce(${providerProfile.displayName}, ${user.name})`,
      organizationName: organization.name,
      role: sql<Role | null>`case when ${conversationParticipant.organizationId} is null then 'patient' else
        (select r.role from ${userRoles} r where r.user_id = ${conversationParticipant.userId}
          and r.organization_id = ${conversationParticipant.organizationId} order by r.role limit 1) end`,
    })
    .from(conversationParticipant)
    .innerJoin(user, eq(user.id, conversationParticipant.userId))
    .leftJoin(providerProfile, eq(providerProfile.userId, user.id))
    .leftJoin(organization, eq(organization.id, conversationParticipant.organizationId))
    .where(inArray(conversationParticipant.conversationId, ids))
    .orderBy(conversationParticipant.joinedAt, user.name);
  const matching = q ? sql`and lower(m.text) like ${likeOf(q)}` : sql``;
  const last = rowsOf<{
    conversation_id: string;
    text: string;
    created_at: Date | string;
    sender: string | null;
    sender_id: string | null;
    attachments: number | string;
    unread: number | string;
  }>(
    await ctx.db.execute(sql`
      select c.id as conversation_id, lm.text, lm.created_at, lm.sender, lm.sender_id, coalesce(lm.attachments, 0) as attachments,
        (select count(*) from ${message} u where u.conversation_id = c.id
          and u.sender_user_id is distinct from ${userId}
          and u.created_at > coalesce(me.last_read_at, '-infinity'::timestamptz)) as unread
      from ${conversation} c
      join ${conversationParticipant} me on me.conversation_id = c.id and me.user_id = ${userId}
      left join lateral (
        select m.text, m.created_at, m.sender_user_id as sender_id,
          coalesce(sp.display_name, su.name) as sender,
          (select count(*) from ${messageAttachment} a where a.message_id = m.id) as attachments
        from ${message} m left join ${user} su on su.id = m.sender_user_id
          left join ${providerProfile} sp on sp.user_id = m.sender_user_id
        where m.conversation_id = c.id ${matching}
        order by m.created_at desc, m.id desc limit 1
      ) lm on true
      where c.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  const patientIds = rows.flatMap((r) => (r.patientId ? [r.patientId] : []));
  const patients = patientIds.length
    ? await ctx.db
        .select({ id: patient.id, first: patient.firstName, last: patient.lastName, userId: patient.userId })
        .from(patient)
        .where(inArray(patient.id, patientIds))
    : [];
  const partnerIds = rows.flatMap((r) =>
    r.partnerOrganizationId ? [r.partnerOrganizationId, r.organizationId] : [],
  );
  const partners = partnerIds.length
    ? await ctx.db
        .select({ id: organization.id, name: organization.name })
        .from(organization)
        .where(inArray(organization.id, partnerIds))
    : [];
  const myOrganization = ctx.organization?.id;
  return rows.map((r): ConversationSummary => {
    const l = last.find((x) => x.conversation_id === r.id);
    const p = patients.find((x) => x.id === r.patientId);
    const otherOrg =
      r.kind === 'partner'
        ? partners.find(
            (o) =>
              o.id === (r.organizationId === myOrganization ? r.partnerOrganizationId : r.organizationId),
          )
        : undefined;
    return {
      id: r.id,
      kind: r.kind,
      subject: r.subject,
      patient: p && p.userId !== userId ? { id: p.id, name: `${p.first} ${p.last}` } : null,
      partnerOrganization: otherOrg ? { id: otherOrg.id, name: otherOrg.name } : null,
      participants: participants
        .filter((x) => x.conversationId === r.id)
        .map((x) => ({
          id: x.userId,
          name: x.name,
          role: x.role,
          organizationName: x.organizationName,
          lastReadAt: x.lastReadAt?.toISOString() ?? null,
          isMe: x.userId === userId,
        })),
      lastMessage: l?.created_at
        ? {
            snippet: l.text.length > SNIPPET ? `${l.text.slice(0, SNIPPET - 1)}…` : l.text,
            senderName: l.sender ?? '',
            mine: l.sender_id === userId,
            at: new Date(l.created_at).toISOString(),
            attachments: Number(l.attachments),
          }
        : null,
      unread: Number(l?.unread ?? 0),
      updatedAt: r.lastMessageAt.toISOString(),
    };
  });
}

/** `GET /conversations`: the caller's conversations, latest activity first; `q` searches the messages. */
export async function listConversations(
  ctx: ServiceContext,
  query: { q?: string | undefined; cursor?: string | undefined },
): Promise<ConversationPage> {
  const principal = caller(ctx);
  const after = parseCursor(query.cursor);
  const q = query.q?.trim() || undefined;
  return readAudited(
    ctx,
    async (tx) => {
      const like = q ? likeOf(q) : null;
      const rows = await tx.db
        .select()
        .from(conversation)
        .where(
          and(
            visibleConversations(principal.userId, tx.organization?.id ?? null),
            like
              ? sql`(lower(coalesce(${conversation.subject}, '')) like ${like}
                  or exists (select 1 from ${message} m where m.conversation_id = ${conversation.id} and lower(m.text) like ${like})
                  or exists (select 1 from ${conversationParticipant} cp join ${user} u on u.id = cp.user_id
                    where cp.conversation_id = ${conversation.id} and lower(u.name) like ${like}))`
              : undefined,
            after
              ? or(
                  lt(conversation.lastMessageAt, after.at),
                  and(eq(conversation.lastMessageAt, after.at), lt(conversation.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(conversation.lastMessageAt), desc(conversation.id))
        .limit(MESSAGE_PAGE_SIZE + 1);
      const page = rows.slice(0, MESSAGE_PAGE_SIZE);
      const lastRow = page.at(-1);
      return {
        rows: page,
        items: await summaries(tx, principal.userId, page, q),
        nextCursor:
          rows.length > MESSAGE_PAGE_SIZE && lastRow ? cursorOf(lastRow.lastMessageAt, lastRow.id) : null,
      };
    },
    ({ rows }) => rows.map(readEntry('conversation.list')),
  ).then(({ items, nextCursor }) => ({ items, nextCursor }));
}

export async function getConversation(ctx: ServiceContext, id: string): Promise<ConversationSummary> {
  const principal = caller(ctx);
  const row = await readAudited(
    ctx,
    (tx) => findConversation(tx, id),
    (c) => [readEntry('conversation.read')(c)],
  );
  const [summary] = await summaries(ctx, principal.userId, [row], undefined);
  return summary!;
}

/** The total of unread messages over the caller's conversations (the navigation's count). */
export async function unreadTotal(ctx: ServiceContext): Promise<number> {
  const principal = caller(ctx);
  const [row] = rowsOf<{ n: number | string }>(
    await ctx.db.execute(sql`
      select count(*) as n from ${message} m
      join ${conversationParticipant} me on me.conversation_id = m.conversation_id and me.user_id = ${principal.userId}
      join ${conversation} on ${conversation.id} = m.conversation_id
      where m.sender_user_id is distinct from ${principal.userId}
        and m.created_at > coalesce(me.last_read_at, '-infinity'::timestamptz)
        and ${visibleConversations(principal.userId, ctx.organization?.id ?? null)}`),
  );
  return Number(row?.n ?? 0);
}

function toMessage(
  m: typeof message.$inferSelect & { senderName: string | null },
  attachments: (typeof messageAttachment.$inferSelect)[],
): Message {
  return {
    id: m.id,
    conversationId: m.conversationId,
    sender: { id: m.senderUserId ?? '', name: m.senderName ?? '' },
    text: m.text,
    createdAt: m.createdAt.toISOString(),
    attachments: attachments
      .filter((a) => a.messageId === m.id)
      .map((a) => ({
        id: a.id,
        filename: a.filename,
        contentType: DOCUMENT_MIME[a.type as DocumentType],
        size: a.size,
        viewable: a.type !== 'heic',
      })),
  };
}

/** A page of a conversation's messages: the newest page first, oldest first within it. */
export async function listMessages(
  ctx: ServiceContext,
  conversationId: string,
  query: { before?: string | undefined },
): Promise<MessagePage> {
  const before = parseCursor(query.before);
  return readAudited(
    ctx,
    async (tx) => {
      const c = await findConversation(tx, conversationId);
      const rows = await tx.db
        .select({
          id: message.id,
          conversationId: message.conversationId,
          senderUserId: message.senderUserId,
          text: message.text,
          createdAt: message.createdAt,
          senderName: sql<string | null>`coalesce(${providerProfile.displayName}, ${user.name})`,
        })
        .from(message)
        .leftJoin(user, eq(user.id, message.senderUserId))
        .leftJoin(providerProfile, eq(providerProfile.userId, message.senderUserId))
        .where(
          and(
            eq(message.conversationId, c.id),
            before
              ? or(
                  lt(message.createdAt, before.at),
                  and(eq(message.createdAt, before.at), lt(message.id, before.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(message.createdAt), desc(message.id))
        .limit(MESSAGE_PAGE_SIZE + 1);
      const page = rows.slice(0, MESSAGE_PAGE_SIZE);
      const attachments = page.length
        ? await tx.db
            .select()
            .from(messageAttachment)
            .where(
              inArray(
                messageAttachment.messageId,
                page.map((m) => m.id),
              ),
            )
        : [];
      const oldest = page.at(-1);
      return {
        conversation: c,
        items: page.reverse().map((m) => toMessage(m, attachments)),
        nextCursor: rows.length > MESSAGE_PAGE_SIZE && oldest ? cursorOf(oldest.createdAt, oldest.id) : null,
      };
    },
    ({ conversation: c }) => [readEntry('message.read')(c)],
  ).then(({ items, nextCursor }) => ({ items, nextCursor }));
}

/** Stores the files of a message (before its transaction) and returns what to insert. */
async function storeFiles(ctx: ServiceContext, organizationId: string, files: readonly UploadedFile[]) {
  if (files.length > MAX_MESSAGE_ATTACHMENTS) throw fieldError({ files: 'tooManyFiles' });
  const max = ctx.config.documentMaxBytes;
  const checked = files.map((f) => {
    if (f.bytes.byteLength > max) {
      throw new AppError('PAYLOAD_TOO_LARGE', `Files can be at most ${Math.floor(max / 1048576)} MiB.`, {
        maxBytes: max,
      });
    }
    const type = sniffDocumentType(f.bytes);
    if (!type) {
      throw new AppError('DOCUMENT_TYPE_NOT_ALLOWED', undefined, { allowed: ['pdf', 'png', 'jpeg', 'heic'] });
    }
    return { file: f, type };
  });
  const stored: { storageKey: string; filename: string; type: DocumentType; size: number }[] = [];
  for (const { file, type } of checked) {
    const storageKey = newStorageKey('messages', organizationId);
    await ctx.storage.put(storageKey, file.bytes, DOCUMENT_MIME[type]);
    stored.push({ storageKey, filename: cleanFilename(file.name, type), type, size: file.bytes.byteLength });
  }
  return stored;
}

/** Writes one message (its files already stored) and tells the other readers. */
async function writeMessage(
  tx: ServiceContext,
  c: ConversationRow,
  senderUserId: string,
  text: string,
  files: Awaited<ReturnType<typeof storeFiles>>,
): Promise<Message> {
  const now = tx.now();
  const [row] = await tx.db
    .insert(message)
    .values({ conversationId: c.id, senderUserId, text, createdAt: now })
    .returning();
  const attachments = files.length
    ? await tx.db
        .insert(messageAttachment)
        .values(files.map((f) => ({ ...f, messageId: row!.id, conversationId: c.id })))
        .returning()
    : [];
  await tx.db.update(conversation).set({ lastMessageAt: now }).where(eq(conversation.id, c.id));
  await tx.db
    .update(conversationParticipant)
    .set({ lastReadAt: now })
    .where(
      and(eq(conversationParticipant.conversationId, c.id), eq(conversationParticipant.userId, senderUserId)),
    );
  await audit(tx, {
    action: 'message.create',
    resourceType: 'message',
    resourceId: row!.id,
    patientId: c.patientId,
  });
  const readers = await currentReaders(tx, c);
  const [sender] = await tx.db
    .select({ name: sql<string>`coalesce(${providerProfile.displayName}, ${user.name})` })
    .from(user)
    .leftJoin(providerProfile, eq(providerProfile.userId, user.id))
    .where(eq(user.id, senderUserId));
  const link = `/messages?c=${c.id}`;
  const others = readers.filter((id) => id !== senderUserId);
  // one unread notification per conversation and person: a burst of messages is one bell, one e-mail
  const waiting = others.length
    ? await tx.db
        .select({ userId: notification.userId })
        .from(notification)
        .where(
          and(
            inArray(notification.userId, others),
            eq(notification.kind, 'message.new'),
            eq(notification.link, link),
            isNull(notification.readAt),
          ),
        )
    : [];
  await notify(
    tx,
    others
      .filter((id) => !waiting.some((w) => w.userId === id))
      .map((userId) => ({
        userId,
        kind: 'message.new' as const,
        titleKey: 'messageNew',
        params: { sender: sender?.name ?? '' },
        link,
        patientId: c.patientId,
      })),
  );
  await publish(
    tx,
    readers.map((userId) => ({ userId, kind: 'message' as const, id: c.id })),
  );
  return toMessage({ ...row!, senderName: sender?.name ?? null }, attachments);
}

/** `POST /conversations/{id}/messages`. */
export async function postMessage(
  ctx: ServiceContext,
  conversationId: string,
  input: { text: string; files: readonly UploadedFile[] },
): Promise<Message> {
  const principal = caller(ctx);
  const c = await findConversation(ctx, conversationId);
  if (!input.text && input.files.length === 0) throw fieldError({ text: 'messageRequired' });
  const files = await storeFiles(ctx, c.organizationId, input.files);
  try {
    return await withTransaction(ctx, async (tx) => {
      const current = await findConversation(tx, conversationId);
      return writeMessage(tx, current, principal.userId, input.text, files);
    });
  } catch (err) {
    // a rolled-back message keeps no files
    await Promise.all(files.map((f) => ctx.storage.delete(f.storageKey).catch(() => undefined)));
    throw err;
  }
}

/** `POST /conversations/{id}/read`: everything up to now is read; the others see the receipt. */
export async function markConversationRead(
  ctx: ServiceContext,
  conversationId: string,
): Promise<ConversationSummary> {
  const principal = caller(ctx);
  await withTransaction(ctx, async (tx) => {
    const c = await findConversation(tx, conversationId);
    const now = tx.now();
    await tx.db
      .update(conversationParticipant)
      .set({ lastReadAt: now })
      .where(
        and(
          eq(conversationParticipant.conversationId, c.id),
          eq(conversationParticipant.userId, principal.userId),
        ),
      );
    const read = await tx.db
      .update(notification)
      .set({ readAt: now })
      .where(
        and(
          eq(notification.userId, principal.userId),
          eq(notification.kind, 'message.new'),
          eq(notification.link, `/messages?c=${c.id}`),
          isNull(notification.readAt),
        ),
      )
      .returning({ id: notification.id });
    const readers = await currentReaders(tx, c);
    await publish(tx, [
      ...readers.map((userId) => ({ userId, kind: 'conversation' as const, id: c.id })),
      ...read.map((n) => ({ userId: principal.userId, kind: 'notification' as const, id: n.id })),
    ]);
  });
  return getConversation(ctx, conversationId);
}

/** An attachment's file, authorized and audited on every request. */
export async function downloadAttachment(
  ctx: ServiceContext,
  conversationId: string,
  attachmentId: string,
): Promise<{ attachment: typeof messageAttachment.$inferSelect; object: StoredObject }> {
  const { attachment } = await readAudited(
    ctx,
    async (tx) => {
      const c = await findConversation(tx, conversationId);
      if (!isUuid(attachmentId)) throw new AppError('NOT_FOUND');
      const [a] = await tx.db
        .select()
        .from(messageAttachment)
        .where(and(eq(messageAttachment.id, attachmentId), eq(messageAttachment.conversationId, c.id)));
      if (!a) throw new AppError('NOT_FOUND');
      return { c, attachment: a };
    },
    ({ c, attachment: a }) => [
      {
        action: 'message.attachment.download',
        resourceType: 'message_attachment',
        resourceId: a.id,
        patientId: c.patientId,
      },
    ],
  );
  const object = await ctx.storage.get(attachment.storageKey);
  if (!object) throw new AppError('NOT_FOUND', 'The file is missing from storage.');
  return { attachment, object };
}

// ---------------------------------------------------------------------------------------------
// Starting a conversation

interface Side {
  userId: string;
  organizationId: string | null;
}

/** The participants and rows of a new conversation, checked against the caller's contacts. */
async function planConversation(
  ctx: ServiceContext,
  input: ReturnType<typeof conversationCreateSchema.parse>,
): Promise<{ values: typeof conversation.$inferInsert; others: Side[]; mine: Side }> {
  const principal = caller(ctx);
  const org = ctx.organization;
  const notAContact = () => fieldError({ userIds: 'notAContact' });
  const base = { subject: input.subject || null, createdByUserId: principal.userId };

  if (input.kind === 'care') {
    if (!input.patientId || !isUuid(input.patientId)) throw new AppError('NOT_FOUND');
    const [own] = await ctx.db
      .select()
      .from(patient)
      .where(
        and(eq(patient.id, input.patientId), eq(patient.userId, principal.userId), isNull(patient.deletedAt)),
      );
    const record =
      own ?? (hasRole(principal, ...CARE_ROLES) ? await findVisiblePatient(ctx, input.patientId) : null);
    if (!record) throw new AppError('NOT_FOUND');
    const team = await ctx.db
      .select({ userId: careTeamMember.userId })
      .from(careTeamMember)
      .innerJoin(
        membership,
        and(
          eq(membership.userId, careTeamMember.userId),
          eq(membership.organizationId, record.organizationId),
        ),
      )
      .where(eq(careTeamMember.patientId, record.id));
    const onTeam = (id: string) => team.some((t) => t.userId === id);
    const wanted = [...new Set(input.userIds)].filter(
      (id) => id !== principal.userId && id !== record.userId,
    );
    // a patient writes only to their care team; a professional only as one of it
    if (wanted.some((id) => !onTeam(id))) throw notAContact();
    if (own) {
      if (wanted.length === 0) throw fieldError({ userIds: 'recipientsRequired' });
      return {
        values: { ...base, kind: 'care', organizationId: record.organizationId, patientId: record.id },
        mine: { userId: principal.userId, organizationId: null },
        others: wanted.map((userId) => ({ userId, organizationId: record.organizationId })),
      };
    }
    if (!hasRole(principal, ...CARE_ROLES) || !onTeam(principal.userId)) throw new AppError('NOT_FOUND');
    if (!record.userId) throw notAContact();
    return {
      values: { ...base, kind: 'care', organizationId: record.organizationId, patientId: record.id },
      mine: { userId: principal.userId, organizationId: record.organizationId },
      others: [
        { userId: record.userId, organizationId: null },
        ...wanted.map((userId) => ({ userId, organizationId: record.organizationId })),
      ],
    };
  }

  if (!org || org.kind === 'platform') throw new AppError('FORBIDDEN');
  if (input.kind === 'team') {
    const wanted = [...new Set(input.userIds)].filter((id) => id !== principal.userId);
    const members = wanted.length
      ? await ctx.db
          .select({ userId: membership.userId })
          .from(membership)
          .innerJoin(user, eq(user.id, membership.userId))
          .where(
            and(
              eq(membership.organizationId, org.id),
              inArray(membership.userId, wanted),
              isNull(user.disabledAt),
            ),
          )
      : [];
    if (wanted.length === 0 || members.length !== wanted.length) throw notAContact();
    return {
      values: { ...base, kind: 'team', organizationId: org.id },
      mine: { userId: principal.userId, organizationId: org.id },
      others: wanted.map((userId) => ({ userId, organizationId: org.id })),
    };
  }

  // partner: a practice writes to a laboratory or insurer; they write back to practices that wrote to them
  const partnerId = input.organizationId ?? '';
  const contact = (await listContacts(ctx, undefined)).find(
    (x) => x.kind === 'partner' && x.id === partnerId,
  );
  if (!contact) throw notAContact();
  let people: string[];
  if (org.kind === 'practice') {
    const rows = await ctx.db
      .selectDistinct({ userId: userRoles.userId })
      .from(userRoles)
      .innerJoin(user, eq(user.id, userRoles.userId))
      .where(
        and(
          eq(userRoles.organizationId, partnerId),
          inArray(userRoles.role, ['lab', 'insurance', 'admin']),
          isNull(user.disabledAt),
        ),
      );
    people = rows.map((r) => r.userId);
  } else {
    // the practice's people who took part in its conversations with this organization
    const rows = await ctx.db
      .selectDistinct({ userId: conversationParticipant.userId })
      .from(conversationParticipant)
      .innerJoin(conversation, eq(conversation.id, conversationParticipant.conversationId))
      .where(
        and(
          eq(conversation.kind, 'partner'),
          eq(conversationParticipant.organizationId, partnerId),
          or(eq(conversation.organizationId, org.id), eq(conversation.partnerOrganizationId, org.id)),
        ),
      );
    people = rows.map((r) => r.userId);
  }
  if (people.length === 0) throw notAContact();
  return {
    values: { ...base, kind: 'partner', organizationId: org.id, partnerOrganizationId: partnerId },
    mine: { userId: principal.userId, organizationId: org.id },
    others: people
      .filter((id) => id !== principal.userId)
      .map((userId) => ({ userId, organizationId: partnerId })),
  };
}

/** `POST /conversations`: a new conversation with its first message. */
export async function createConversation(
  ctx: ServiceContext,
  raw: ConversationCreateInput,
): Promise<ConversationSummary> {
  const input = conversationCreateSchema.parse(raw);
  const principal = caller(ctx);
  const id = await withTransaction(ctx, async (tx) => {
    const plan = await planConversation(tx, input);
    const [c] = await tx.db
      .insert(conversation)
      .values({ ...plan.values, createdAt: tx.now(), lastMessageAt: tx.now() })
      .returning();
    await tx.db.insert(conversationParticipant).values(
      [plan.mine, ...plan.others].map((p) => ({
        conversationId: c!.id,
        userId: p.userId,
        organizationId: p.organizationId,
        joinedAt: tx.now(),
      })),
    );
    await audit(tx, {
      action: 'conversation.create',
      resourceType: 'conversation',
      resourceId: c!.id,
      patientId: c!.patientId,
    });
    await writeMessage(tx, c!, principal.userId, input.text, []);
    await publish(
      tx,
      [plan.mine, ...plan.others].map((p) => ({
        userId: p.userId,
        kind: 'conversation' as const,
        id: c!.id,
      })),
    );
    return c!.id;
  });
  return getConversation(ctx, id);
}
