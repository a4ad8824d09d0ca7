/** Messages: conversations, their messages and attachments, read receipts and unread counts. */
export { messageRoutes } from './routes.ts';
/** For the role workspaces (modules/workspace, ADR 0048). */
export { unreadConversations } from './workspace.ts';
