/**
 * `/api/v1/conversations…`: messages between a patient and their care team, within an organization,
 * and between a practice and the laboratories and insurers it works with (rules in ./scope.ts).
 */
import {
  contactsSchema,
  conversationCreateSchema,
  conversationListQuerySchema,
  conversationPageSchema,
  conversationSummarySchema,
  DOCUMENT_MIME,
  type DocumentType,
  MAX_MESSAGE_ATTACHMENTS,
  messageCreateSchema,
  messageListQuerySchema,
  messagePageSchema,
  messageSchema,
  unreadCountSchema,
} from '@verdant/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../platform/context.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { fileResponse } from '../../platform/file-response.ts';
import {
  createRouter,
  defineRoute,
  documented,
  errorContent,
  jsonResponse,
  z,
} from '../../platform/openapi.ts';
import { idParam } from '../../platform/params.ts';
import { ctxOf } from '../../platform/service-context.ts';
import {
  createConversation,
  downloadAttachment,
  getConversation,
  listContacts,
  listConversations,
  listMessages,
  markConversationRead,
  postMessage,
  type UploadedFile,
  unreadTotal,
} from './service.ts';
import { findConversation } from './scope.ts';

const TAGS = ['messages'];
const SummarySchema = documented(conversationSummarySchema, 'ConversationSummary');
const notFound = errorContent('Not a conversation of yours (`NOT_FOUND`)');

/** The text and files of a new message: JSON `{ text }`, or multipart `text` and `files`. */
async function messageBody(c: Context<AppEnv>): Promise<{ text: string; files: UploadedFile[] }> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw new AppError('BAD_REQUEST', 'The upload could not be read.');
    }
    const parsed = messageCreateSchema.safeParse({ text: form.get('text') ?? '' });
    if (!parsed.success) throw validationError(parsed.error);
    const files: UploadedFile[] = [];
    for (const value of form.getAll('files')) {
      if (value instanceof File)
        files.push({ name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
    }
    return { text: parsed.data.text, files };
  }
  if (!type.startsWith('application/json')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send JSON, or multipart/form-data with files.');
  }
  const parsed = messageCreateSchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) throw validationError(parsed.error);
  return { text: parsed.data.text, files: [] };
}

export function messageRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/conversations',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        "The signed-in user's conversations, latest activity first, with participants, read receipts, the last message and the unread count. `q` searches the messages' text, the subject and the participants' names (the matching message is shown). Audited (`conversation.list`).",
      request: { query: conversationListQuerySchema },
      responses: { 200: jsonResponse(documented(conversationPageSchema, 'ConversationPage'), 'A page') },
    }),
    async (c) => c.json(await listConversations(ctxOf(c), c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/conversations',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        "Starts a conversation with its first message: `care` about a patient record (a patient with their care team; a professional of the care team with the patient), `team` with people of the active organization, `partner` with a laboratory or insurer (`organizationId`; they write back to practices that wrote to them). Anyone outside the caller's contacts is refused (`details.fields.userIds` = `notAContact`).",
      request: {
        body: {
          required: true,
          content: {
            'application/json': { schema: documented(conversationCreateSchema, 'ConversationCreateInput') },
          },
        },
      },
      responses: {
        201: jsonResponse(SummarySchema, 'Started'),
        404: errorContent('No such patient for you (`NOT_FOUND`)'),
      },
    }),
    async (c) => c.json(await createConversation(ctxOf(c), c.req.valid('json')), 201),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/conversations/unread',
      permission: 'authenticated',
      tags: TAGS,
      summary: 'How many messages of others the signed-in user has not read (the navigation’s count).',
      responses: { 200: jsonResponse(documented(unreadCountSchema, 'UnreadCount'), 'The count') },
    }),
    async (c) => c.json({ total: await unreadTotal(ctxOf(c)) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/conversations/contacts',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        'Whom the signed-in user may start a conversation with: a patient their care team; a professional their colleagues, the patients of their care teams with an account, and the laboratories and insurers; a laboratory or insurer its colleagues and the practices that wrote to it.',
      request: { query: z.object({ q: z.string().trim().max(100).optional() }) },
      responses: { 200: jsonResponse(documented(contactsSchema, 'Contacts'), 'Contacts') },
    }),
    async (c) => c.json({ items: await listContacts(ctxOf(c), c.req.valid('query').q) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/conversations/{id}',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        'One conversation: participants with their read receipts, the last message, the unread count. Audited.',
      request: { params: idParam },
      responses: { 200: jsonResponse(SummarySchema, 'The conversation'), 404: notFound },
    }),
    async (c) => c.json(await getConversation(ctxOf(c), c.req.valid('param').id), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/conversations/{id}/messages',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        'A page of messages: the newest first (oldest first within the page); `before` (a `nextCursor`) reads older ones. Audited (`message.read`).',
      request: { params: idParam, query: messageListQuerySchema },
      responses: {
        200: jsonResponse(documented(messagePageSchema, 'MessagePage'), 'Messages'),
        404: notFound,
      },
    }),
    async (c) => c.json(await listMessages(ctxOf(c), c.req.valid('param').id, c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/conversations/{id}/messages',
      permission: 'authenticated',
      tags: TAGS,
      summary: `Sends a message: JSON \`{ text }\`, or multipart/form-data with \`text\` and up to ${MAX_MESSAGE_ATTACHMENTS} \`files\` (PDF, PNG, JPEG or HEIC, recognised by content; each at most DOCUMENT_MAX_BYTES). The other readers get a notification and an event on their open tabs.`,
      request: {
        params: idParam,
        // read by the handler after the conversation is found (another user's id is 404 first)
        body: {
          required: false,
          content: {
            'application/json': { schema: documented(messageCreateSchema, 'MessageCreateInput') },
            'multipart/form-data': {
              schema: z.object({
                text: z.string().optional(),
                files: z
                  .any()
                  .optional()
                  .openapi({ type: 'array', items: { type: 'string', format: 'binary' } }),
              }),
            },
          },
        },
      },
      responses: {
        201: jsonResponse(documented(messageSchema, 'Message'), 'Sent'),
        404: notFound,
        413: errorContent('A file is larger than the limit (`PAYLOAD_TOO_LARGE`)'),
        415: errorContent('A file is not a PDF, PNG, JPEG or HEIC by content (`DOCUMENT_TYPE_NOT_ALLOWED`)'),
      },
    }),
    async (c) => {
      const ctx = ctxOf(c);
      const { id } = c.req.valid('param');
      // another user's conversation is NOT_FOUND before its body is read
      await findConversation(ctx, id);
      return c.json(await postMessage(ctx, id, await messageBody(c)), 201);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/conversations/{id}/read',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        'Marks the conversation read up to now (the others see the read receipt); its message notifications too.',
      request: { params: idParam },
      responses: { 200: jsonResponse(SummarySchema, 'The conversation'), 404: notFound },
    }),
    async (c) => c.json(await markConversationRead(ctxOf(c), c.req.valid('param').id), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/conversations/{id}/attachments/{attachmentId}',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        'An attachment, authorized and audited on every request (`message.attachment.download`). PDF, PNG and JPEG inline; HEIC and `download=1` as an attachment.',
      request: {
        params: idParam.extend({
          attachmentId: z
            .string()
            .max(64)
            .openapi({ param: { name: 'attachmentId', in: 'path' } }),
        }),
        query: z.object({ download: z.enum(['0', '1']).optional() }),
      },
      responses: {
        200: { description: 'The file', content: { 'application/octet-stream': { schema: z.string() } } },
        404: notFound,
      },
    }),
    async (c) => {
      const { id, attachmentId } = c.req.valid('param');
      const { attachment, object } = await downloadAttachment(ctxOf(c), id, attachmentId);
      const type = attachment.type as DocumentType;
      return fileResponse(object.stream, {
        contentType: DOCUMENT_MIME[type],
        size: attachment.size,
        filename: attachment.filename,
        attachment: c.req.valid('query').download === '1' || type === 'heic',
      });
    },
  );

  return app;
}
