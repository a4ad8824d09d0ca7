/**
 * To each platform administrator, in their language, when someone writes through the contact form.
 * The sender's words are passed on as written; replies go to the sender's address.
 */
import type { ContactInput } from '@verdant/shared';
import type { MailMessage } from '../../../platform/mail.ts';
import type { MailRecipient } from '../../../platform/mail-layout.ts';

export function contactNoticeEmail(to: MailRecipient, input: ContactInput): MailMessage {
  const topic = input.topic ?? 'other';
  const sender = `${input.name} <${input.email}>`;
  const words =
    to.language === 'es'
      ? {
          subject: `Contacto (${topic}): ${input.name}`,
          intro: `${sender} ha escrito desde el formulario de contacto (tema: ${topic}):`,
          reply: `Responder a: ${input.email}`,
        }
      : {
          subject: `Contact (${topic}): ${input.name}`,
          intro: `${sender} wrote through the contact form (topic: ${topic}):`,
          reply: `Reply to: ${input.email}`,
        };
  return {
    kind: 'contact-notice',
    to: to.email,
    subject: words.subject,
    text: [words.intro, '', input.message, '', words.reply].join('\n'),
  };
}
