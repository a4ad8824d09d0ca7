// security: the password-strength rule shared by the server and the web app (a common or guessable password is refused).
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './demo.ts';
import { loadPasswordEstimator, passwordStrengthIssue } from './password-strength.ts';

// loading the dictionaries takes seconds on a busy machine: once, outside the tests' time limit
beforeAll(() => loadPasswordEstimator().then(() => undefined), 60_000);

describe('security: password strength', () => {
  it('refuses common and breached passwords, with their variants', async () => {
    for (const p of ['password', '12345678', 'password1', 'P@ssw0rd!', 'qwertyuiop', 'iloveyou']) {
      expect(await passwordStrengthIssue(p), p).toBe('passwordCommon');
    }
  });

  it('refuses passwords guessable in seconds, and ones made of the account’s own words', async () => {
    expect(await passwordStrengthIssue('abcd1234x')).not.toBeNull();
    expect(await passwordStrengthIssue('anaruiz2', ['ana.ruiz@example.com', 'Ana', 'Ruiz'])).toBe(
      'passwordWeak',
    );
  });

  it('accepts the demo password, the test password and passphrases', async () => {
    for (const p of [DEMO_PASSWORD, 'correct-horse-battery', 'a-long-passphrase', 'quiet-lantern-harbor']) {
      expect(await passwordStrengthIssue(p), p).toBeNull();
    }
  });
});
