import type { Config } from '../../config.ts';
import { ConflictError } from '../../domain/errors.ts';
import type { BearerTokens } from '../../state/credentials/bearer-tokens.ts';

// The keys that sign and verify bearer tokens (D-13), shared by every instance through the database.

/** The public keys of every token that may still be in date: two during a rotation. */
export function publishedKeys(tokens: BearerTokens) {
  return tokens.jwks();
}

/**
 * A new key signs from now on; the previous ones stay published until the tokens they signed have
 * expired, so nobody is signed out. A configured JWT_PRIVATE_KEY is rotated by configuring another (409).
 */
export function rotateSigningKey({ tokens, config }: { tokens: BearerTokens; config: Pick<Config, 'jwt'> }) {
  if (config.jwt.privateKeyPem) {
    throw new ConflictError('JWT_PRIVATE_KEY is configured: rotate by configuring a new key and restarting');
  }
  return tokens.rotate();
}
