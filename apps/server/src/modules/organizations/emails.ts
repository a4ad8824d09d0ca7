/** The e-mails to someone who registered a laboratory or insurer, in the language they used. */
import { layout } from '../../auth/emails.ts';
import type { MailMessage } from '../../platform/mail.ts';

type Lang = 'en' | 'es';
type Kind = 'laboratory' | 'insurer';

const KIND: Record<Lang, Record<Kind, string>> = {
  en: { laboratory: 'laboratory', insurer: 'insurance organization' },
  es: { laboratory: 'laboratorio', insurer: 'aseguradora' },
};

const greetingEs = (firstName: string) => (firstName ? `Hola, ${firstName}:` : 'Hola:');

export function approvedEmail(
  lang: Lang,
  to: { email: string; firstName: string },
  org: { name: string; kind: Kind },
  baseUrl: string,
): MailMessage {
  const url = `${baseUrl}/auth`;
  if (lang === 'es') {
    return {
      to: to.email,
      kind: 'organization-decision',
      subject: `${org.name} ha sido aprobada en Verdant`,
      ...layout(
        greetingEs(to.firstName),
        [
          `Un administrador de la plataforma ha aprobado el registro de tu ${KIND.es[org.kind]} «${org.name}».`,
          'Ya puedes iniciar sesión y usar tu panel.',
        ],
        { label: 'Iniciar sesión', url },
        'Si no registraste esta organización, responde a este mensaje.',
      ),
    };
  }
  return {
    to: to.email,
    kind: 'organization-decision',
    subject: `${org.name} is approved on Verdant`,
    ...layout(
      `Hello ${to.firstName || 'there'},`,
      [
        `A platform administrator approved the registration of your ${KIND.en[org.kind]} “${org.name}”.`,
        'You can now sign in and use your dashboard.',
      ],
      { label: 'Sign in', url },
      'If you did not register this organization, reply to this message.',
    ),
  };
}

export function declinedEmail(
  lang: Lang,
  to: { email: string; firstName: string },
  org: { name: string; kind: Kind },
  reason: string,
  baseUrl: string,
): MailMessage {
  const url = `${baseUrl}/home#contact`;
  if (lang === 'es') {
    return {
      to: to.email,
      kind: 'organization-decision',
      subject: `La solicitud de ${org.name} ha sido rechazada`,
      ...layout(
        greetingEs(to.firstName),
        [
          `Un administrador de la plataforma ha rechazado el registro de tu ${KIND.es[org.kind]} «${org.name}».`,
          `Motivo: ${reason}`,
        ],
        { label: 'Contactar con nosotros', url },
        'Si crees que se trata de un error, escríbenos.',
      ),
    };
  }
  return {
    to: to.email,
    kind: 'organization-decision',
    subject: `The request for ${org.name} was declined`,
    ...layout(
      `Hello ${to.firstName || 'there'},`,
      [
        `A platform administrator declined the registration of your ${KIND.en[org.kind]} “${org.name}”.`,
        `Reason: ${reason}`,
      ],
      { label: 'Contact us', url },
      'If you think this is a mistake, write to us.',
    ),
  };
}
