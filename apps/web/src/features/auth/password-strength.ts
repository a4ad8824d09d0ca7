/**
 * The password-strength check of the password screens (sign-up, reset), loaded lazily: zxcvbn-ts and
 * its dictionaries are a chunk of their own, fetched when such a screen opens, never in the main
 * bundle. The server applies the same check (`@verdant/shared/password-strength`); when the chunk
 * cannot load (offline) the form submits and the server answers.
 */
import { useEffect } from 'react';

const load = () => import('@verdant/shared/password-strength');

/** Starts loading the estimator when a password screen mounts. */
export function usePasswordEstimator(): void {
  useEffect(() => {
    load()
      .then((m) => m.loadPasswordEstimator())
      .catch(() => undefined);
  }, []);
}

/** The validation key (`passwordCommon`, `passwordWeak`) when the password is refused, else null. */
export async function passwordIssue(password: string, related: string[]): Promise<string | null> {
  try {
    const m = await load();
    return await m.passwordStrengthIssue(password, related);
  } catch {
    return null;
  }
}
