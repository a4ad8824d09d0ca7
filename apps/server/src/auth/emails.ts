/**
 * The account e-mails. Links point at the web app, which calls the API. Their one-time links travel
 * beside the text (ONE_TIME_LINK_PLACEHOLDER): the outbox never holds them.
 */
import { type MailMessage, ONE_TIME_LINK_PLACEHOLDER } from '../platform/mail.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

export function layout(
  greeting: string,
  lines: string[],
  action: { label: string; url: string },
  footer: string,
) {
  const text = [greeting, '', ...lines, '', action.url, '', footer, '', '— Verdant'].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(greeting)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 16px;background:#15803d;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(footer)}<br>${escapeHtml(action.url)}</p>
<p>— Verdant</p></body></html>`;
  return { text, html };
}

export function verificationEmail(to: string, firstName: string, url: string, expiresAt: Date): MailMessage {
  return {
    to,
    kind: 'email-verification',
    subject: 'Verify your email address',
    oneTimeLink: { kind: 'email-verification', url, expiresAt },
    ...layout(
      `Hello ${firstName || 'there'},`,
      ['Welcome to Verdant. Please confirm your email address to finish creating your account.'],
      { label: 'Verify email address', url: ONE_TIME_LINK_PLACEHOLDER },
      'If you did not create a Verdant account, you can ignore this message. The link expires in 24 hours.',
    ),
  };
}

export function resetPasswordEmail(to: string, firstName: string, url: string, expiresAt: Date): MailMessage {
  return {
    to,
    kind: 'password-reset',
    subject: 'Reset your password',
    oneTimeLink: { kind: 'password-reset', url, expiresAt },
    ...layout(
      `Hello ${firstName || 'there'},`,
      ['We received a request to reset the password of your Verdant account.'],
      { label: 'Choose a new password', url: ONE_TIME_LINK_PLACEHOLDER },
      'If you did not ask for this, you can ignore this message: your password stays the same. The link expires in 1 hour.',
    ),
  };
}
