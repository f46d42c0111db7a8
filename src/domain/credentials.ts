import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Secrets handed to clients (D-11): a kind prefix plus 43 base62 characters drawn from 256 bits of
 * randomness. Only the SHA-256 hash and a short display prefix are ever stored.
 */
export const KEY_PREFIXES = { data: 'svc_data_', platform: 'svc_plat_', operator: 'svc_op_' } as const;
export type KeyKind = keyof typeof KEY_PREFIXES;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SECRET_LENGTH = 43; // 62^43 > 2^256
const DISPLAY_CHARS = 6;

const SHAPES: Record<KeyKind, RegExp> = {
  data: /^svc_data_[0-9A-Za-z]{43}$/,
  platform: /^svc_plat_[0-9A-Za-z]{43}$/,
  operator: /^svc_op_[0-9A-Za-z]{43}$/,
};

/** A uniformly random base62 string; bytes of 248 and above are rejected so every character is equally likely. */
function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export interface IssuedKey {
  /** The full secret: shown once, never stored. */
  key: string;
  hash: string;
  /** Safe to store and show: the kind prefix and the first characters of the secret. */
  displayPrefix: string;
}

export function issueKey(kind: KeyKind): IssuedKey {
  const key = KEY_PREFIXES[kind] + randomBase62(SECRET_LENGTH);
  return { key, hash: hashKey(key), displayPrefix: displayPrefix(key) };
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function displayPrefix(key: string): string {
  const kindPrefix = Object.values(KEY_PREFIXES).find((p) => key.startsWith(p)) ?? '';
  return key.slice(0, kindPrefix.length + DISPLAY_CHARS);
}

/** Rejects anything that is not a well-formed key of that kind before any lookup (D-11). */
export function hasKeyShape(kind: KeyKind, value: unknown): value is string {
  return typeof value === 'string' && SHAPES[kind].test(value);
}

/** Compares two secrets in time independent of where they differ (hashes have equal length). */
export function secretsEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
