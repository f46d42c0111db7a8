-- One row naming this installation (this database). Redis keys and channels are prefixed with it, so
-- that two installations sharing one Redis never share throttle buckets, quota counters or key-change
-- announcements, even for equal key ids.
create table installation (
  singleton boolean primary key default true check (singleton),
  id text not null default replace(gen_random_uuid()::text, '-', ''),
  created_at timestamptz not null default now()
);
insert into installation default values;
