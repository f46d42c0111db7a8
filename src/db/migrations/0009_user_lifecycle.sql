-- The operator's user lifecycle: a user may be deactivated (and reactivated), and
-- `token_version` counts the events that end the bearer tokens issued before them (a deactivation, a
-- password reset). A token carries the version it was issued at (claim `ver`); a token of an older
-- version is refused. A role change does not end tokens: the bearer check uses the current role.
alter table users
  add column active boolean not null default true,
  add column token_version integer not null default 0,
  add column updated_at timestamptz;
update users set updated_at = created_at;
alter table users alter column updated_at set not null, alter column updated_at set default now();

-- Every instance caches the user record behind each bearer token (src/services/credentials.ts) in the
-- cache, so a change to users announces its environment on the change feed like the tables of
-- migration 0008 (user_projects already does).
create trigger users_inserted after insert on users referencing new table as new_rows
  for each statement execute function notify_environments_changed();
create trigger users_updated after update on users referencing old table as old_rows new table as new_rows
  for each statement execute function notify_environments_changed();
create trigger users_deleted after delete on users referencing old table as old_rows
  for each statement execute function notify_environments_changed();
create trigger users_truncated after truncate on users
  for each statement execute function notify_data_changed();
