/**
 * The e-mails with one call to action (account links, invitations, organization decisions): a
 * greeting, paragraphs, a button with the link, and a footer with the link spelled out. Each message
 * lives in a file of its own with its English and Spanish words, and is written in the language of
 * the person it goes to (`MailRecipient.language`, the user's stored language).
 */
import type { Language } from '@verdant/shared';
import { escapeHtml, type MailMessage } from './mail.ts';

/** Who a message goes to, and the language they read Verdant in. */
export interface MailRecipient {
  email: string;
  firstName: string;
  language: Language;
}

/** A message's words in one language. */
export interface ActionEmailText {
  subject: string;
  lines: string[];
  action: string;
  footer: string;
}

/** "Hello Ana," / "Hola, Ana:" (without a name: "Hello there," / "Hola:"). */
export function greeting(lang: Language, firstName: string): string {
  if (lang === 'es') return firstName ? `Hola, ${firstName}:` : 'Hola:';
  return `Hello ${firstName || 'there'},`;
}

/** The text and HTML bodies of one message. */
export function layout(hello: string, words: ActionEmailText, url: string): { text: string; html: string } {
  const text = [hello, '', ...words.lines, '', url, '', words.footer, '', '— Verdant'].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(hello)}</p>
${words.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 16px;background:#15803d;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(words.action)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(words.footer)}<br>${escapeHtml(url)}</p>
<p>— Verdant</p></body></html>`;
  return { text, html };
}

/**
 * One message to `to`, in their language: `words` gives each language's text, `url` is the call to
 * action (ONE_TIME_LINK_PLACEHOLDER when `oneTimeLink` carries it).
 */
export function actionEmail(
  to: MailRecipient,
  message: Pick<MailMessage, 'kind' | 'oneTimeLink'>,
  words: Record<Language, ActionEmailText>,
  url: string,
): MailMessage {
  const chosen = words[to.language];
  return {
    to: to.email,
    ...message,
    subject: chosen.subject,
    ...layout(greeting(to.language, to.firstName), chosen, url),
  };
}
