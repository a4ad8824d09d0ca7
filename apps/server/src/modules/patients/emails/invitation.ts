/**
 * To a patient invited from their record, in the language of their account: their sign-in address
 * and a one-time link to set their own password (never a password).
 */
import { INVITATION_TTL_DAYS } from '@verdant/shared';
import { type MailMessage, ONE_TIME_LINK_PLACEHOLDER, type OneTimeLink } from '../../../platform/mail.ts';
import { actionEmail, type MailBrand, type MailRecipient } from '../../../platform/mail-layout.ts';

/** In the practice's brand (`brandingOf`, ADR 0062). */
export function patientInvitationEmail(to: MailRecipient, brand: MailBrand, link: OneTimeLink): MailMessage {
  const practice = brand.name || 'Verdant';
  return actionEmail(
    to,
    { kind: 'patient-invitation', oneTimeLink: link },
    {
      en: {
        subject: `${practice} invites you to Verdant`,
        lines: [
          `${practice} invites you to Verdant, where you can see your diet plans, lab results and appointments.`,
          `Your sign-in address: ${to.email}`,
          `Set your own password with this link (it works once and expires in ${INVITATION_TTL_DAYS} days):`,
        ],
        action: 'Set your password',
        footer: 'If you did not expect this e-mail, you can ignore it.',
      },
      es: {
        subject: `${practice} te invita a Verdant`,
        lines: [
          `${practice} te invita a Verdant, donde podrás ver tus planes de alimentación, resultados y citas.`,
          `Tu dirección para iniciar sesión: ${to.email}`,
          `Crea tu contraseña con este enlace (funciona una sola vez y caduca en ${INVITATION_TTL_DAYS} días):`,
        ],
        action: 'Crear mi contraseña',
        footer: 'Si no esperabas este correo, puedes ignorarlo.',
      },
    },
    ONE_TIME_LINK_PLACEHOLDER,
    brand,
  );
}
