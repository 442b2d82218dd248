CREATE TABLE "listing_daily_stats" (
	"listing_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"gallery_opens" integer DEFAULT 0 NOT NULL,
	"contact_chat" integer DEFAULT 0 NOT NULL,
	"contact_call" integer DEFAULT 0 NOT NULL,
	"contact_email" integer DEFAULT 0 NOT NULL,
	"presentation_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_daily_stats_listing_id_day_pk" PRIMARY KEY("listing_id","day")
);
--> statement-breakpoint
CREATE TABLE "listing_daily_visitors" (
	"listing_id" integer NOT NULL,
	"day" date NOT NULL,
	"device_hash" varchar(64) NOT NULL,
	CONSTRAINT "listing_daily_visitors_listing_id_day_device_hash_pk" PRIMARY KEY("listing_id","day","device_hash")
);
--> statement-breakpoint
CREATE TABLE "listing_event_marks" (
	"listing_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"device_hash" varchar(64) NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listing_event_marks_listing_id_kind_device_hash_pk" PRIMARY KEY("listing_id","kind","device_hash")
);
--> statement-breakpoint
ALTER TABLE "listing_daily_stats" ADD CONSTRAINT "listing_daily_stats_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_daily_visitors" ADD CONSTRAINT "listing_daily_visitors_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_event_marks" ADD CONSTRAINT "listing_event_marks_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_daily_visitors_day_idx" ON "listing_daily_visitors" USING btree ("day");--> statement-breakpoint
CREATE INDEX "listing_event_marks_counted_at_idx" ON "listing_event_marks" USING btree ("counted_at");