-- Incremental reads of the Data API (D-55, db/changes.ts): each row the three lists show carries the id
-- of the transaction that last wrote it, and a page reads, in (change_xid, id) order, only the rows
-- stamped below the oldest transaction still running when it reads (its snapshot's xmin). Every
-- transaction below that has ended, so no commit can later land behind a page that was read: a client
-- that keeps the position of its last page misses nothing, however long a writer stayed open. A
-- timestamp could not promise this: a transaction that takes its time early can commit late, behind a
-- reader that has passed it. Existing rows take this migration's transaction id.

create function stamp_change_xid() returns trigger language plpgsql as $$
begin
  new.change_xid := pg_current_xact_id();
  return new;
end;
$$;

alter table projects add column change_xid xid8 not null default pg_current_xact_id();
alter table interim_reports add column change_xid xid8 not null default pg_current_xact_id();
alter table benchmark_snapshots add column change_xid xid8 not null default pg_current_xact_id();

-- An insert takes the stamp from the column's default (no insert names the column); every update,
-- whatever it sets, from the trigger. A trigger on insert would do no more, at a PL/pgSQL call for each
-- row an import inserts.
create trigger projects_change_stamped before update on projects
  for each row execute function stamp_change_xid();
create trigger interim_reports_change_stamped before update on interim_reports
  for each row execute function stamp_change_xid();
create trigger benchmark_snapshots_change_stamped before update on benchmark_snapshots
  for each row execute function stamp_change_xid();

-- Each list's order behind its equality filters: the environment, and the status (projects) or the
-- project (snapshots) when a list is filtered by it. A page is one seek into one of these.
create index projects_changes on projects (environment_id, change_xid, id);
create index projects_status_changes on projects (environment_id, status, change_xid, id);
create index interim_reports_changes on interim_reports (environment_id, change_xid, id);
create index benchmark_snapshots_changes on benchmark_snapshots (environment_id, change_xid, id);
create index benchmark_snapshots_project_changes on benchmark_snapshots (environment_id, project_id, change_xid, id);

-- What the Data API shows of a project beyond its row (its risk assessments, its appraisal lines and
-- their labels) stamps the project; what it shows of a report beyond its row (its risk statuses, its
-- project's name and reference) stamps the report. The service's own writes go through the project's
-- change (services/project-change.ts), which writes the project row anyway; these triggers make the
-- stamp hold for any write. A row already stamped by this transaction (an import, a change that also
-- wrote the project) is not written again.

create function stamp_projects_of_changed_rows() returns trigger language plpgsql as $$
begin
  update projects p set change_xid = pg_current_xact_id()
  where p.id in (select project_id from changed_rows) and p.change_xid <> pg_current_xact_id();
  return null;
end;
$$;

create function stamp_projects_of_changed_assessments() returns trigger language plpgsql as $$
begin
  update projects p set change_xid = pg_current_xact_id()
  where p.id in (select s.project_id from risk_assessment_sets s
                 where s.id in (select set_id from changed_rows))
    and p.change_xid <> pg_current_xact_id();
  return null;
end;
$$;

create function stamp_projects_of_changed_settings() returns trigger language plpgsql as $$
begin
  update projects p set change_xid = pg_current_xact_id()
  where p.id in (select ci.project_id from project_cost_inputs ci where ci.input_setting_id in (select id from changed_rows))
    and p.change_xid <> pg_current_xact_id();
  return null;
end;
$$;

create function stamp_reports_of_changed_statuses() returns trigger language plpgsql as $$
begin
  update interim_reports r set change_xid = pg_current_xact_id()
  where r.id in (select report_id from changed_rows) and r.change_xid <> pg_current_xact_id();
  return null;
end;
$$;

create function stamp_reports_of_renamed_project() returns trigger language plpgsql as $$
begin
  update interim_reports r set change_xid = pg_current_xact_id()
  where r.environment_id = new.environment_id and r.project_id = new.id and r.change_xid <> pg_current_xact_id();
  return null;
end;
$$;

do $$
declare
  t text;
  f text;
begin
  foreach t in array array['risk_assessment_sets', 'project_cost_inputs', 'risk_assessments', 'interim_risk_statuses']
  loop
    f := case t
      when 'risk_assessments' then 'stamp_projects_of_changed_assessments'
      when 'interim_risk_statuses' then 'stamp_reports_of_changed_statuses'
      else 'stamp_projects_of_changed_rows' end;
    execute format(
      'create trigger %I after insert on %I referencing new table as changed_rows for each statement execute function %I()',
      t || '_inserted_change', t, f);
    execute format(
      'create trigger %I after update on %I referencing new table as changed_rows for each statement execute function %I()',
      t || '_updated_change', t, f);
    execute format(
      'create trigger %I after delete on %I referencing old table as changed_rows for each statement execute function %I()',
      t || '_deleted_change', t, f);
  end loop;
end;
$$;

-- An appraisal line's label is its input setting's value.
create trigger input_settings_updated_change after update on input_settings
  referencing new table as changed_rows for each statement execute function stamp_projects_of_changed_settings();

-- A report shows its project's name and reference.
create trigger projects_renamed_change after update on projects
  for each row when ((old.name, old.project_reference) is distinct from (new.name, new.project_reference))
  execute function stamp_reports_of_renamed_project();

-- Pages carry their position in a cursor signed with this installation's secret (HMAC-SHA256), which
-- every instance on this database shares: 32 bytes from two v4 UUIDs' 244 random bits (gen_random_uuid
-- draws on PostgreSQL's strong random source; pgcrypto is not needed).
alter table installation add column cursor_secret bytea not null
  default decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex');
