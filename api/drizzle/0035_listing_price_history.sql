CREATE TABLE "listing_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"old_price" numeric(16, 2) NOT NULL,
	"old_currency" varchar(3) NOT NULL,
	"old_price_thb" numeric(18, 2),
	"new_price" numeric(16, 2) NOT NULL,
	"new_currency" varchar(3) NOT NULL,
	"new_price_thb" numeric(18, 2),
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_price_changes" ADD CONSTRAINT "listing_price_changes_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_price_changes_listing_idx" ON "listing_price_changes" USING btree ("listing_id","changed_at","id");--> statement-breakpoint
-- Price history (docs/price-history.md): one row per change of price or currency of a listing
-- that is or has been public, whichever path wrote it (the wizard, staff, a bulk write). A
-- draft's changes before it was ever published are no history. changed_at is the write's
-- updated_at, which the API sets from its clock; a write that leaves updated_at alone falls
-- back to the transaction's time.
CREATE FUNCTION listing_price_changed_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_price_changes (
    listing_id, old_price, old_currency, old_price_thb, new_price, new_currency, new_price_thb,
    changed_at
  ) VALUES (
    NEW.id, OLD.price, OLD.currency, OLD.price_thb, NEW.price, NEW.currency, NEW.price_thb,
    CASE WHEN NEW.updated_at IS DISTINCT FROM OLD.updated_at THEN NEW.updated_at ELSE now() END
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listings_price_changed
  AFTER UPDATE OF price, currency ON listings FOR EACH ROW
  WHEN (
    (OLD.status = 'published' OR OLD.published_at IS NOT NULL)
    AND OLD.price IS NOT NULL
    AND NEW.price IS NOT NULL
    AND (OLD.price IS DISTINCT FROM NEW.price OR OLD.currency IS DISTINCT FROM NEW.currency)
  )
  EXECUTE FUNCTION listing_price_changed_record();
