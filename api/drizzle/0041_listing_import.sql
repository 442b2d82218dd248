CREATE TABLE "listing_feed_secrets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_import_photos" (
	"photo_id" integer PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"source_url" text NOT NULL,
	"sha256" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_import_refs" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"external_ref" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_import_rows" (
	"run_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"ref" varchar(64),
	"outcome" varchar(16) NOT NULL,
	"listing_id" integer,
	"field" varchar(64),
	"reason" text,
	"data" jsonb,
	"result" varchar(16),
	"result_reason" text,
	CONSTRAINT "listing_import_rows_run_id_row_no_pk" PRIMARY KEY("run_id","row_no")
);
--> statement-breakpoint
CREATE TABLE "listing_import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" varchar(16) NOT NULL,
	"format" varchar(8) NOT NULL,
	"origin" text NOT NULL,
	"full_feed" boolean DEFAULT false NOT NULL,
	"status" varchar(16) DEFAULT 'planned' NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "listing_import_schedules" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"frequency" varchar(8) NOT NULL,
	"full_feed" boolean DEFAULT false NOT NULL,
	"last_run_id" integer,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_feed_secrets" ADD CONSTRAINT "listing_feed_secrets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_import_photos" ADD CONSTRAINT "listing_import_photos_photo_id_listing_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."listing_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_import_photos" ADD CONSTRAINT "listing_import_photos_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_import_refs" ADD CONSTRAINT "listing_import_refs_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_import_refs" ADD CONSTRAINT "listing_import_refs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_import_rows" ADD CONSTRAINT "listing_import_rows_run_id_listing_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."listing_import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_import_rows" ADD CONSTRAINT "listing_import_rows_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_import_runs" ADD CONSTRAINT "listing_import_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_import_schedules" ADD CONSTRAINT "listing_import_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_import_schedules" ADD CONSTRAINT "listing_import_schedules_last_run_id_listing_import_runs_id_fk" FOREIGN KEY ("last_run_id") REFERENCES "public"."listing_import_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_feed_secrets_secret_unique" ON "listing_feed_secrets" USING btree ("secret");--> statement-breakpoint
CREATE INDEX "listing_import_photos_listing_idx" ON "listing_import_photos" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_import_refs_user_ref_unique" ON "listing_import_refs" USING btree ("user_id","external_ref");--> statement-breakpoint
CREATE INDEX "listing_import_rows_pending_idx" ON "listing_import_rows" USING btree ("run_id","result","row_no");--> statement-breakpoint
CREATE INDEX "listing_import_runs_user_idx" ON "listing_import_runs" USING btree ("user_id","id");