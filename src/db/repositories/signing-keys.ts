import type { JWK } from 'jose';
import type { Queryable } from '../database.ts';

export interface SigningKeyRow {
  kid: string;
  algorithm: 'ES256' | 'EdDSA';
  public_jwk: JWK;
  private_jwk: JWK | null;
  created_at: string;
  retired_at: string | null;
}

const COLUMNS = 'kid, algorithm, public_jwk, private_jwk, created_at, retired_at';
/** The advisory lock that puts every instance's changes to the signing keys one after another. */
const SIGNING_KEYS_LOCK = 727_271_013;

/**
 * Holds the signing keys' lock for the rest of the caller's transaction, so that instances starting at
 * once generate one key between them, and a rotation never interleaves with another.
 */
export async function lockSigningKeys(db: Queryable): Promise<void> {
  await db.query('select pg_advisory_xact_lock($1)', [SIGNING_KEYS_LOCK]);
}

/** Keys still published: active, or retired less than `graceSeconds` ago. Newest first. */
export function publishedSigningKeys(db: Queryable, graceSeconds: number): Promise<SigningKeyRow[]> {
  return db.query<SigningKeyRow>(
    `select ${COLUMNS} from signing_keys
     where retired_at is null or retired_at > now() - make_interval(secs => $1)
     order by created_at desc, kid`,
    [graceSeconds],
  );
}

export async function getSigningKey(db: Queryable, kid: string): Promise<SigningKeyRow | null> {
  const [row] = await db.query<SigningKeyRow>(`select ${COLUMNS} from signing_keys where kid = $1`, [kid]);
  return row ?? null;
}

/** Makes `key` the signing key: inserted when new, every other active key retired now. */
export async function activateSigningKey(
  db: Queryable,
  key: { kid: string; algorithm: string; publicJwk: JWK; privateJwk: JWK | null },
): Promise<void> {
  await db.query(
    `insert into signing_keys (kid, algorithm, public_jwk, private_jwk) values ($1, $2, $3, $4)
     on conflict (kid) do update set retired_at = null`,
    [key.kid, key.algorithm, JSON.stringify(key.publicJwk), key.privateJwk ? JSON.stringify(key.privateJwk) : null],
  );
  await db.query('update signing_keys set retired_at = now() where kid <> $1 and retired_at is null', [key.kid]);
}

export async function hasActiveSigningKey(db: Queryable): Promise<boolean> {
  return (await db.query('select 1 from signing_keys where retired_at is null')).length > 0;
}
