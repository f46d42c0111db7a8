-- A document studio version keeps the figures it was saved with (SPEC: "earlier versions are never
-- overwritten"). Its data and table blocks read the project's data, which changes; so the values every
-- dataSource of its blocks reads, and the environment's currency they are written in, are read once and
-- stored with the version, with the time they were read. Its PDF and its answer show those, however the
-- project changes later.
--
--   figures          {"currency": "GBP", "values": {"<dataSource path>": <value>, …}}
--   figures_as_of    when they were read (the database's clock)
--   figures_read     'saved': read by the save, in its transaction;
--                    'first_read': the version was saved before versions kept figures, and they were read
--                    the first time the version was read after this migration, then kept
--
-- Versions saved before this migration have none of the three until that first read.
alter table document_report_versions
  add column figures jsonb,
  add column figures_as_of timestamptz,
  add column figures_read text,
  add constraint document_report_versions_figures_whole check (
    (figures is null) = (figures_as_of is null) and (figures is null) = (figures_read is null)),
  add constraint document_report_versions_figures_read check (figures_read in ('saved', 'first_read'));

-- A version row still never changes (migration 0011), with one more update let through: a version that
-- has no figures yet is given them, once, and nothing else of it moves. Figures once kept are refused
-- any change like every other column.
create or replace function document_report_versions_immutable() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    if new.created_by is null and old.created_by is not null
       and (new.id, new.environment_id, new.report_id, new.version, new.content, new.template_id, new.created_at,
            new.figures, new.figures_as_of, new.figures_read)
           is not distinct from (old.id, old.environment_id, old.report_id, old.version, old.content, old.template_id, old.created_at,
            old.figures, old.figures_as_of, old.figures_read)
       and not exists (select 1 from users where id = old.created_by) then
      return new;
    end if;
    if old.figures is null and new.figures is not null and new.figures_read = 'first_read'
       and (new.id, new.environment_id, new.report_id, new.version, new.content, new.template_id, new.created_at, new.created_by)
           is not distinct from (old.id, old.environment_id, old.report_id, old.version, old.content, old.template_id, old.created_at, old.created_by) then
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
