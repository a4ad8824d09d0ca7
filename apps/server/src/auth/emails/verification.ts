/** Confirms the address of a new account (sent at sign-up, and at a sign-in before it was confirmed). */
import { type MailMessage, ONE_TIME_LINK_PLACEHOLDER } from '../../platform/mail.ts';
import { actionEmail, type MailRecipient } from '../../platform/mail-layout.ts';

export function verificationEmail(to: MailRecipient, url: string, expiresAt: Date): MailMessage {
  return actionEmail(
    to,
    { kind: 'email-verification', oneTimeLink: { kind: 'email-verification', url, expiresAt } },
    {
      en: {
        subject: 'Verify your email address',
        lines: ['Welcome to Verdant. Please confirm your email address to finish creating your account.'],
        action: 'Verify email address',
        footer:
          'If you did not create a Verdant account, you can ignore this message. The link expires in 24 hours.',
      },
      es: {
        subject: 'Confirma tu dirección de correo',
        lines: [
          'Te damos la bienvenida a Verdant. Confirma tu dirección de correo para terminar de crear tu cuenta.',
        ],
        action: 'Confirmar dirección de correo',
        footer:
          'Si no has creado una cuenta en Verdant, puedes ignorar este mensaje. El enlace caduca en 24 horas.',
      },
    },
    ONE_TIME_LINK_PLACEHOLDER,
  );
}
