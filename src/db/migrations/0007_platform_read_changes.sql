-- The Platform's cached reads (a project's full record with its developments, and whether a project is
-- assigned to a user) are dropped on the same change feed as the Data API's (migration 0004).
create trigger developments_changed after insert or update or delete or truncate on developments
  for each statement execute function notify_data_changed();
create trigger user_projects_changed after insert or update or delete or truncate on user_projects
  for each statement execute function notify_data_changed();
