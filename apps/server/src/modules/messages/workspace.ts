/**
 * What a workspace (ADR 0048) reads from messages: the caller's conversations with messages they have
 * not read, newest first (the conversations they may read: scope.ts). No message text leaves here.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { conversation, conversationParticipant, message, patient, user } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { caller, visibleConversations } from './scope.ts';

export interface UnreadConversation {
  id: string;
  subject: string | null;
  patientId: string | null;
  patientName: string | null;
  /** Who wrote the newest unread message. */
  senderName: string | null;
  lastMessageAt: Date;
  unread: number;
}

export async function unreadConversations(
  ctx: ServiceContext,
  limit: number,
): Promise<{ total: number; items: UnreadConversation[] }> {
  const me = caller(ctx).userId;
  const rows = rowsOf<{
    id: string;
    subject: string | null;
    patient_id: string | null;
    patient_name: string | null;
    sender_name: string | null;
    last_at: Date | string;
    unread: number | string;
  }>(
    await ctx.db.execute(sql`
      select c.id, c.subject, c.patient_id,
        (select p.first_name || ' ' || p.last_name from ${patient} p where p.id = c.patient_id) as patient_name,
        (select u.name from ${message} m2 join ${user} u on u.id = m2.sender_user_id
          where m2.conversation_id = c.id order by m2.created_at desc limit 1) as sender_name,
        max(m.created_at) as last_at, count(*) as unread
      from ${message} m
      join ${conversationParticipant} me on me.conversation_id = m.conversation_id and me.user_id = ${me}
      join ${conversation} c on c.id = m.conversation_id
      where m.sender_user_id is distinct from ${me}
        and m.created_at > coalesce(me.last_read_at, '-infinity'::timestamptz)
        and c.id in (select ${conversation.id} from ${conversation} where ${visibleConversations(me, ctx.organization?.id ?? null)})
      group by c.id, c.subject, c.patient_id
      order by max(m.created_at) desc`),
  );
  return {
    total: rows.length,
    items: rows.slice(0, limit).map((r) => ({
      id: r.id,
      subject: r.subject,
      patientId: r.patient_id,
      patientName: r.patient_name,
      senderName: r.sender_name,
      lastMessageAt: new Date(r.last_at),
      unread: Number(r.unread),
    })),
  };
}
