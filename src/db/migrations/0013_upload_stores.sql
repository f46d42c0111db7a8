-- Uploaded files in one store per installation (D-56): each upload names the store that holds its bytes
-- ('disk' for every file stored before stores could differ) and, once known, their SHA-256, which a move
-- between stores checks before the row points at the new place.
alter table uploads
  add column if not exists store text not null default 'disk' check (store in ('disk', 'database', 's3')),
  add column if not exists sha256 text check (sha256 ~ '^[0-9a-f]{64}$');

-- The database store: a file is a blob of fixed-size chunks, written outside any transaction (a 25 MiB
-- upload must not hold a transaction open for as long as a slow client sends it) and readable only once
-- it is complete. A write that never completed (the process killed mid-upload) is swept after an hour.
create table if not exists upload_blobs (
  id bigint generated always as identity primary key,
  location text not null check (location ~ '^[0-9a-f]{32}$'),
  chunk_size integer not null check (chunk_size > 0),
  size bigint check (size >= 0),
  complete boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index if not exists upload_blobs_location on upload_blobs (location) where complete;
create index if not exists upload_blobs_incomplete on upload_blobs (created_at) where not complete;

create table if not exists upload_chunks (
  blob_id bigint not null references upload_blobs (id) on delete cascade,
  seq integer not null check (seq >= 0),
  data bytea not null,
  primary key (blob_id, seq)
);
