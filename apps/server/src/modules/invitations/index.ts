/** Invitations to become a patient of a practice: creating, previewing and accepting one. */
export { invitationRoutes } from './routes.ts';
export { createInvitation, type NewInvitation } from './service.ts';
