/** Accounts created directly, without the sign-up flow (an accepted invitation, the seed, tests). */
export { createAccount, type NewAccount, newUserId } from './create.ts';
export { platformAdminRecipients, userRecipient } from './recipients.ts';
