/** To the person who registered a laboratory or insurer, in their language: declined, and why. */
import type { MailMessage } from '../../../platform/mail.ts';
import { actionEmail, type MailRecipient } from '../../../platform/mail-layout.ts';
import { type DecidedOrganization, kindName } from './organization-kind.ts';

export function declinedEmail(
  to: MailRecipient,
  org: DecidedOrganization,
  reason: string,
  baseUrl: string,
): MailMessage {
  return actionEmail(
    to,
    { kind: 'organization-decision' },
    {
      en: {
        subject: `The request for ${org.name} was declined`,
        lines: [
          `A platform administrator declined the registration of your ${kindName.en[org.kind]} “${org.name}”.`,
          `Reason: ${reason}`,
        ],
        action: 'Contact us',
        footer: 'If you think this is a mistake, write to us.',
      },
      es: {
        subject: `La solicitud de ${org.name} ha sido rechazada`,
        lines: [
          `Un administrador de la plataforma ha rechazado el registro de tu ${kindName.es[org.kind]} «${org.name}».`,
          `Motivo: ${reason}`,
        ],
        action: 'Contactar con nosotros',
        footer: 'Si crees que se trata de un error, escríbenos.',
      },
    },
    `${baseUrl}/home#contact`,
  );
}
