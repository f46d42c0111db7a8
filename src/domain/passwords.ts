import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/**
 * scrypt's cost as log2(N): OWASP's baseline is N=2^17 with r=8, p=1 (128 MiB and about a quarter of a
 * second per hash). A hash records its own parameters, so a changed cost applies to new hashes and every
 * stored one still verifies.
 */
export const DEFAULT_HASH_COST = 17;
export const HASH_COSTS = { min: 10, max: 20 } as const;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/** Hashes a password with scrypt (D-9) as `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string, cost = DEFAULT_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** cost;
  const hash = await scryptAsync(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: 256 * 1024 * 1024 });
  return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 256 * 1024 * 1024,
  });
  return timingSafeEqual(actual, expected);
}

/**
 * A well-formed hash of no password, with the parameters new hashes get: checked when an email is
 * unknown, so that an unknown email costs the same time as a wrong password and reveals nothing.
 */
export function decoyHash(cost = DEFAULT_HASH_COST): string {
  return ['scrypt', 2 ** cost, R, P, 'A'.repeat(22), 'A'.repeat(43)].join('$');
}
