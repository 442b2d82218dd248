-- Every API process caches what listing cards, pages, totals and the search index show. A
-- write to any table they read tells every process through NOTIFY catalog_changed, whoever
-- wrote it: another API process, a cascade, a script or raw SQL. The payload is
-- `<table>:<backend pid>`, so a process can tell its own connections' writes from others'.
-- Statement-level: one notification per statement, and PostgreSQL folds identical ones of a
-- transaction into one, delivered at commit (never for a rolled-back write).
CREATE FUNCTION catalog_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', TG_TABLE_NAME || ':' || pg_backend_pid());
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'listings', 'listing_amenities', 'listing_photos', 'listing_albums', 'listing_documents',
    'floor_plans', 'floor_plan_photos', 'developers', 'developer_photos', 'projects',
    'project_photos', 'project_layouts', 'locations', 'amenities', 'currency_rates'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify()',
      t || '_catalog_changed', t);
  END LOOP;
END
$$;
--> statement-breakpoint
-- Users: only a change to what an agent card or page shows (sign-ins, tokens and password
-- changes write other tables or columns and tell nobody); row by row, so that saving the
-- same name again tells nobody either.
CREATE TRIGGER users_catalog_changed
  AFTER UPDATE ON users FOR EACH ROW
  WHEN (
    OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.phone IS DISTINCT FROM NEW.phone OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.avatar_path IS DISTINCT FROM NEW.avatar_path
    OR OLD.company_logo_path IS DISTINCT FROM NEW.company_logo_path
    OR OLD.settings IS DISTINCT FROM NEW.settings
  )
  EXECUTE FUNCTION catalog_changed_notify();
--> statement-breakpoint
CREATE TRIGGER users_deleted_catalog_changed
  AFTER DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();
