-- A change notification says whether the statement changed evidence: what a cost model learns from
-- (projects, their cost inputs and input settings, developments, community memberships), or only
-- records that no model reads (benchmark snapshots, risk assessments, interim reports, assignments,
-- users). Every instance keeps one fitted cost model per environment (src/state/cache.ts, namespace model) and
-- refits it when the evidence of its pool changes; storing a benchmark snapshot (every
-- POST /benchmark/project/{id}) must not force a refit on 100,000 projects.
-- Payload: `<installation id>:<environment ids>` as before (migration 0008) for evidence, and
-- `<installation id>:<environment ids>:records` for the other tables. A reader that does not know the
-- suffix drops everything, which is safe.
create or replace function notify_environments_changed() returns trigger language plpgsql as $$
declare
  changed text;
begin
  if tg_op = 'INSERT' then
    select string_agg(distinct environment_id::text, ',') into changed from new_rows;
  elsif tg_op = 'UPDATE' then
    select string_agg(distinct e::text, ',') into changed
    from (select environment_id as e from old_rows union select environment_id from new_rows) touched;
  else
    select string_agg(distinct environment_id::text, ',') into changed from old_rows;
  end if;
  if changed is not null then
    perform pg_notify('pcas_data_changed',
      (select id from installation) || ':' || case when length(changed) > 7000 then '*' else changed end
      || case when tg_nargs > 0 then ':' || tg_argv[0] else '' end);
  end if;
  return null;
end;
$$;

do $$
declare
  t text;
begin
  foreach t in array array['benchmark_snapshots', 'risk_assessment_sets', 'risk_assessments', 'interim_reports',
    'interim_risk_statuses', 'user_projects', 'users']
  loop
    execute format('drop trigger %I on %I', t || '_inserted', t);
    execute format('drop trigger %I on %I', t || '_updated', t);
    execute format('drop trigger %I on %I', t || '_deleted', t);
    execute format(
      'create trigger %I after insert on %I referencing new table as new_rows for each statement execute function notify_environments_changed(%L)',
      t || '_inserted', t, 'records');
    execute format(
      'create trigger %I after update on %I referencing old table as old_rows new table as new_rows for each statement execute function notify_environments_changed(%L)',
      t || '_updated', t, 'records');
    execute format(
      'create trigger %I after delete on %I referencing old table as old_rows for each statement execute function notify_environments_changed(%L)',
      t || '_deleted', t, 'records');
  end loop;
end;
$$;
