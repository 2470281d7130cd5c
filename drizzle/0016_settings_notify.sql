-- Every change to the settings table tells every server at once (LISTEN haven_settings_changed),
-- whichever code path made it, so a change on one server is seen by all within a second instead
-- of at their next cache expiry. The notification is sent when the changing transaction commits.
CREATE OR REPLACE FUNCTION haven_notify_settings_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('haven_settings_changed', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER settings_changed_notify
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
FOR EACH STATEMENT EXECUTE FUNCTION haven_notify_settings_changed();
