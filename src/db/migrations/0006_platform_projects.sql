-- Platform project routes. Audit events are read newest first per project and paged by id
-- (GET /projects/{id}/events?before=), which this index serves without a sort.
create index project_events_project_id on project_events (project_id, id desc);
