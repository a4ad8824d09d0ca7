/**
 * The one normalisation of the client address (decision 0019). Every rate limit — ours
 * (platform/create-guard.ts `countAgainstLimit`) and better-auth's, plus the per-account sign-in lock —
 * counts against the key `normaliseClientAddress` gives, so one client cannot get a fresh bucket by
 * spelling its address differently, and clients behind one proxy never share one by accident:
 *
 * - lower case; `[…]` brackets, a port (`10.0.0.1:5111`, `[2001:db8::1]:443`) and an IPv6 zone id
 *   (`%eth0`) are dropped;
 * - the rest must be an address (`node:net` `isIP`), else there is no key (`null`): the request is
 *   refused every rate-limited operation rather than sharing a bucket with other unresolved ones;
 * - an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, `::ffff:c000:201`) is its IPv4 address;
 * - any other IPv6 address stands for its /64 (one subscriber's network), written
 *   `2001:db8:0:0::/64`.
 */
import { isIP } from 'node:net';
import { AppError } from './errors.ts';

/** Longest text we try to read as an address (a full IPv6 with zone id and port fits easily). */
const MAX_RAW_LENGTH = 100;

const BRACKETED = /^\[([^\]]+)\](?::(\d{1,5}))?$/;
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):(\d{1,5})$/;
const validPort = (port: string | undefined) => port === undefined || Number(port) <= 65535;

/** The eight 16-bit groups of a valid IPv6 address (zone id already removed). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const tail: number[] = [];
  // an embedded dotted IPv4 tail (`::ffff:192.0.2.1`) is the last two groups
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    tail.push((a << 8) | b, (c << 8) | d);
    text = text.slice(0, dotted.index);
    if (text.endsWith(':') && !text.endsWith('::')) text = text.slice(0, -1);
  }
  const parse = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const [left, right] = text.includes('::') ? text.split('::') : [text, undefined];
  const head = parse(left ?? '');
  const rest = right === undefined ? [] : parse(right);
  const missing = 8 - head.length - rest.length - tail.length;
  return [...head, ...Array<number>(Math.max(0, missing)).fill(0), ...rest, ...tail];
}

/**
 * One client address as seen (brackets, port and zone id dropped, lower case, IPv4-mapped folded to
 * IPv4), or null when it is not an address. Not grouped: this is what the audit trail records.
 */
export function canonicalClientAddress(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  let s = raw.trim().toLowerCase();
  if (!s || s.length > MAX_RAW_LENGTH) return null;
  const withPort = BRACKETED.exec(s) ?? IPV4_WITH_PORT.exec(s);
  if (withPort) {
    if (!validPort(withPort[2])) return null;
    s = withPort[1] ?? '';
  }
  const zone = s.indexOf('%');
  if (zone !== -1) s = s.slice(0, zone);
  const family = isIP(s);
  if (family === 4) return s;
  if (family !== 6) return null;
  const g = ipv6Groups(s);
  if (g.length !== 8 || g.some((n) => !Number.isInteger(n) || n < 0 || n > 0xffff)) return null;
  if (g[0] === 0 && g[1] === 0 && g[2] === 0 && g[3] === 0 && g[4] === 0 && g[5] === 0xffff) {
    const [hi, lo] = [g[6] ?? 0, g[7] ?? 0];
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return g.map((n) => n.toString(16)).join(':');
}

/**
 * The rate-limit key of a client address: its IPv4 address, or its IPv6 /64 as `a:b:c:d::/64`; null
 * when `raw` is not an address (see the module comment).
 */
export function normaliseClientAddress(raw: string | null | undefined): string | null {
  const address = canonicalClientAddress(raw);
  if (!address?.includes(':')) return address;
  return `${address.split(':').slice(0, 4).join(':')}::/64`;
}

/**
 * The key as better-auth reads it (it accepts only an address, and groups IPv6 by /64 itself): the
 * IPv4 address, or the first address of the /64 (`2001:db8:0:0::`).
 */
export function addressForAuthLibrary(key: string): string {
  return key.endsWith('/64') ? key.slice(0, -'/64'.length) : key;
}

/** `details.reason` of the refusal when a rate-limited operation has no client address to count. */
export const UNRESOLVED_ADDRESS_REASON = 'clientAddressUnresolved';
export const UNRESOLVED_ADDRESS_MESSAGE =
  'The address of this client could not be determined, so this request cannot be accepted.';

/** 400 `BAD_REQUEST` with `details.reason: clientAddressUnresolved`. */
export function unresolvedAddressError(): AppError {
  return new AppError('BAD_REQUEST', UNRESOLVED_ADDRESS_MESSAGE, { reason: UNRESOLVED_ADDRESS_REASON });
}
