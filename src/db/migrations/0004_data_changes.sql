-- Every committed change to what the Data API reads sends one notification on `pcas_data_changed`
-- (PostgreSQL folds identical notifications of one transaction into one). Instances that cache reads
-- drop their caches when they hear it; a trigger, rather than each write path, so no writer can forget.
create function notify_data_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('pcas_data_changed', tg_table_name);
  return null;
end;
$$;

do $$
declare
  t text;
begin
  foreach t in array array['projects', 'risk_assessment_sets', 'risk_assessments', 'project_cost_inputs',
    'input_settings', 'benchmark_snapshots', 'interim_reports', 'interim_risk_statuses', 'communities',
    'environment_communities']
  loop
    execute format(
      'create trigger %I after insert or update or delete or truncate on %I for each statement execute function notify_data_changed()',
      t || '_changed', t);
  end loop;
end;
$$;
