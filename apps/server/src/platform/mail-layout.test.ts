import { describe, expect, it } from 'vitest';
import { BRAND_LOGO_CID, brandColour, brandedMessage } from './mail-layout.ts';

const logo = { bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]), contentType: 'image/png' };
const message = {
  subject: 'Appointment confirmed',
  text: [
    'Hello Ana,',
    '',
    'Notes: <script>x</script> & more',
    'See it: https://v.test/b?id=1&c=2',
    '',
    'The Verdant team',
  ].join('\n'),
};

describe('brandedMessage: the one layout of the plain-text e-mails (ADR 0062)', () => {
  it('under custom branding: the practice heads, signs and colours it; the logo is inline', () => {
    const m = brandedMessage(message, { name: 'Green & Co', custom: true, color: '#1f6f78', logo });
    expect(m.text.split('\n').at(-1)).toBe('Green & Co');
    expect(m.text).not.toContain('The Verdant team');
    expect(m.html).toContain('border-bottom:3px solid #1f6f78');
    expect(m.html).toContain(`<img src="cid:${BRAND_LOGO_CID}"`);
    expect(m.html).toContain('Green &amp; Co');
    // the text is escaped, links are kept clickable
    expect(m.html).toContain('&lt;script&gt;x&lt;/script&gt; &amp; more');
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain('<a href="https://v.test/b?id=1&amp;c=2" style="color:#1f6f78">');
    expect(m.attachments).toEqual([
      {
        filename: 'logo.png',
        contentType: 'image/png',
        content: logo.bytes.toString('base64'),
        cid: BRAND_LOGO_CID,
      },
    ]);
  });

  it("without the plan: Verdant's heading, green and sign-off, no logo even when one is stored", () => {
    const m = brandedMessage(message, { name: 'Green & Co', custom: false, color: '#1f6f78', logo });
    expect(m.text).toBe(message.text);
    expect(m.html).toContain('border-bottom:3px solid #15803d');
    expect(m.html).toContain('font-size:18px">Verdant</p>');
    expect(m.html).not.toContain('cid:');
    expect(m.attachments).toBeUndefined();
  });

  it('keeps the attachments it was given (the .ics) and adds the logo after them', () => {
    const ics = { filename: 'appointment.ics', contentType: 'text/calendar', content: 'QkVHSU4=' };
    const m = brandedMessage(
      { ...message, attachments: [ics] },
      { name: 'P', custom: true, color: null, logo },
    );
    expect(m.attachments?.map((a) => a.filename)).toEqual(['appointment.ics', 'logo.png']);
  });

  it("uses a colour only when well formed, else Verdant's green", () => {
    expect(brandColour({ name: 'P', custom: true, color: '#1F6F78' })).toBe('#1F6F78');
    expect(brandColour({ name: 'P', custom: true, color: 'red;background:url(x)' })).toBe('#15803d');
    expect(brandColour({ name: 'P', custom: true, color: null })).toBe('#15803d');
    expect(brandColour(null)).toBe('#15803d');
  });
});
