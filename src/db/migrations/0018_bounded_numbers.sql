-- Every number the service stores is finite and within the bound its API documents (the schemas' helpers
-- in src/domain/json-schema.ts): money from 0 to 10^13 (a surplus or shortfall within 10^13 either side
-- of 0), areas and costs per m2 from 0 to 10^9, scores from 0 to 100, weeks from 0 to 1000, a throttle at
-- most 100,000 requests a second. The database holds these bounds itself from now on, so that no path
-- (a route, the import, a script) can store a value that a sum overflows on or that an answer cannot
-- write: NaN and ±Infinity fail every one of these checks.
--
-- Rows stored before this migration are checked first. A value outside its bound is never changed or
-- removed here: the migration stops (and the service with it) naming each table, column and row with its
-- value, and says how to correct them; it runs again at the next start. Columns whose earlier checks
-- already bound them both ways (latitude, longitude, source_health) are left as they are.
do $migration$
declare
  t record;
  found jsonb;
  column_name text;
  rows_found jsonb;
  problems text[] := '{}';
  statements text[] := '{}';
  statement text;
begin
  for t in
    select tbl,
           string_agg(format('not (%I between %s and %s)', col, lo, hi), ' or ') as outside,
           string_agg(
             format('%L, jsonb_agg(jsonb_build_array(id, %I::text) order by id) filter (where not (%I between %s and %s))', col, col, col, lo, hi),
             ', '
           ) as by_column,
           string_agg(format('add constraint %I check (%I between %s and %s)', tbl || '_' || col || '_bounds', col, lo, hi), ', ') as constraints,
           jsonb_object_agg(col, format('from %s to %s', lo, hi)) as bounds
    from (values
      ('projects', 'site_area', 0, 1e9),
      ('projects', 'gross_development_value', 0, 1e13),
      ('projects', 'total_budget', 0, 1e13),
      ('projects', 'total_cost', 0, 1e13),
      ('projects', 'loan_facility_budget', 0, 1e13),
      ('projects', 'loan_facility_out_turn', 0, 1e13),
      ('projects', 'total_gifa', 0, 1e9),
      ('projects', 'total_net_internal_area', 0, 1e9),
      ('projects', 'risk_score', 0, 100),
      ('projects', 'confidence_level', 0, 100),
      ('projects', 'design_phase_weeks', 0, 1000),
      ('projects', 'liability_period', 0, 1000),
      ('developments', 'total_gifa', 0, 1e9),
      ('facilities', 'amount', 0, 1e13),
      ('project_cost_inputs', 'budget', 0, 1e13),
      ('project_cost_inputs', 'out_turn', 0, 1e13),
      ('project_cost_inputs', 'facility', 0, 1e13),
      ('benchmark_snapshots', 'bcis', 0, 1e9),
      ('benchmark_snapshots', 'model_value', 0, 1e9),
      ('benchmark_snapshots', 'model_value_lower', 0, 1e9),
      ('benchmark_snapshots', 'model_value_upper', 0, 1e9),
      ('benchmark_snapshots', 'community_value', 0, 1e9),
      ('interim_reports', 'aggregate_amount', 0, 1e13),
      ('interim_reports', 'aggregate_surplus_shortfall', -1e13, 1e13),
      ('interim_report_facilities', 'amount', 0, 1e13),
      ('interim_report_facilities', 'surplus_shortfall', -1e13, 1e13),
      ('data_keys', 'throttle_rate_per_second', 0, 100000)
    ) as b (tbl, col, lo, hi)
    group by tbl
    order by tbl
  loop
    -- One scan per table for all its columns; a table without a stray value answers {}.
    execute format('select jsonb_strip_nulls(jsonb_build_object(%s)) from %I where %s', t.by_column, t.tbl, t.outside) into found;
    for column_name, rows_found in select key, value from jsonb_each(coalesce(found, '{}')) order by key loop
      problems := problems || format(
        '%s.%s (finite, %s): %s row(s): %s%s',
        t.tbl, column_name, t.bounds ->> column_name, jsonb_array_length(rows_found),
        (select string_agg(format('id %s = %s', r ->> 0, case when length(r ->> 1) > 40 then format('%s… (%s characters)', left(r ->> 1, 20), length(r ->> 1)) else r ->> 1 end), ', ')
           from (select r from jsonb_array_elements(rows_found) r limit 20) shown),
        case when jsonb_array_length(rows_found) > 20 then ', …' else '' end
      );
    end loop;
    statements := statements || format('alter table %I %s', t.tbl, t.constraints);
  end loop;

  if cardinality(problems) > 0 then
    raise exception using message = format(
      E'stored numbers are not finite or outside their bounds, and answers that read them fail; nothing was changed:\n  %s\n'
      'Correct each value (for example: update %s set %s = <the right value> where id = <id>), or set it to null where '
      'the column allows null, then start the service again: the migration runs again at start.',
      array_to_string(problems, E'\n  '),
      split_part(split_part(problems[1], ' ', 1), '.', 1),
      split_part(split_part(problems[1], ' ', 1), '.', 2)
    );
  end if;

  foreach statement in array statements loop
    execute statement;
  end loop;
end
$migration$;
