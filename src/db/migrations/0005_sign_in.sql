-- Bearer-token signing keys (D-13). The newest key without retired_at signs; retired keys stay published
-- in the JWKS until every token they signed has expired. A key configured through JWT_PRIVATE_KEY is
-- recorded with its public half only: its private half never leaves the configuration.
create table signing_keys (
  kid text primary key,
  algorithm text not null check (algorithm in ('ES256', 'EdDSA')),
  public_jwk jsonb not null,
  private_jwk jsonb,
  created_at timestamptz not null default now(),
  retired_at timestamptz
);

-- Failed sign-ins per email, for the throttle of D-13 (10 in 15 minutes).
create table login_failures (
  email text not null,
  failed_at timestamptz not null default now()
);
create index login_failures_email on login_failures (email, failed_at);
