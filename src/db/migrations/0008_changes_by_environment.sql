-- Change notifications name the environments a statement touched, so that a cache drops only what a
-- change can have made stale (one environment's entries) instead of everything, on every instance.
-- Payload: `<installation id>:<environment ids, comma-separated>`, or `<installation id>:*` when they
-- cannot be told (a truncate, a change to communities, which span environments, or more ids than a
-- notification holds). The installation id (migration 0003) keeps apart installations whose schemas
-- share one database, and so one notification channel.
create or replace function notify_data_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('pcas_data_changed', (select id from installation) || ':*');
  return null;
end;
$$;

-- One function for the insert, update and delete triggers of every table with environment_id, each
-- declaring the transition tables its operation has (PostgreSQL's documented pattern).
create function notify_environments_changed() returns trigger language plpgsql as $$
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
      (select id from installation) || ':' || case when length(changed) > 7000 then '*' else changed end);
  end if;
  return null;
end;
$$;

do $$
declare
  t text;
begin
  foreach t in array array['projects', 'risk_assessment_sets', 'risk_assessments', 'project_cost_inputs',
    'input_settings', 'benchmark_snapshots', 'interim_reports', 'interim_risk_statuses', 'environment_communities',
    'developments', 'user_projects']
  loop
    execute format('drop trigger %I on %I', t || '_changed', t);
    execute format(
      'create trigger %I after insert on %I referencing new table as new_rows for each statement execute function notify_environments_changed()',
      t || '_inserted', t);
    execute format(
      'create trigger %I after update on %I referencing old table as old_rows new table as new_rows for each statement execute function notify_environments_changed()',
      t || '_updated', t);
    execute format(
      'create trigger %I after delete on %I referencing old table as old_rows for each statement execute function notify_environments_changed()',
      t || '_deleted', t);
    execute format(
      'create trigger %I after truncate on %I for each statement execute function notify_data_changed()',
      t || '_truncated', t);
  end loop;
end;
$$;
