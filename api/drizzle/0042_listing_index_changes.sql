CREATE TABLE "listing_index_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"listing_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listing_index_changes_xid_idx" ON "listing_index_changes" USING btree ("xid");--> statement-breakpoint
-- What the search index holds of a listing (listing-index.ts fetchIndexTexts): its row while
-- published, its amenities, its recent price changes, and its project's foreign quota. Each
-- statement that changes any of these logs the listings it touched, once per statement (the
-- transition tables), so a bulk insert of listings costs one more INSERT, not one per row.
CREATE FUNCTION listing_index_log() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO listing_index_changes (listing_id) VALUES (NULL);
  ELSIF TG_TABLE_NAME = 'listings' THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO listing_index_changes (listing_id)
        SELECT n.id FROM new_rows n WHERE n.status = 'published';
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO listing_index_changes (listing_id)
        SELECT o.id FROM old_rows o WHERE o.status = 'published';
    ELSE
      -- As the catalog_changed trigger (0023): the views counter alone changes nothing here.
      INSERT INTO listing_index_changes (listing_id)
        SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (o.status = 'published' OR n.status = 'published')
          AND (to_jsonb(o) - 'views') IS DISTINCT FROM (to_jsonb(n) - 'views');
    END IF;
  ELSIF TG_TABLE_NAME = 'projects' THEN
    -- A project's status and foreign quota decide its units' "foreign freehold".
    INSERT INTO listing_index_changes (listing_id)
      SELECT l.id FROM new_rows n JOIN old_rows o ON o.id = n.id
        JOIN listings l ON l.project_id = n.id AND l.status = 'published'
      WHERE (o.status, o.foreign_quota_units) IS DISTINCT FROM (n.status, n.foreign_quota_units);
  ELSIF TG_OP = 'DELETE' THEN
    -- listing_amenities, listing_price_changes: a published listing's rows. A listing deleted
    -- with them is logged by its own trigger.
    INSERT INTO listing_index_changes (listing_id)
      SELECT DISTINCT o.listing_id FROM old_rows o
        JOIN listings l ON l.id = o.listing_id AND l.status = 'published';
  ELSE
    INSERT INTO listing_index_changes (listing_id)
      SELECT DISTINCT n.listing_id FROM new_rows n
        JOIN listings l ON l.id = n.listing_id AND l.status = 'published';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listings_index_inserted AFTER INSERT ON listings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_index_log();
--> statement-breakpoint
CREATE TRIGGER listings_index_updated AFTER UPDATE ON listings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_index_log();
--> statement-breakpoint
CREATE TRIGGER listings_index_deleted AFTER DELETE ON listings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_index_log();
--> statement-breakpoint
CREATE TRIGGER projects_index_updated AFTER UPDATE ON projects
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_index_log();
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['listing_amenities', 'listing_price_changes'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION listing_index_log()', t || '_index_inserted', t);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION listing_index_log()', t || '_index_updated', t);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION listing_index_log()', t || '_index_deleted', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['listings', 'listing_amenities', 'listing_price_changes', 'projects']
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION listing_index_log()',
      t || '_index_truncated', t);
  END LOOP;
END
$$;
