/**
 * Notifications: the public face other modules emit through (`notify`, in the caller's transaction),
 * the user's list and their e-mail preferences.
 */
export { notificationRoutes } from './routes.ts';
export {
  type NotificationMail,
  type NotifyInput,
  notify,
  recipientLanguage,
  wantsEmail,
} from './service.ts';
