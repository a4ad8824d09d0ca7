/**
 * The e-mails with one call to action (account links, invitations, organization decisions): a
 * greeting, paragraphs, a button with the link, and a footer with the link spelled out. Each message
 * lives in a file of its own with its English and Spanish words, and is written in the language of
 * the person it goes to (`MailRecipient.language`, the user's stored language).
 */
import type { Language } from '@verdant/shared';
import type { OutboxAttachment } from '../db/schema/index.ts';
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
 * A practice's brand in the e-mails and PDFs it sends (ADR 0049, 0062), from `brandingOf`
 * (modules/integrations): its `name` always (who the message is from); under a plan with custom
 * branding (`custom`) its name heads the message and signs it, its logo sits beside the name (an
 * inline image, `cid:` BRAND_LOGO_CID) and its colour (checked against WCAG AA when saved) is the
 * rule and the button's. Without the plan, or without a brand: Verdant's heading and green.
 */
export interface MailBrand {
  name: string;
  color: string | null;
  /** The plan allows custom branding. */
  custom?: boolean;
  logo?: { bytes: Buffer; contentType: string } | null;
}

const BUTTON_COLOUR = '#15803d';
const HEX = /^#[0-9a-fA-F]{6}$/;
/** The logo's Content-ID in a branded e-mail (its inline attachment). */
export const BRAND_LOGO_CID = 'practice-logo';

/** The colour of a message's rule and button: the brand's when custom and well formed, else Verdant's. */
export function brandColour(brand?: MailBrand | null): string {
  return brand?.custom && brand.color && HEX.test(brand.color) ? brand.color : BUTTON_COLOUR;
}

/** The head of every HTML e-mail: the practice's logo and name in its colour, or Verdant's. */
function brandHeader(brand?: MailBrand | null): string {
  const colour = brandColour(brand);
  const custom = !!brand?.custom;
  const logo =
    custom && brand?.logo
      ? `<img src="cid:${BRAND_LOGO_CID}" alt="" height="40" style="height:40px;max-width:160px;vertical-align:middle;margin-right:12px">`
      : '';
  const name = custom ? brand!.name : 'Verdant';
  return `<p style="margin:0 0 16px;padding-bottom:8px;border-bottom:3px solid ${colour};font-weight:600;font-size:18px">${logo}${escapeHtml(name)}</p>\n`;
}

/** The inline logo a branded e-mail refers to (none without the plan or a logo). */
export function brandAttachments(brand?: MailBrand | null): OutboxAttachment[] {
  if (!brand?.custom || !brand.logo) return [];
  const ext = brand.logo.contentType === 'image/png' ? 'png' : 'jpg';
  return [
    {
      filename: `logo.${ext}`,
      contentType: brand.logo.contentType,
      content: brand.logo.bytes.toString('base64'),
      cid: BRAND_LOGO_CID,
    },
  ];
}

/** How a message is signed: the practice's name under custom branding, else Verdant's. */
function signatureOf(brand?: MailBrand | null): string {
  if (!brand) return '— Verdant';
  return brand.custom ? `— ${brand.name}` : `— ${brand.name} (Verdant)`;
}

/** The text and HTML bodies of one message. */
export function layout(
  hello: string,
  words: ActionEmailText,
  url: string,
  brand?: MailBrand,
): { text: string; html: string } {
  const signature = signatureOf(brand);
  const colour = brandColour(brand);
  const text = [hello, '', ...words.lines, '', url, '', words.footer, '', signature].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
${brandHeader(brand)}<p>${escapeHtml(hello)}</p>
${words.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 16px;background:${colour};color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(words.action)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(words.footer)}<br>${escapeHtml(url)}</p>
<p>${escapeHtml(signature)}</p></body></html>`;
  return { text, html };
}

/** Verdant's own sign-off at the end of the plain-text messages, in each language. */
const VERDANT_SIGNATURES = new Set(['The Verdant team', 'El equipo de Verdant']);
const LINK = /(https?:\/\/[^\s<>"]+)/g;

/** A paragraph of plain text as HTML: escaped, its links clickable (in the brand's colour). */
function linkify(line: string, colour: string): string {
  return line
    .split(LINK)
    .map((part, i) =>
      i % 2 === 1
        ? `<a href="${escapeHtml(part)}" style="color:${colour}">${escapeHtml(part)}</a>`
        : escapeHtml(part),
    )
    .join('');
}

/**
 * A message written as plain text (appointments, bookings, invoices, notifications…) in the brand:
 * the text keeps its words and, under custom branding, is signed by the practice instead of
 * "The Verdant team"; the HTML part is the same text under the brand's header (logo, name, colour),
 * one paragraph per block, links clickable; the logo travels as an inline attachment. The one path
 * every plain-text e-mail sent on a practice's behalf goes through (ADR 0062).
 */
export function brandedMessage<T extends { subject: string; text: string; attachments?: OutboxAttachment[] }>(
  message: T,
  brand?: MailBrand | null,
): T & { html: string; attachments?: OutboxAttachment[] } {
  const lines = message.text.split('\n');
  const last = lines.length - 1;
  if (brand?.custom && last >= 0 && VERDANT_SIGNATURES.has(lines[last]!.trim())) lines[last] = brand.name;
  const text = lines.join('\n');
  const colour = brandColour(brand);
  const blocks = text.split(/\n\s*\n/).filter((b) => b.trim() !== '');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
${brandHeader(brand)}${blocks
  .map(
    (b) =>
      `<p>${b
        .split('\n')
        .map((l) => linkify(l, colour))
        .join('<br>')}</p>`,
  )
  .join('\n')}
</body></html>`;
  const logo = brandAttachments(brand);
  return {
    ...message,
    text,
    html,
    ...(logo.length > 0 || message.attachments
      ? { attachments: [...(message.attachments ?? []), ...logo] }
      : {}),
  };
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
    ...(brandAttachments(brand).length > 0 ? { attachments: brandAttachments(brand) } : {}),
  };
}
