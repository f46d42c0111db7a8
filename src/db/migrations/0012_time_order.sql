-- Lists read newest first are in time order, ties by id (the time a record takes is in
-- docs/platform-api.md, "The audit trail"); an index serves each one's order behind its equality filter,
-- and a cursor (`before`) is a seek into it. Idempotent, so that a database that has some of these
-- indexes already takes the rest.

-- A project's events: (project_id, created_at desc, id desc), created by 0001, serves them; no read
-- orders them by id alone.
drop index if exists project_events_project_id;

-- A project's interim reports on the Platform (GET /projects/{id}/interim-reports).
create index if not exists interim_reports_project_newest
  on interim_reports (environment_id, project_id, created_date desc, id desc);

-- A report's versions, newest first; a version is found by its number through unique (report_id, version).
create index if not exists document_report_versions_saved on document_report_versions (report_id, created_at desc, id desc);
drop index if exists document_report_versions_newest;

-- A project's reports, the latest saved first; a report is found by its name through unique
-- (project_id, report_name), and counted by this one.
create index if not exists document_reports_saved on document_reports (environment_id, project_id, updated_at desc, id desc);
drop index if exists document_reports_project;

-- A user's assignments, oldest first (the admin API).
create index if not exists user_projects_user_assigned on user_projects (user_id, created_at, project_id);
