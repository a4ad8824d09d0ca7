/**
 * Password strength (ASVS V2.1.7): on top of the 8-character minimum, a password is refused when
 * it is in the list of commonly used / breached passwords that ships with zxcvbn-ts
 * (`@zxcvbn-ts/language-common`, ~30k entries, l33t and reversed variants included) or when zxcvbn-ts
 * scores it below MIN_PASSWORD_SCORE (guessable in seconds to hours). The same check runs on the
 * server (sign-up, reset, change) and, lazily, in the web app's password screens: the estimator and
 * its dictionaries (~1 MB) load through dynamic imports, so nothing of it is in the main bundle.
 *
 * Import it as `@verdant/shared/password-strength`; it is deliberately not re-exported from the index.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** zxcvbn's 0–4 scale: 3 is "safely unguessable: moderate protection from offline slow-hash attack". */
export const MIN_PASSWORD_SCORE = 3;

/** Validation message keys (VALIDATION_MESSAGES in auth.ts). */
export type PasswordStrengthIssue = 'passwordCommon' | 'passwordWeak';

/**
 * The estimator and its dictionaries take ~27 MB of memory and are needed only when a password is
 * chosen: they are dropped after this long without a check, and loaded again by the next one.
 */
export const ESTIMATOR_IDLE_MS = 10 * 60_000;

// the timers of the browser and of Node (this package is built with neither's types)
declare function setTimeout(run: () => void, ms: number): unknown;
declare function clearTimeout(timer: unknown): void;

let estimator: Promise<ZxcvbnFactory> | undefined;
let idleTimer: unknown;

function keepUntilIdle(): void {
  if (idleTimer !== undefined) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    estimator = undefined;
    idleTimer = undefined;
  }, ESTIMATOR_IDLE_MS);
  (idleTimer as { unref?: () => void }).unref?.(); // never what keeps a server process alive
}

/** Loads the estimator (call it early to warm it up, e.g. when a password screen mounts). */
export function loadPasswordEstimator(): Promise<ZxcvbnFactory> {
  keepUntilIdle();
  estimator ??= (async () => {
    const [core, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
  })();
  estimator.catch(() => {
    estimator = undefined; // a failed chunk load may be retried
  });
  return estimator;
}

/**
 * Why a password is refused, or null when it is strong enough. `related` are the account's own
 * words (e-mail, names): a password made of them scores low.
 */
export async function passwordStrengthIssue(
  password: string,
  related: readonly string[] = [],
): Promise<PasswordStrengthIssue | null> {
  const zxcvbn = await loadPasswordEstimator();
  const inputs = related.flatMap((w) => [w, ...w.split(/[@.\s_-]+/)]).filter((w) => w.length >= 3);
  const result = await zxcvbn.checkAsync(password, inputs);
  const common = result.sequence.some(
    (m) =>
      m.pattern === 'dictionary' &&
      m.dictionaryName === 'passwords-common' &&
      m.token.length >= password.length - 2,
  );
  if (common) return 'passwordCommon';
  return result.score < MIN_PASSWORD_SCORE ? 'passwordWeak' : null;
}
