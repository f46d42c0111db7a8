-- Which projects' evidence changed since a cost model last read it (db/repositories/cost-evidence.ts):
-- every write to what a project gives the model stamps it with the writing transaction's id, and so
-- does every write to the cost inputs or input settings that make up its external works. A refit reads only the projects
-- stamped at or after the oldest transaction still open when the model last read the evidence (the
-- snapshot's xmin): whatever committed before that, the model saw; whatever was open then, it reads
-- again. A timestamp could not promise this: a transaction that began earlier can commit later.
alter table projects add column evidence_xid xid8 not null default pg_current_xact_id();

create function stamp_evidence_xid() returns trigger language plpgsql as $$
begin
  new.evidence_xid := pg_current_xact_id();
  return new;
end;
$$;

-- Only a write to what the model reads: another write keeps the row's indexes as they are.
create trigger projects_evidence_stamped before update on projects
  for each row when ((old.environment_id, old.name, old.status, old.archived, old.total_cost, old.total_gifa,
      old.total_net_internal_area, old.number_of_units, old.site_area, old.postcode, old.latitude, old.longitude,
      old.contract_start_date, old.contract_completion_date, old.created_date, old.site_max_floors_above_ground,
      old.site_max_floors_below_ground, old.proposed_procurement_structure, old.building_function, old.building_process)
    is distinct from (new.environment_id, new.name, new.status, new.archived, new.total_cost, new.total_gifa,
      new.total_net_internal_area, new.number_of_units, new.site_area, new.postcode, new.latitude, new.longitude,
      new.contract_start_date, new.contract_completion_date, new.created_date, new.site_max_floors_above_ground,
      new.site_max_floors_below_ground, new.proposed_procurement_structure, new.building_function, new.building_process))
  execute function stamp_evidence_xid();

create index projects_evidence_changes on projects (environment_id, evidence_xid);

-- A deleted project leaves no row to stamp: its environment is stamped instead, and a model that read
-- the environment before that stamp reads it whole again.
alter table environments add column evidence_reset_xid xid8 not null default '0';

create function stamp_deleted_projects_environments() returns trigger language plpgsql as $$
begin
  update environments set evidence_reset_xid = pg_current_xact_id()
  where id in (select environment_id from deleted_rows);
  return null;
end;
$$;

create trigger projects_deleted_evidence after delete on projects
  referencing old table as deleted_rows for each statement execute function stamp_deleted_projects_environments();

-- The projects whose external works a statement on cost inputs may have changed; a project written in
-- the same transaction (an import) already carries the stamp and is not written again.
create function stamp_cost_inputs_projects() returns trigger language plpgsql as $$
begin
  update projects p set evidence_xid = pg_current_xact_id()
  where p.id in (select ci.project_id from changed_rows ci
                 join input_settings s on s.environment_id = ci.environment_id and s.id = ci.input_setting_id
                 where s.kind = 'APPRAISAL')
    and p.evidence_xid <> pg_current_xact_id();
  return null;
end;
$$;

create trigger project_cost_inputs_inserted_evidence after insert on project_cost_inputs
  referencing new table as changed_rows for each statement execute function stamp_cost_inputs_projects();
create trigger project_cost_inputs_updated_evidence after update on project_cost_inputs
  referencing new table as changed_rows for each statement execute function stamp_cost_inputs_projects();
create trigger project_cost_inputs_deleted_evidence after delete on project_cost_inputs
  referencing old table as changed_rows for each statement execute function stamp_cost_inputs_projects();

-- Renaming an appraisal line's setting can make its lines external works, or stop them being so.
create function stamp_input_settings_projects() returns trigger language plpgsql as $$
begin
  update projects p set evidence_xid = pg_current_xact_id()
  where p.id in (select ci.project_id from project_cost_inputs ci
                 join changed_rows s on s.environment_id = ci.environment_id and s.id = ci.input_setting_id)
    and p.evidence_xid <> pg_current_xact_id();
  return null;
end;
$$;

create trigger input_settings_updated_evidence after update on input_settings
  referencing new table as changed_rows for each statement execute function stamp_input_settings_projects();
