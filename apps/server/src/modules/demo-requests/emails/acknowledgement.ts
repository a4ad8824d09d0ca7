/** To whoever asked for a demo, in the language of the form they used: received, and when we call. */
import { DEMO_FOLLOW_UP_HOURS, type Language } from '@verdant/shared';
import type { MailMessage } from '../../../platform/mail.ts';

export function demoRequestAckEmail(lang: Language, to: { email: string; firstName: string }): MailMessage {
  const message =
    lang === 'es'
      ? {
          subject: 'Hemos recibido tu solicitud de demostración de Verdant',
          text: `Hola, ${to.firstName}:\n\nGracias por tu interés en Verdant. Hemos recibido tu solicitud de demostración y te contactaremos en menos de ${DEMO_FOLLOW_UP_HOURS} horas para acordar el momento que mejor te venga.\n\nEl equipo de Verdant`,
        }
      : {
          subject: 'We received your Verdant demo request',
          text: `Hello ${to.firstName},\n\nThank you for your interest in Verdant. We have received your demo request and will contact you within ${DEMO_FOLLOW_UP_HOURS} hours to arrange a time that suits you.\n\nThe Verdant team`,
        };
  return { kind: 'demo-request-ack', to: to.email, ...message };
}
