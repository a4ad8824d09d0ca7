/** The auth screens, one lazy chunk (it carries better-auth's client and the zod schemas). */
export { AuthPage } from './auth-page.tsx';
export { AuthCallbackPage } from './callback-page.tsx';
export { CompleteSignupPage } from './complete-signup-page.tsx';
export { ForgotPasswordPage } from './forgot-password-page.tsx';
export { ResetPasswordPage } from './reset-password-page.tsx';
export { AwaitingApprovalPage } from './awaiting-approval-page.tsx';
