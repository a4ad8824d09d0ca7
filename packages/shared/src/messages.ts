import { z } from 'zod';
import { pageSchema } from './page.ts';
import { ROLE_PRIORITY } from './roles.ts';

/**
 * Messages: conversations between a patient and their care team (`care`), between people of one
 * organization (`team`), and between a practice and a laboratory or insurer it works with
 * (`partner`). Only participants read a conversation; in a `care` conversation the professionals
 * must still see the patient (their care team) and the patient only ever writes to their care team.
 * REST paths (under /api/v1):
 * - GET  /conversations?q&cursor               → ConversationPage (newest activity first; `q` searches
 *                                                 the text of the messages, the subject and names)
 * - POST /conversations                        ConversationCreateInput → 201 ConversationSummary
 * - GET  /conversations/unread                 → { total } (the navigation's count)
 * - GET  /conversations/contacts?q             → { items: Contact[] } who the caller may write to
 * - GET  /conversations/{id}                   → ConversationSummary (participants and read receipts)
 * - GET  /conversations/{id}/messages?before   → MessagePage (newest page first, oldest first within)
 * - POST /conversations/{id}/messages          { text } JSON, or multipart `text` + `files` → 201 Message
 * - POST /conversations/{id}/read              → ConversationSummary (marks everything read)
 * - GET  /conversations/{id}/attachments/{attachmentId}  the file (`?download=1`: attachment)
 */

export const CONVERSATION_KINDS = ['care', 'team', 'partner'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

export const MAX_MESSAGE_LENGTH = 5000;
export const MAX_MESSAGE_ATTACHMENTS = 5;
export const MESSAGE_PAGE_SIZE = 50;

export const MESSAGE_VALIDATION_MESSAGES = {
  messageRequired: 'Write a message or attach a file',
  messageTooLong: 'Messages can be at most 5,000 characters',
  recipientsRequired: 'Choose who to write to',
  tooManyFiles: 'Attach at most 5 files',
  notAContact: 'You cannot write to this person',
} as const;

export const participantSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The role they take part as (`patient`, `dietitian`, `lab`…), null when none applies. */
  role: z.enum(ROLE_PRIORITY).nullable(),
  organizationName: z.string().nullable(),
  /** Read receipts: everything sent up to this instant has been read by them. */
  lastReadAt: z.string().nullable(),
  isMe: z.boolean(),
});
export type Participant = z.infer<typeof participantSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(CONVERSATION_KINDS),
  subject: z.string().nullable(),
  /** The patient a `care` conversation is about (null in the patient's own view and elsewhere). */
  patient: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The other organization of a `partner` conversation. */
  partnerOrganization: z.object({ id: z.string(), name: z.string() }).nullable(),
  participants: z.array(participantSchema),
  lastMessage: z
    .object({
      /** The first characters of the text. */
      snippet: z.string(),
      senderName: z.string(),
      /** Sent by the reader. */
      mine: z.boolean(),
      at: z.string(),
      attachments: z.number().int(),
    })
    .nullable(),
  /** Messages of the others after the caller's last read. */
  unread: z.number().int(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationPageSchema = pageSchema(conversationSummarySchema);
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export const conversationListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(100).optional(),
});

export const attachmentSchema = z.object({
  id: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Shown in the page (PDF and images); anything else is downloaded. */
  viewable: z.boolean(),
});
export type MessageAttachment = z.infer<typeof attachmentSchema>;

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  sender: z.object({ id: z.string(), name: z.string() }),
  text: z.string(),
  createdAt: z.string(),
  attachments: z.array(attachmentSchema),
});
export type Message = z.infer<typeof messageSchema>;

export const messagePageSchema = pageSchema(messageSchema);
export type MessagePage = z.infer<typeof messagePageSchema>;

export const messageListQuerySchema = z.object({
  /** A cursor from `nextCursor`: the page of older messages. */
  before: z.string().max(100).optional(),
});

const messageText = z
  .string({ error: 'messageRequired' })
  .max(MAX_MESSAGE_LENGTH, { error: 'messageTooLong' })
  .transform((v) => v.trim());

export const messageCreateSchema = z.object({ text: messageText });
export type MessageCreateInput = z.input<typeof messageCreateSchema>;

export const conversationCreateSchema = z
  .object({
    kind: z.enum(CONVERSATION_KINDS, { error: 'recipientsRequired' }),
    /** People to write to (care and team). */
    userIds: z.array(z.string().max(100)).max(20).default([]),
    /** The patient record a care conversation is about. */
    patientId: z.string().max(100).optional(),
    /** The laboratory, insurer or practice of a partner conversation. */
    organizationId: z.string().max(100).optional(),
    subject: z.string().trim().max(120, { error: 'messageTooLong' }).optional(),
    text: messageText.refine((v) => v.length > 0, { error: 'messageRequired' }),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'partner' ? !v.organizationId : v.kind === 'team' && v.userIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['userIds'], message: 'recipientsRequired' });
    }
    if (v.kind === 'care' && !v.patientId) {
      ctx.addIssue({ code: 'custom', path: ['userIds'], message: 'recipientsRequired' });
    }
  });
export type ConversationCreateInput = z.input<typeof conversationCreateSchema>;

/** Someone (or an organization) the caller may start a conversation with, and how. */
export const contactSchema = z.object({
  kind: z.enum(CONVERSATION_KINDS),
  /** A user id (care, team) or an organization id (partner). */
  id: z.string(),
  name: z.string(),
  /** Their role, or the organization's kind (`laboratory`, `insurer`, `practice`). */
  detail: z.string(),
  /** For `care`: the patient record the conversation is about. */
  patientId: z.string().nullable(),
  organizationName: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactsSchema = z.object({ items: z.array(contactSchema) });
export const unreadCountSchema = z.object({ total: z.number().int() });
