-- Document studio (D-8, D-26, D-29, D-30). A report's versions are its history: the database
-- itself refuses to change or remove one (D-30: earlier versions are never overwritten or lost),
-- whatever the application does. Refusals use SQLSTATE 23001 (restrict_violation).

-- A version row never changes. The one update let through is the one its foreign key makes: created_by
-- set null when the user row is deleted (users are deleted only with their environment, whose versions
-- go with it in the same statement). A version row is deleted only with its report (a cascade: the
-- report row is gone already), never on its own.
create function document_report_versions_immutable() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    if new.created_by is null and old.created_by is not null
       and (new.id, new.environment_id, new.report_id, new.version, new.content, new.template_id, new.created_at)
           is not distinct from (old.id, old.environment_id, old.report_id, old.version, old.content, old.template_id, old.created_at)
       and not exists (select 1 from users where id = old.created_by) then
      return new;
    end if;
    raise exception 'document report versions are immutable: version % of report % cannot be changed', old.version, old.report_id
      using errcode = 'restrict_violation';
  end if;
  if exists (select 1 from document_reports where id = old.report_id) then
    raise exception 'document report versions are immutable: version % of report % cannot be deleted', old.version, old.report_id
      using errcode = 'restrict_violation';
  end if;
  return old;
end;
$$;

create trigger document_report_versions_immutable before update or delete on document_report_versions
  for each row execute function document_report_versions_immutable();

-- A report keeps its project, name and creation time; its latest version only moves up (D-30: each
-- save takes the next one). It is deleted only with its project (a cascade: the project row is gone).
create function document_reports_guarded() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    if (new.id, new.environment_id, new.project_id, new.report_name, new.created_at)
         is distinct from (old.id, old.environment_id, old.project_id, old.report_name, old.created_at)
       or new.latest_version < old.latest_version then
      raise exception 'a document report keeps its project, name and versions: report % cannot be changed so', old.id
        using errcode = 'restrict_violation';
    end if;
    return new;
  end if;
  if exists (select 1 from projects where environment_id = old.environment_id and id = old.project_id) then
    raise exception 'a document report is deleted only with its project: report % cannot be deleted', old.id
      using errcode = 'restrict_violation';
  end if;
  return old;
end;
$$;

create trigger document_reports_guarded before update or delete on document_reports
  for each row execute function document_reports_guarded();

-- TRUNCATE fires no row trigger: refused outright on both tables.
create function document_reports_not_truncated() returns trigger language plpgsql as $$
begin
  raise exception '% cannot be truncated: document reports and their versions are kept', tg_table_name
    using errcode = 'restrict_violation';
end;
$$;

create trigger document_reports_not_truncated before truncate on document_reports
  for each statement execute function document_reports_not_truncated();
create trigger document_report_versions_not_truncated before truncate on document_report_versions
  for each statement execute function document_reports_not_truncated();

-- The reading routes: a project's reports by name, a report's versions newest first.
create index document_reports_project on document_reports (environment_id, project_id, report_name);
create index document_report_versions_newest on document_report_versions (report_id, version desc);

-- A template is picked by name: one name per kind in an environment.
create unique index templates_name on templates (environment_id, kind, name);

-- D-8: every environment's document studio template, with real sections. Environments created before
-- this migration have the first, thinner default (replaced when still untouched) or none (added).
-- The same content as DEFAULT_DOCUMENT_STUDIO_TEMPLATE in src/domain/environment-defaults.ts.
create temporary table document_studio_default (name text, content jsonb) on commit drop;
insert into document_studio_default values ('Monitoring report', $json$
{
  "blocks": [
    {"type": "title", "content": "Monitoring report: {{project.name}}"},
    {"type": "section", "properties": {"sectionId": "executive_summary", "title": "Executive summary", "required": true},
     "children": [{"type": "narrative", "content": ""}]},
    {"type": "section", "properties": {"sectionId": "cost", "title": "Cost"},
     "children": [
       {"type": "data", "properties": {"title": "Total budget", "dataSource": "project.total_budget", "format": "currency"}},
       {"type": "data", "properties": {"title": "Gross development value", "dataSource": "project.gross_development_value", "format": "currency"}},
       {"type": "table", "properties": {"title": "Appraisal", "dataSource": "appraisal_lines", "calculation": "sum", "columns": [
         {"key": "category", "title": "Category", "format": "text"},
         {"key": "budget", "title": "Budget", "format": "currency"},
         {"key": "out_turn", "title": "Out-turn", "format": "currency"}]}},
       {"type": "narrative", "content": ""}]},
    {"type": "section", "properties": {"sectionId": "programme", "title": "Programme"},
     "children": [
       {"type": "data", "properties": {"title": "Contract completion", "dataSource": "project.contract_completion_date", "format": "date"}},
       {"type": "data", "properties": {"title": "Estimated completion", "dataSource": "project.estimated_completion_date", "format": "date"}},
       {"type": "narrative", "content": ""}]},
    {"type": "section", "properties": {"sectionId": "risks", "title": "Risks", "required": true},
     "children": [{"type": "list", "content": "", "properties": {"listType": "bullet"}}]}
  ],
  "metadata": {"reportType": "INITIAL"}
}
$json$::jsonb);

update templates t set name = d.name, content = d.content
from document_studio_default d
where t.kind = 'DOCUMENT_STUDIO' and t.name = 'Initial monitoring report'
  and t.content = $json$
{
  "blocks": [
    {"type": "title", "content": "Initial monitoring report: {{project.name}}"},
    {"type": "section", "properties": {"sectionId": "executive_summary", "title": "Executive summary", "required": true},
     "children": [{"type": "narrative", "properties": {"sectionId": "executive_summary_text", "required": true}}]},
    {"type": "section", "properties": {"sectionId": "costs", "title": "Costs"},
     "children": [{"type": "data", "properties": {"title": "Total budget", "dataSource": "project.total_budget", "format": "currency"}}]},
    {"type": "section", "properties": {"sectionId": "risks", "title": "Risks", "required": true},
     "children": [{"type": "list", "properties": {"sectionId": "risk_list", "listType": "bullet"}}]}
  ],
  "metadata": {"reportType": "INITIAL"}
}
$json$::jsonb
  and not exists (select 1 from templates o where o.environment_id = t.environment_id and o.kind = 'DOCUMENT_STUDIO' and o.name = d.name);

insert into templates (environment_id, kind, name, content)
select e.id, 'DOCUMENT_STUDIO', d.name, d.content
from environments e cross join document_studio_default d
where not exists (select 1 from templates t where t.environment_id = e.id and t.kind = 'DOCUMENT_STUDIO');
