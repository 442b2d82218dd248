CREATE TABLE "project_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"layout_id" integer,
	"unit_number" varchar(32) NOT NULL,
	"floor" smallint,
	"price" numeric(16, 2),
	"status" varchar(16) DEFAULT 'available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "status" varchar(16) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "step" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "website" varchar(255);--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "phone" varchar(32);--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "email" varchar(255);--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "year_founded" smallint;--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "projects_completed" integer;--> statement-breakpoint
ALTER TABLE "project_layouts" ADD COLUMN "bathrooms" smallint;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "status" varchar(16) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "step" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "address" varchar(500);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "stage" varchar(16);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "construction_progress" smallint;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "price_from" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "price_to" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "currency" varchar(3) DEFAULT 'THB' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "amenities" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "payment_plan" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "tenure" varchar(16);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "leasehold_years" smallint;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "foreign_quota_units" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "brochure" text;--> statement-breakpoint
ALTER TABLE "project_units" ADD CONSTRAINT "project_units_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_units" ADD CONSTRAINT "project_units_layout_id_project_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."project_layouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_units_project_number_idx" ON "project_units" USING btree ("project_id","unit_number");--> statement-breakpoint
CREATE INDEX "project_units_layout_id_idx" ON "project_units" USING btree ("layout_id");--> statement-breakpoint
CREATE INDEX "developers_status_idx" ON "developers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "projects_owner_id_idx" ON "projects" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "projects_status_title_idx" ON "projects" USING btree ("status","title");--> statement-breakpoint
-- The project page shows availability per layout from the unit table: its writes must reach
-- every process's caches like the other catalog tables (0008_catalog_notify).
CREATE TRIGGER project_units_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_units
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();
