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
