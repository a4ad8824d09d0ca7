/**
 * Password hashing: argon2id from node:crypto (Node 24), OWASP parameters (19 MiB, 2 passes, 1 lane),
 * stored as a PHC string `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`. Plugged into better-auth's
 * `emailAndPassword.password.hash/verify`.
 */
import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';

const PARAMS = { memory: 19456, passes: 2, parallelism: 1, tagLength: 32 } as const;

function derive(
  password: string,
  nonce: Buffer,
  p: { memory: number; passes: number; parallelism: number; tagLength: number },
) {
  return new Promise<Buffer>((resolve, reject) => {
    argon2('argon2id', { message: password, nonce, ...p }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

const b64 = (buf: Buffer) => buf.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, PARAMS);
  return `$argon2id$v=19$m=${PARAMS.memory},t=${PARAMS.passes},p=${PARAMS.parallelism}$${b64(salt)}$${b64(hash)}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const m = PHC.exec(hash);
  if (!m) return false;
  const expected = Buffer.from(m[5]!, 'base64');
  const memory = Number(m[1]);
  const passes = Number(m[2]);
  const parallelism = Number(m[3]);
  // Refuse absurd parameters from a tampered row rather than burn the server.
  if (memory > 262_144 || passes > 10 || parallelism > 8 || expected.length < 16 || expected.length > 64)
    return false;
  const actual = await derive(password, Buffer.from(m[4]!, 'base64'), {
    memory,
    passes,
    parallelism,
    tagLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
