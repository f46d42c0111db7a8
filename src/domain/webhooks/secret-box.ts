import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Signing secrets at rest (D-61). The service must read a secret to sign with it, so it cannot keep a
 * hash: it keeps the secret encrypted with AES-256-GCM under a key that is not in the database
 * (WEBHOOK_SECRET_KEY), bound to its environment (the additional data), so that a copy of the database
 * alone gives no secret, and a sealed secret moved to another environment's row does not open.
 * Sealed: a 12-byte nonce, the 16-byte tag, then the ciphertext.
 */
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export function sealSecret(key: Uint8Array, secret: string, environmentId: number): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(`webhook-secret:${environmentId}`));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), sealed]);
}

/** The secret sealed by `sealSecret`; throws when the key, the environment or the bytes are not those it was sealed with. */
export function openSecret(key: Uint8Array, sealed: Uint8Array, environmentId: number): string {
  const bytes = Buffer.from(sealed);
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
  decipher.setAAD(Buffer.from(`webhook-secret:${environmentId}`));
  decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
