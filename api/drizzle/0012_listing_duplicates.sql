CREATE TABLE "listing_duplicate_flags" (
	"listing_id" integer NOT NULL,
	"duplicate_of_id" integer NOT NULL,
	"matched_on" text[] NOT NULL,
	"flagged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_duplicate_flags" ADD CONSTRAINT "listing_duplicate_flags_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_duplicate_flags" ADD CONSTRAINT "listing_duplicate_flags_duplicate_of_id_listings_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_duplicate_flags_pair_idx" ON "listing_duplicate_flags" USING btree ("listing_id","duplicate_of_id");--> statement-breakpoint
CREATE INDEX "listing_duplicate_flags_flagged_at_idx" ON "listing_duplicate_flags" USING btree ("flagged_at");