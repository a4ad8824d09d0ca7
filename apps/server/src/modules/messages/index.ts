/** Messages: conversations, their messages and attachments, read receipts and unread counts. */
export { messageRoutes } from './routes.ts';
