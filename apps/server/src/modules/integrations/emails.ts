/** The e-mails of the integrations and setup screens, in the recipient's language, in the practice's brand. */
import type { MailMessage } from '../../platform/mail.ts';
import { actionEmail, type MailBrand, type MailRecipient } from '../../platform/mail-layout.ts';

/** "Send a test" of the e-mail connection: to the administrator who pressed it. */
export function testEmail(to: MailRecipient, brand: MailBrand, mode: string, baseUrl = ''): MailMessage {
  return actionEmail(
    to,
    { kind: 'other' },
    {
      en: {
        subject: `Test e-mail from ${brand.name}`,
        lines: [
          'You asked Verdant to send a test e-mail from the integrations screen.',
          `This message went through the e-mail connection (mode: ${mode}). If you can read it, e-mail works.`,
        ],
        action: 'Open the integrations screen',
        footer: 'You receive this because you pressed "Send a test".',
      },
      es: {
        subject: `Correo de prueba de ${brand.name}`,
        lines: [
          'Pediste a Verdant que enviara un correo de prueba desde la pantalla de integraciones.',
          `Este mensaje pasó por la conexión de correo (modo: ${mode}). Si puedes leerlo, el correo funciona.`,
        ],
        action: 'Abrir la pantalla de integraciones',
        footer: 'Lo recibes porque pulsaste «Enviar una prueba».',
      },
    },
    `${baseUrl}/admin/integrations`,
    brand,
  );
}

/** Onboarding's "invite the team": the practice's join code and where to create an account. */
export function teamInvitationEmail(
  to: { email: string; language: 'en' | 'es' },
  brand: MailBrand,
  joinCode: string,
  baseUrl: string,
): MailMessage {
  return actionEmail(
    { email: to.email, firstName: '', language: to.language },
    { kind: 'other' },
    {
      en: {
        subject: `Join ${brand.name} on Verdant`,
        lines: [
          `${brand.name} invites you to work with them on Verdant.`,
          `Create your professional account and enter the practice's join code: ${joinCode}`,
        ],
        action: 'Create your account',
        footer: 'If you do not know this practice, ignore this message.',
      },
      es: {
        subject: `Únete a ${brand.name} en Verdant`,
        lines: [
          `${brand.name} te invita a trabajar con su equipo en Verdant.`,
          `Crea tu cuenta profesional e introduce el código de la consulta: ${joinCode}`,
        ],
        action: 'Crear tu cuenta',
        footer: 'Si no conoces esta consulta, ignora este mensaje.',
      },
    },
    `${baseUrl}/auth`,
    brand,
  );
}
