import { createHmac, randomBytes } from 'node:crypto';

/**
 * Signing of webhook deliveries by Standard Webhooks 1.0: a receiver verifies a message with any
 * Standard Webhooks library given the endpoint's `whsec_…` secret, so the format here is the
 * standard's to the letter.
 */

const SECRET_PREFIX = 'whsec_';
/** The standard's bounds on a secret's key (24 to 64 bytes); a generated one has 32. */
const SECRET_BYTES = { min: 24, max: 64, generated: 32 } as const;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** A new endpoint secret: `whsec_` and the base64 of 32 random bytes. */
export function generateSecret(): string {
  return SECRET_PREFIX + randomBytes(SECRET_BYTES.generated).toString('base64');
}

/**
 * The key of a `whsec_…` secret. Node's base64 decoder skips what it cannot read, so the text is
 * checked first: a secret that decodes to other bytes than a receiver's library would read must not
 * sign anything.
 */
export function secretBytes(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error(`a webhook secret starts with ${SECRET_PREFIX}`);
  const encoded = secret.slice(SECRET_PREFIX.length);
  if (encoded.length % 4 !== 0 || !BASE64.test(encoded)) throw new Error('a webhook secret is whsec_ and standard base64');
  const key = Buffer.from(encoded, 'base64');
  if (key.length < SECRET_BYTES.min || key.length > SECRET_BYTES.max) {
    throw new Error(`a webhook secret's key has ${SECRET_BYTES.min} to ${SECRET_BYTES.max} bytes, not ${key.length}`);
  }
  return key;
}

/** A type, not an interface, so that it is assignable to a record of header names. */
export type SignatureHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

/**
 * The three headers of a delivery. Each secret signs `${id}.${timestamp}.${body}` with HMAC-SHA256,
 * and the signatures are listed space-separated: while a secret is being rotated the message carries
 * one for the old and one for the new, so a receiver holding either verifies it.
 */
export function signatureHeaders({
  id,
  timestampSeconds,
  body,
  secrets,
}: {
  id: string;
  timestampSeconds: number;
  body: string;
  secrets: readonly string[];
}): SignatureHeaders {
  if (!Number.isSafeInteger(timestampSeconds) || timestampSeconds < 0) {
    throw new RangeError(`a webhook timestamp is whole seconds since the epoch, not ${timestampSeconds}`);
  }
  if (secrets.length === 0) throw new Error('a webhook message is signed with at least one secret');
  const signed = `${id}.${timestampSeconds}.${body}`;
  const signatures = secrets.map((secret) => `v1,${createHmac('sha256', secretBytes(secret)).update(signed).digest('base64')}`);
  return { 'webhook-id': id, 'webhook-timestamp': String(timestampSeconds), 'webhook-signature': signatures.join(' ') };
}

/**
 * A new message id: `msg_` and 24 random bytes in base64url (32 characters, URL-safe). It is random,
 * not time-sortable: a receiver uses it only to drop a message it has already processed, and the
 * order of deliveries is the outbox's, not the id's.
 */
export function newMessageId(): string {
  return `msg_${randomBytes(24).toString('base64url')}`;
}
