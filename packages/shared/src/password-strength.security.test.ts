// security: the password-strength rule shared by the server and the web app (a common or guessable password is refused).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from './demo.ts';
import { ESTIMATOR_IDLE_MS, loadPasswordEstimator, passwordStrengthIssue } from './password-strength.ts';

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

describe('the estimator in memory', () => {
  it('is kept while passwords are checked and dropped once idle, then loaded again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const first = await loadPasswordEstimator();
      vi.advanceTimersByTime(ESTIMATOR_IDLE_MS - 1);
      expect(await loadPasswordEstimator()).toBe(first); // a check restarts the idle clock
      vi.advanceTimersByTime(ESTIMATOR_IDLE_MS - 1);
      expect(await loadPasswordEstimator()).toBe(first);
      vi.advanceTimersByTime(ESTIMATOR_IDLE_MS);
      const again = await loadPasswordEstimator();
      expect(again).not.toBe(first);
      expect(await passwordStrengthIssue('password')).toBe('passwordCommon');
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);
});
