CREATE TABLE "presentation_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"presentation_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"answer" varchar(8) NOT NULL,
	"comment" text,
	"device_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presentation_old_slugs" (
	"slug" varchar(64) PRIMARY KEY NOT NULL,
	"presentation_id" integer NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presentation_opens" (
	"id" serial PRIMARY KEY NOT NULL,
	"presentation_id" integer NOT NULL,
	"device_hash" varchar(64) NOT NULL,
	"opens" integer DEFAULT 1 NOT NULL,
	"first_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "presentation_items" DROP CONSTRAINT "presentation_items_listing_id_listings_id_fk";
--> statement-breakpoint
ALTER TABLE "presentation_items" ALTER COLUMN "listing_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "presentation_items" ADD COLUMN "photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "presentation_items" ADD COLUMN "price_mode" varchar(16) DEFAULT 'as_is' NOT NULL;--> statement-breakpoint
ALTER TABLE "presentation_items" ADD COLUMN "override_amount" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "presentation_items" ADD COLUMN "override_currency" varchar(3);--> statement-breakpoint
ALTER TABLE "presentation_items" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "client_name" varchar(255);--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "contact_options" jsonb;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "first_open_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "presentation_feedback" ADD CONSTRAINT "presentation_feedback_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_feedback" ADD CONSTRAINT "presentation_feedback_item_id_presentation_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."presentation_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_old_slugs" ADD CONSTRAINT "presentation_old_slugs_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_opens" ADD CONSTRAINT "presentation_opens_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presentation_feedback_item_id_idx" ON "presentation_feedback" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "presentation_old_slugs_presentation_id_idx" ON "presentation_old_slugs" USING btree ("presentation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "presentation_opens_device_unique" ON "presentation_opens" USING btree ("presentation_id","device_hash");--> statement-breakpoint
ALTER TABLE "presentation_items" ADD CONSTRAINT "presentation_items_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presentations_user_id_created_idx" ON "presentations" USING btree ("user_id","created_at");