import {
  calculateJwkThumbprint,
  type CryptoKey,
  exportJWK,
  generateKeyPair,
  importJWK,
  importPKCS8,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import {
  activateSigningKey,
  getSigningKey,
  hasActiveSigningKey,
  lockSigningKeys,
  publishedSigningKeys,
  type SigningKeyRow,
} from '../../db/repositories/signing-keys.ts';
import type { Clock } from '../../domain/clock.ts';
import { type BearerIdentity, ROLES, type Role } from '../../domain/roles.ts';
import type { Cache } from '../cache/cache.ts';
import { SingleFlight } from '../cache/single-flight.ts';

const ALGORITHMS = ['ES256', 'EdDSA'] as const;
type Algorithm = (typeof ALGORITHMS)[number];
// Instances re-read the keys this often; a retired key stays published this much longer than its tokens.
const REFRESH_MS = 10_000;
const MARGIN_SECONDS = 60;
/**
 * How far ahead of this clock a token's `iat` may be (seconds): the clocks of the instances that issue and
 * verify may differ a little. Beyond it the token is refused, like jose's `clockTolerance` for `iat`.
 */
export const IAT_SKEW_SECONDS = 30;

/**
 * What a verified token says: whom it speaks for, as it was issued, and the user's token version at
 * issue (claim `ver`; absent in tokens issued before migration 0009, which were version 0). The user's
 * current record decides what it may do (src/services/identity/credentials.ts).
 */
export interface TokenClaims extends BearerIdentity {
  tokenVersion: number;
}

/** The bearer token was refused; the message is safe to show. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

async function describe(privateKey: CryptoKey, publicKey: CryptoKey, algorithm: Algorithm) {
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    kid,
    algorithm,
    publicJwk: { ...publicJwk, kid, alg: algorithm, use: 'sig' } as JWK,
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: algorithm } as JWK,
  };
}

async function newKey() {
  const pair = await generateKeyPair('ES256', { extractable: true });
  return describe(pair.privateKey, pair.publicKey, 'ES256');
}

/** The configured key (JWT_PRIVATE_KEY, PKCS#8 PEM of a P-256 or Ed25519 key), with its public half. */
async function configuredKey(pem: string) {
  for (const algorithm of ALGORITHMS) {
    try {
      const privateKey = await importPKCS8(pem, algorithm, { extractable: true });
      const publicPart = await exportJWK(privateKey);
      delete publicPart.d; // the private scalar: what is left is the public key
      const publicKey = (await importJWK({ ...publicPart, alg: algorithm }, algorithm)) as CryptoKey;
      return describe(privateKey, publicKey, algorithm);
    } catch {
      // try the next algorithm
    }
  }
  throw new Error('JWT_PRIVATE_KEY must be a PKCS#8 PEM private key for ES256 (P-256) or EdDSA (Ed25519)');
}

/**
 * The bearer-token keys of D-13, shared by every instance through the database: the newest active key
 * signs; every published key (active, or retired less than a token lifetime ago) verifies, so a rotation
 * never invalidates a token still in date. With JWT_PRIVATE_KEY the configured key signs, and only its
 * public half is stored.
 */
export class BearerTokens {
  private keys: SigningKeyRow[] = [];
  /** When the keys were last read (performance.now()); never, at first. */
  private loadedAt = Number.NEGATIVE_INFINITY;
  private readonly reloads = new SingleFlight<'keys'>();
  private readonly db: Database;
  private readonly config: Config['jwt'];
  /**
   * Tokens already verified are kept in the cache's `verifiedToken` namespace until they expire, and the
   * public keys by kid in `publicKey`. What it holds of a token are claims only: the user's current
   * standing is looked up on every request, so a remembered token ends with its user.
   */
  private readonly cache: Cache;
  private configured: Awaited<ReturnType<typeof configuredKey>> | null = null;
  /** The process's clock: what a token's iat, exp and nbf are read against. */
  private readonly clock: Clock;

  constructor(db: Database, config: Config['jwt'], cache: Cache, clock: Clock) {
    this.db = db;
    this.config = config;
    this.cache = cache;
    this.clock = clock;
  }

  /** Makes sure a signing key exists (the configured one, or a generated one); run at start. */
  async prepare(): Promise<void> {
    this.configured = this.config.privateKeyPem ? await configuredKey(this.config.privateKeyPem) : null;
    await this.db.transaction(async (tx) => {
      await lockSigningKeys(tx);
      if (this.configured) {
        const known = await getSigningKey(tx, this.configured.kid);
        if (!known || known.retired_at) await activateSigningKey(tx, { ...this.configured, privateJwk: null });
      } else if (!(await hasActiveSigningKey(tx))) {
        await activateSigningKey(tx, await newKey());
      }
    });
    await this.reload();
  }

  /** A new signing key; the previous ones keep verifying until their tokens have expired. */
  async rotate(): Promise<{ kid: string }> {
    if (this.configured) throw new Error('JWT_PRIVATE_KEY is configured: rotate by configuring a new key');
    const key = await newKey();
    await this.db.transaction(async (tx) => {
      await lockSigningKeys(tx);
      await activateSigningKey(tx, key);
    });
    await this.reload();
    return { kid: key.kid };
  }

  /** The public keys to publish at /.well-known/jwks.json. */
  async jwks(): Promise<{ keys: JWK[] }> {
    await this.fresh();
    return { keys: this.keys.map((k) => k.public_jwk) };
  }

  /** A token for `identity`, carrying the user's token version (`ver`, default 0). */
  async issue(
    identity: BearerIdentity & { tokenVersion?: number },
  ): Promise<{ access_token: string; token_type: 'Bearer'; expires_in: number }> {
    await this.fresh();
    const active = this.keys.find((k) => k.retired_at === null);
    if (!active) throw new Error('no active signing key');
    const privateJwk = this.configured?.kid === active.kid ? this.configured.privateJwk : active.private_jwk;
    if (!privateJwk) throw new Error(`the private half of signing key ${active.kid} is not available here`);
    const key = await importJWK(privateJwk, active.algorithm);
    const now = Math.floor(this.clock.ms() / 1000);
    const token = await new SignJWT({ env: identity.environmentId, role: identity.role, ver: identity.tokenVersion ?? 0 })
      .setProtectedHeader({ alg: active.algorithm, kid: active.kid, typ: 'JWT' })
      .setSubject(String(identity.userId))
      .setIssuer(this.config.issuer)
      .setAudience(this.config.audience)
      // One instant for both, so that exp - iat is exactly the lifetime that verify() allows.
      .setIssuedAt(now)
      .setExpirationTime(now + this.config.ttlSeconds)
      .sign(key);
    return { access_token: token, token_type: 'Bearer', expires_in: this.config.ttlSeconds };
  }

  /**
   * Checks a bearer token: an allowed asymmetric algorithm (never `none`, never HMAC), a known `kid`, the
   * signature, `iss`, `aud`, `exp` and `nbf`, a lifetime (`exp - iat`) no longer than JWT_TTL_SECONDS, an
   * `iat` not beyond IAT_SKEW_SECONDS in the future, and the claims this service puts in. Throws
   * InvalidTokenError otherwise. Whether the user may still use it is not decided here.
   */
  async verify(token: string): Promise<TokenClaims> {
    const known = this.cache.peek<TokenClaims>('verifiedToken', token);
    if (known) return known;
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, (header) => this.publicKey(header.kid, header.alg), {
        algorithms: [...ALGORITHMS],
        issuer: this.config.issuer,
        audience: this.config.audience,
        requiredClaims: ['exp', 'iat', 'sub'],
        currentDate: this.clock.now(),
      }));
    } catch (err) {
      throw new InvalidTokenError(reason(err));
    }
    // jose has checked that exp and iat are numbers; what it does not check: a token that lives longer
    // than this service issues them for, or one dated in the future (beyond clock skew), is not ours.
    const { exp, iat } = payload as { exp: number; iat: number };
    if (exp - iat > this.config.ttlSeconds) {
      throw new InvalidTokenError(`The bearer token’s lifetime is longer than ${this.config.ttlSeconds} s`);
    }
    if (iat > this.clock.ms() / 1000 + IAT_SKEW_SECONDS) {
      throw new InvalidTokenError('The bearer token’s iat is in the future');
    }
    const userId = Number(payload.sub);
    const environmentId = payload.env;
    const role = payload.role as Role;
    const tokenVersion = payload.ver ?? 0;
    if (
      !Number.isSafeInteger(userId) ||
      userId < 1 ||
      !Number.isSafeInteger(environmentId) ||
      !(ROLES as readonly string[]).includes(role) ||
      !Number.isSafeInteger(tokenVersion) ||
      (tokenVersion as number) < 0
    ) {
      throw new InvalidTokenError('The bearer token’s claims are not this service’s');
    }
    const claims = { userId, environmentId: environmentId as number, role, tokenVersion: tokenVersion as number };
    this.cache.keep('verifiedToken', token, claims, exp * 1000);
    return claims;
  }

  private async publicKey(kid: string | undefined, alg: string | undefined) {
    if (!kid) throw new InvalidTokenError('The bearer token has no kid');
    let key = this.keys.find((k) => k.kid === kid);
    if (!key) {
      await this.fresh(true); // a key made by another instance since the last read
      key = this.keys.find((k) => k.kid === kid);
    }
    if (!key) throw new InvalidTokenError('The bearer token was signed with an unknown key');
    if (key.algorithm !== alg) throw new InvalidTokenError('The bearer token’s algorithm does not match its key');
    // Importing a key costs about as much as a verification: each is imported once.
    return this.cache.read('publicKey', null, kid, () => importJWK(key.public_jwk, key.algorithm));
  }

  /** Re-reads the keys when older than REFRESH_MS (or at once when `soon`, at most once a second). */
  private async fresh(soon = false): Promise<void> {
    const age = performance.now() - this.loadedAt;
    if (age < REFRESH_MS && !(soon && age >= 1000)) return;
    await this.reload();
  }

  private reload(): Promise<void> {
    return this.reloads.run('keys', null, async () => {
      this.keys = await publishedSigningKeys(this.db, this.config.ttlSeconds + MARGIN_SECONDS);
      this.loadedAt = performance.now();
    }).promise;
  }
}

function reason(err: unknown): string {
  if (err instanceof InvalidTokenError) return err.message;
  const code = (err as { code?: string }).code;
  switch (code) {
    case 'ERR_JWT_EXPIRED':
      return 'The bearer token has expired';
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      return `The bearer token’s ${(err as { claim?: string }).claim ?? 'claims'} is not valid here`;
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
      return 'The bearer token’s algorithm is not accepted';
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
      return 'The bearer token’s signature is not valid';
    default:
      return 'The bearer token is not valid';
  }
}
