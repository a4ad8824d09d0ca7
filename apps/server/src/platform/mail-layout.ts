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

/**
 * A practice's custom branding in its e-mails (ADR 0049): its name heads the message and signs it,
 * and its colour (checked against WCAG AA when saved) is the button's. Without one: Verdant's.
 */
export interface MailBrand {
  name: string;
  color: string | null;
}

const BUTTON_COLOUR = '#15803d';
const HEX = /^#[0-9a-fA-F]{6}$/;

/** The text and HTML bodies of one message. */
export function layout(
  hello: string,
  words: ActionEmailText,
  url: string,
  brand?: MailBrand,
): { text: string; html: string } {
  const signature = brand ? `— ${brand.name} (Verdant)` : '— Verdant';
  const colour = brand?.color && HEX.test(brand.color) ? brand.color : BUTTON_COLOUR;
  const text = [hello, '', ...words.lines, '', url, '', words.footer, '', signature].join('\n');
  const header = brand
    ? `<p style="margin:0 0 16px;padding-bottom:8px;border-bottom:3px solid ${colour};font-weight:600;font-size:18px">${escapeHtml(brand.name)}</p>\n`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
${header}<p>${escapeHtml(hello)}</p>
${words.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 16px;background:${colour};color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(words.action)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(words.footer)}<br>${escapeHtml(url)}</p>
<p>${escapeHtml(signature)}</p></body></html>`;
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
  brand?: MailBrand,
): MailMessage {
  const chosen = words[to.language];
  return {
    to: to.email,
    ...message,
    subject: chosen.subject,
    ...layout(greeting(to.language, to.firstName), chosen, url, brand),
  };
}
