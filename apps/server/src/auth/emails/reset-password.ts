/** A link to choose a new password (sent by the password-reset job, never in the outbox). */
import { type MailMessage, ONE_TIME_LINK_PLACEHOLDER } from '../../platform/mail.ts';
import { actionEmail, type MailRecipient } from '../../platform/mail-layout.ts';

export function resetPasswordEmail(to: MailRecipient, url: string, expiresAt: Date): MailMessage {
  return actionEmail(
    to,
    { kind: 'password-reset', oneTimeLink: { kind: 'password-reset', url, expiresAt } },
    {
      en: {
        subject: 'Reset your password',
        lines: ['We received a request to reset the password of your Verdant account.'],
        action: 'Choose a new password',
        footer:
          'If you did not ask for this, you can ignore this message: your password stays the same. The link expires in 1 hour.',
      },
      es: {
        subject: 'Restablece tu contraseña',
        lines: ['Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Verdant.'],
        action: 'Elegir una contraseña nueva',
        footer:
          'Si no lo has pedido tú, puedes ignorar este mensaje: tu contraseña no cambia. El enlace caduca en 1 hora.',
      },
    },
    ONE_TIME_LINK_PLACEHOLDER,
  );
}
