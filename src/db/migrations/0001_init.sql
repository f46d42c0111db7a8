-- The whole data model. Runs on PGlite and PostgreSQL 15+ alike (D-3).
-- Every row that belongs to an organisation carries environment_id, and every reference between
-- such rows is a composite foreign key (environment_id, id), so a row can never point into
-- another environment, whatever the application code does.

-- Tenancy (D-7) -------------------------------------------------------------------------------

create table communities (
  id bigint generated always as identity primary key,
  name text not null,
  min_group_size integer not null default 5 check (min_group_size >= 2),
  created_at timestamptz not null default now()
);

create table environments (
  id bigint generated always as identity primary key,
  name text not null,
  currency char(3) not null default 'GBP' check (currency ~ '^[A-Z]{3}$'),
  created_at timestamptz not null default now()
);

create table environment_communities (
  environment_id bigint not null references environments (id) on delete cascade,
  community_id bigint not null references communities (id) on delete cascade,
  primary key (environment_id, community_id)
);
create index environment_communities_community on environment_communities (community_id);

-- Identities (D-9, D-11) -------------------------------------------------------------------------

create table users (
  id bigint generated always as identity primary key,
  environment_id bigint not null references environments (id) on delete cascade,
  email text not null,
  name text not null,
  password_hash text not null,
  role text not null check (role in ('ADMIN', 'MEMBER', 'VIEWER')),
  created_at timestamptz not null default now(),
  unique (environment_id, id)
);
-- Sign-in is by email alone (D-13), so an email names one user across the service.
create unique index users_email on users (lower(email));

create table platform_keys (
  id bigint generated always as identity primary key,
  environment_id bigint not null references environments (id) on delete cascade,
  name text not null,
  key_hash text not null unique,
  key_prefix text not null,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index platform_keys_environment on platform_keys (environment_id);

create table data_keys (
  id bigint generated always as identity primary key,
  environment_id bigint not null references environments (id) on delete cascade,
  name text not null,
  key_hash text not null unique,
  key_prefix text not null,
  scopes text[] not null,
  -- Expiry is not a stored state (D-47): a key is expired while now() >= expires_at.
  state text not null default 'active' check (state in ('active', 'deactivated', 'revoked')),
  throttle_rate_per_second double precision check (throttle_rate_per_second > 0),
  throttle_burst integer check (throttle_burst >= 1),
  quota_limit bigint check (quota_limit >= 0),
  quota_period text check (quota_period in ('DAY', 'WEEK', 'MONTH')),
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((throttle_rate_per_second is null) = (throttle_burst is null)),
  check ((quota_limit is null) = (quota_period is null))
);
create index data_keys_environment on data_keys (environment_id, id);

-- Metered usage of a Data API key, per UTC day (D-16).
create table data_key_usage (
  data_key_id bigint not null references data_keys (id) on delete cascade,
  day date not null,
  request_count bigint not null default 0,
  primary key (data_key_id, day)
);

-- Quota consumption per key and calendar period (D-35); exact across instances.
create table data_key_quota_usage (
  data_key_id bigint not null references data_keys (id) on delete cascade,
  period_start timestamptz not null,
  used bigint not null default 0,
  primary key (data_key_id, period_start)
);

-- Projects --------------------------------------------------------------------------------------

create table projects (
  id bigint generated always as identity primary key,
  environment_id bigint not null references environments (id) on delete cascade,
  name text not null,
  project_reference text not null,
  client_reference text,
  status text not null default 'PENDING'
    check (status in ('PENDING', 'IN_PROGRESS', 'DEFECTS_CORRECTION', 'COMPLETED', 'PRE_CONTRACT', 'NOT_YET_SECURED')),
  address text,
  postcode text,
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  description text,
  site_description text,
  site_area double precision check (site_area >= 0),
  field_site text,
  proposed_procurement_structure text check (proposed_procurement_structure in (
    'Main Contractor - Design & Build',
    'Main Contractor - Traditional (Client with design responsibility)',
    'Trades employed directly / with or without design',
    'Self build')),
  proposed_procurement_structure_other_specific text,
  contract_form text,
  funder_client text,
  gross_development_value numeric check (gross_development_value >= 0),
  total_budget numeric check (total_budget >= 0),
  total_cost numeric check (total_cost >= 0),
  loan_facility_budget numeric check (loan_facility_budget >= 0),
  loan_facility_out_turn numeric check (loan_facility_out_turn >= 0),
  total_gifa double precision check (total_gifa >= 0),
  total_net_internal_area double precision check (total_net_internal_area >= 0),
  site_max_floors_above_ground integer check (site_max_floors_above_ground >= 0),
  site_max_floors_below_ground integer check (site_max_floors_below_ground >= 0),
  number_of_units integer check (number_of_units >= 0),
  contract_start_date timestamptz,
  contract_completion_date timestamptz,
  estimated_completion_date timestamptz,
  rule_off_date_for_valuations timestamptz,
  risk_score double precision,
  confidence_level double precision,
  design_phase_weeks double precision check (design_phase_weeks >= 0),
  liability_period double precision check (liability_period >= 0),
  building_function text check (building_function in (
    'residential', 'office', 'retail', 'industrial', 'education', 'healthcare', 'leisure', 'hotel', 'mixed_use', 'other')),
  building_process text check (building_process in ('new_build', 'refurbishment', 'conversion', 'extension')),
  comments text,
  archived boolean not null default false,
  created_date timestamptz not null default now(),
  last_modified_date timestamptz not null default now(),
  unique (environment_id, id),
  unique (environment_id, project_reference)
);
-- Newest first (D-19, D-37), optionally by status.
create index projects_newest on projects (environment_id, created_date desc, id desc);
create index projects_status_newest on projects (environment_id, status, created_date desc, id desc);

create table developments (
  id bigint generated always as identity primary key,
  environment_id bigint not null,
  project_id bigint not null,
  name text not null,
  building_function text check (building_function in (
    'residential', 'office', 'retail', 'industrial', 'education', 'healthcare', 'leisure', 'hotel', 'mixed_use', 'other')),
  building_process text check (building_process in ('new_build', 'refurbishment', 'conversion', 'extension')),
  total_gifa double precision check (total_gifa >= 0),
  individual_units integer check (individual_units >= 0),
  site_max_floors_above_ground integer check (site_max_floors_above_ground >= 0),
  site_max_floors_below_ground integer check (site_max_floors_below_ground >= 0),
  created_at timestamptz not null default now(),
  unique (environment_id, id),
  foreign key (environment_id, project_id) references projects (environment_id, id) on delete cascade
);
create index developments_project on developments (project_id, id);

create table facilities (
  id bigint generated always as identity primary key,
  environment_id bigint not null,
  project_id bigint not null,
  name text not null,
  amount numeric not null check (amount >= 0),
  created_at timestamptz not null default now(),
  unique (environment_id, id),
  unique (project_id, id),
  foreign key (environment_id, project_id) references projects (environment_id, id) on delete cascade
);

create table user_projects (
  environment_id bigint not null,
  user_id bigint not null,
  project_id bigint not null,
  created_at timestamptz not null default now(),
  primary key (user_id, project_id),
  foreign key (environment_id, user_id) references users (environment_id, id) on delete cascade,
  foreign key (environment_id, project_id) references projects (environment_id, id) on delete cascade
);
create index user_projects_project on user_projects (project_id);

-- Input settings (APPRAISAL and RISK categories), legends ------------------------------------------

create table input_settings (
  id bigint generated always as identity primary key,
  environment_id bigint not null references environments (id) on delete cascade,
  kind text not null check (kind in ('APPRAISAL', 'RISK')),
  input_field text not null,
  input_value text not null,
  parent_id bigint,
  position integer not null default 0,
  unique (environment_id, id),
  unique (environment_id, kind, input_field),
  foreign key (environment_id, parent_id) references input_settings (environment_id, id) on delete cascade
);

create table risk_status_legends (
  id bigint generated always as identity primary key,
  environment_id bigint not null references environments (id) on delete cascade,
  name text not null,
  description text,
  colour text not null check (colour ~ '^#[0-9A-Fa-f]{6}$'),
  position integer not null default 0,
  unique (environment_id, id),
  unique (environment_id, name)
);

-- Appraisal lines: a project's cost inputs against APPRAISAL input settings.
create table project_cost_inputs (
  id bigint generated always as identity primary key,
  environment_id bigint not null,
  project_id bigint not null,
  input_setting_id bigint not null,
  budget numeric check (budget >= 0),
  out_turn numeric check (out_turn >= 0),
  facility numeric check (facility >= 0),
  position integer not null default 0,
  created_date timestamptz not null default now(),
  last_modified_date timestamptz,
  foreign key (environment_id, project_id) references projects (environment_id, id) on delete cascade,
  foreign key (environment_id, input_setting_id) references input_settings (environment_id, id)
);
create index project_cost_inputs_project on project_cost_inputs (project_id, position, id);
create index project_cost_inputs_setting on project_cost_inputs (input_setting_id);

-- Risk assessments ---------------------------------------------------------------------------------

create table risk_assessment_sets (
  id bigint generated always as identity primary key,
  environment_id bigint not null,
  project_id bigint not null,
  current_status text check (current_status in ('DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED')),
  created_by bigint references users (id) on delete set null,
  created_date timestamptz not null default now(),
  unique (environment_id, id),
  foreign key (environment_id, project_id) references projects (environment_id, id) on delete cascade
);
create index risk_assessment_sets_project on risk_assessment_sets (project_id, created_date desc, id desc);

create table risk_assessments (
  id bigint generated always as identity primary key,
  environment_id bigint not null,
  set_id bigint not null,
  category text not null,
  value text,
  score text,
  position integer not null default 0,
  foreign key (environment_id, set_id) references risk_assessment_sets (environment_id, id) on delete cascade
);
create index risk_assessments_set on risk_assessments (set_id, position, id);

-- Benchmarks ---------------------------------------------------------------------------------------

create table benchmark_snapshots (
  id bigint generated always as identity primary key,
  environment_id bigint not null,
  project_id bigint not null,
  development_id bigint,
  type text not null check (type in ('STANDARD', 'COMPOSITE')),
  -- 'computed' by the service (returned by the Platform GET, D-21) or 'imported' history (D-17).
  origin text not null default 'computed' check (origin in ('computed', 'imported')),
  bcis double precision,
  model_value double precision,
  model_value_lower double precision,
  model_value_upper double precision,
  source_health double precision check (source_health between 0 and 100),
  community_value double precision,
  report jsonb,
  created_date timestamptz not null default now(),
  foreign key (environment_id, project_id) references projects (environment_id, id) on delete cascade,
  foreign key (environment_id, development_id) references developments (environment_id, id) on delete cascade
);
create index benchmark_snapshots_newest on benchmark_snapshots (environment_id, created_date desc, id desc);
create index benchmark_snapshots_project on benchmark_snapshots (environment_id, project_id, created_date desc, id desc);

-- Templates, uploads, interim reports ---------------------------------------------------------------

create table templates (
  id bigint generated always as identity primary key,
  environment_id bigint not null references environments (id) on delete cascade,
  kind text not null check (kind in ('INTERIM', 'DOCUMENT_STUDIO')),
  name text not null,
  content jsonb not null default '{}'::jsonb,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  unique (environment_id, id)
);
create index templates_kind on templates (environment_id, kind, position, id);

create table uploads (
  id bigint generated always as identity primary key,
  environment_id bigint not null,
  project_id bigint not null,
  storage_location text not null unique,
  filename text not null,
  file_size bigint not null check (file_size >= 0),
  mime_type text not null,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (environment_id, id),
  foreign key (environment_id, project_id) references projects (environment_id, id) on delete cascade
);

create table interim_reports (
  id bigint generated always as identity primary key,
  environment_id bigint not null,
  project_id bigint not null,
  template_id bigint,
  type text not null default 'INTERIM',
  period text not null default 'MONTHLY',
  month integer not null check (month between 1 and 12),
  year integer not null check (year between 1900 and 2200),
  edition integer not null default 1 check (edition >= 1),
  aggregate_amount numeric,
  aggregate_surplus_shortfall numeric,
  created_by bigint references users (id) on delete set null,
  created_date timestamptz not null default now(),
  last_modified_date timestamptz not null default now(),
  unique (environment_id, id),
  unique (project_id, month, year, edition),
  foreign key (environment_id, project_id) references projects (environment_id, id) on delete cascade,
  foreign key (environment_id, template_id) references templates (environment_id, id)
);
create index interim_reports_newest on interim_reports (environment_id, created_date desc, id desc);

create table interim_report_facilities (
  id bigint generated always as identity primary key,
  environment_id bigint not null,
  report_id bigint not null,
  project_id bigint not null,
  facility_id bigint not null,
  amount numeric not null,
  surplus_shortfall numeric,
  foreign key (environment_id, report_id) references interim_reports (environment_id, id) on delete cascade,
  -- The facility must belong to the report's project (D-23).
  foreign key (project_id, facility_id) references facilities (project_id, id)
);
create index interim_report_facilities_report on interim_report_facilities (report_id);

-- What the report said at the time: category, legend and colour are kept as written, so that
-- history (and imported history, D-17) reads the same after settings are renamed.
create table interim_risk_statuses (
  id bigint generated always as identity primary key,
  environment_id bigint not null,
  report_id bigint not null,
  input_setting_id bigint,
  risk_status_legend_id bigint,
  category text not null,
  description text,
  legend text,
  legend_colour text,
  month integer not null check (month between 1 and 12),
  year integer not null,
  position integer not null default 0,
  foreign key (environment_id, report_id) references interim_reports (environment_id, id) on delete cascade,
  foreign key (environment_id, input_setting_id) references input_settings (environment_id, id),
  foreign key (environment_id, risk_status_legend_id) references risk_status_legends (environment_id, id)
);
create index interim_risk_statuses_report on interim_risk_statuses (report_id, position, id);

create table site_visits (
  id bigint generated always as identity primary key,
  environment_id bigint not null,
  report_id bigint not null,
  visit_date date,
  notes text,
  unique (environment_id, id),
  unique (report_id),
  foreign key (environment_id, report_id) references interim_reports (environment_id, id) on delete cascade
);

create table site_visit_files (
  id bigint generated always as identity primary key,
  environment_id bigint not null,
  visit_id bigint not null,
  upload_id bigint not null,
  filename text not null,
  storage_location text not null,
  file_size bigint,
  mime_type text,
  foreign key (environment_id, visit_id) references site_visits (environment_id, id) on delete cascade,
  foreign key (environment_id, upload_id) references uploads (environment_id, id)
);
create index site_visit_files_visit on site_visit_files (visit_id);

-- Document studio ------------------------------------------------------------------------------------

create table document_reports (
  id bigint generated always as identity primary key,
  environment_id bigint not null,
  project_id bigint not null,
  report_name text not null,
  latest_version integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (environment_id, id),
  unique (project_id, report_name),
  foreign key (environment_id, project_id) references projects (environment_id, id) on delete cascade
);

create table document_report_versions (
  id bigint generated always as identity primary key,
  environment_id bigint not null,
  report_id bigint not null,
  version integer not null check (version >= 1),
  content jsonb not null,
  template_id bigint,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (report_id, version),
  foreign key (environment_id, report_id) references document_reports (environment_id, id) on delete cascade,
  foreign key (environment_id, template_id) references templates (environment_id, id)
);

-- Audit trail ----------------------------------------------------------------------------------------

create table project_events (
  id bigint generated always as identity primary key,
  environment_id bigint not null,
  project_id bigint not null,
  kind text not null,
  user_id bigint references users (id) on delete set null,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  foreign key (environment_id, project_id) references projects (environment_id, id) on delete cascade
);
create index project_events_project on project_events (project_id, created_at desc, id desc);
