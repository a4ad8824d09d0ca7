/** To the person who registered a laboratory or insurer, in their language: approved, sign in. */
import type { MailMessage } from '../../../platform/mail.ts';
import { actionEmail, type MailRecipient } from '../../../platform/mail-layout.ts';
import { type DecidedOrganization, kindName } from './organization-kind.ts';

export function approvedEmail(to: MailRecipient, org: DecidedOrganization, baseUrl: string): MailMessage {
  return actionEmail(
    to,
    { kind: 'organization-decision' },
    {
      en: {
        subject: `${org.name} is approved on Verdant`,
        lines: [
          `A platform administrator approved the registration of your ${kindName.en[org.kind]} “${org.name}”.`,
          'You can now sign in and use your dashboard.',
        ],
        action: 'Sign in',
        footer: 'If you did not register this organization, reply to this message.',
      },
      es: {
        subject: `${org.name} ha sido aprobada en Verdant`,
        lines: [
          `Un administrador de la plataforma ha aprobado el registro de tu ${kindName.es[org.kind]} «${org.name}».`,
          'Ya puedes iniciar sesión y usar tu panel.',
        ],
        action: 'Iniciar sesión',
        footer: 'Si no registraste esta organización, responde a este mensaje.',
      },
    },
    `${baseUrl}/auth`,
  );
}
