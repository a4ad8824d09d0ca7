import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileTransport, ONE_TIME_LINK_PLACEHOLDER, withOneTimeLink } from './mail.ts';

describe('one-time links and MAIL_DIR', () => {
  it('puts the link in place of the placeholder, HTML-escaped in the HTML', () => {
    const url = 'https://verdant.test/reset-password?token=a&b';
    const out = withOneTimeLink(
      { text: `Open ${ONE_TIME_LINK_PLACEHOLDER}`, html: `<a href="${ONE_TIME_LINK_PLACEHOLDER}">x</a>` },
      url,
    );
    expect(out.text).toBe(`Open ${url}`);
    expect(out.html).toBe('<a href="https://verdant.test/reset-password?token=a&amp;b">x</a>');
  });

  it('writes each delivered message as a JSON file only its owner can read', async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'verdant-mail-')), 'inbox');
    const transport = fileTransport(dir);
    expect(await transport.send({ from: 'a@b.test', to: 'c@d.test', subject: 'S', text: 'T' })).toBe('sent');
    const [file] = readdirSync(dir);
    expect(JSON.parse(readFileSync(path.join(dir, file!), 'utf8'))).toMatchObject({
      to: 'c@d.test',
      text: 'T',
    });
    expect(statSync(path.join(dir, file!)).mode & 0o077).toBe(0);
  });
});
